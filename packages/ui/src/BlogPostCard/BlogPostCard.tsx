import type { BlogPostSummary } from '@verbatim/core-sdk';
import { Badge } from '../Badge/Badge';
import { Card, CardContent, CardFooter, CardHeader } from '../Card/Card';
import { CalendarIcon, ClockIcon, UserIcon } from '../Icons/Icons';
import { AppLink, type LinkComponent } from '../Link/Link';
import { cn } from '../lib/cn';
import { Skeleton } from '../Skeleton/Skeleton';

export interface BlogPostCardProps {
  post: BlogPostSummary;
  /** Where the card leads: the post's page, e.g. `/blog/{id}`. */
  href: string;
  /** A larger card with a bigger title and the whole excerpt, for the Featured Articles section. */
  featured?: boolean;
  /** The title's heading level, to fit the page's outline (default 3: cards sit under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  linkComponent?: LinkComponent;
  className?: string;
}

/** "Nov 20, 2026" for a YYYY-MM-DD day, read as that day wherever the reader is. */
export function formatPostDate(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** Who wrote a post, when, and how long it takes to read: the byline of cards and articles. */
export function BlogPostByline({ post, className }: { post: BlogPostSummary; className?: string }) {
  return (
    <ul data-slot="blog-post-byline" className={cn('flex flex-wrap items-center gap-x-4 gap-y-1 text-muted-foreground text-sm', className)}>
      <li className="inline-flex items-center gap-1.5">
        <UserIcon />
        <span className="sr-only">By </span>
        {post.author}
      </li>
      <li className="inline-flex items-center gap-1.5">
        <CalendarIcon />
        <span className="sr-only">Published </span>
        <time dateTime={post.publishDate}>{formatPostDate(post.publishDate)}</time>
      </li>
      <li className="inline-flex items-center gap-1.5">
        <ClockIcon />
        {post.readTime} min read
      </li>
    </ul>
  );
}

/**
 * A post in a list: category, Featured badge, title, excerpt and byline. The title is the link, and its area covers
 * the whole card, so the card can be clicked anywhere while a screen reader hears one link named by the title.
 */
export function BlogPostCard({ post, href, featured = false, headingLevel = 3, linkComponent, className }: BlogPostCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Card
      data-slot="blog-post-card"
      data-post={post.id}
      className={cn(
        'relative h-full gap-4 transition-shadow focus-within:ring-2 focus-within:ring-ring hover:shadow-md',
        featured && 'border-primary/30',
        className,
      )}
    >
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{post.category}</Badge>
          {post.featured ? <Badge>Featured</Badge> : null}
        </div>
        <Heading className={cn('font-semibold leading-tight tracking-tight', featured ? 'text-2xl' : 'text-lg')}>
          <AppLink
            href={href}
            linkComponent={linkComponent}
            className="outline-none after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-primary"
          >
            {post.title}
          </AppLink>
        </Heading>
      </CardHeader>
      <CardContent className="flex-1">
        <p className={cn('text-muted-foreground', featured ? 'text-base' : 'line-clamp-3 text-sm')}>{post.excerpt}</p>
      </CardContent>
      <CardFooter>
        <BlogPostByline post={post} />
      </CardFooter>
    </Card>
  );
}

/** A card's shape while the posts load. */
export function BlogPostCardSkeleton({ className }: { className?: string }) {
  return (
    <Card data-slot="blog-post-card-skeleton" aria-hidden="true" className={cn('h-full gap-4', className)}>
      <CardHeader className="gap-3">
        <Skeleton className="h-5 w-24" />
        <Skeleton className="h-6 w-4/5" />
      </CardHeader>
      <CardContent className="grid gap-2">
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-2/3" />
      </CardContent>
      <CardFooter>
        <Skeleton className="h-4 w-48" />
      </CardFooter>
    </Card>
  );
}
