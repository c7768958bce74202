import { BLOG_CATEGORIES, type BlogCategory, type BlogCategoryCount, type BlogPostSummary } from '@verbatim/core-sdk';
import { BLOG_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import {
  BlogCategoryFilter,
  BlogPostCard,
  BlogPostCardSkeleton,
  Button,
  ErrorState,
  NewsletterSignup,
  RssIcon,
  useBlogPosts,
  useVerbatimClient,
} from '@verbatim/ui';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHead } from '../../app/PageHead';
import { RouterLink } from '../../app/RouterLink';
import { BlogFrame } from './BlogFrame';
import { BLOG_TEXTS, blogListHref, blogPostHref } from './blog-texts';

/** The category the URL asks for, or null (All) for none or one the blog does not have. */
function chosenCategory(value: string | null): BlogCategory | null {
  return BLOG_CATEGORIES.find((category) => category === value) ?? null;
}

function PostGrid({ posts, featured = false }: { posts: readonly BlogPostSummary[]; featured?: boolean }) {
  return (
    <ul className={featured ? 'grid gap-6 md:grid-cols-2 xl:grid-cols-3' : 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3'}>
      {posts.map((post) => (
        <li key={post.id}>
          <BlogPostCard post={post} href={blogPostHref(post.id)} featured={featured} linkComponent={RouterLink} />
        </li>
      ))}
    </ul>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="mb-6 font-semibold text-2xl tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}

function ExploreByCategory({ counts }: { counts: readonly BlogCategoryCount[] }) {
  return (
    <Section id="blog-explore" title={BLOG_TEXTS.explore}>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {counts.map(({ category, count }) => (
          <li key={category}>
            <Link
              to={blogListHref(category)}
              className="flex h-full flex-col gap-1 rounded-lg border bg-card p-4 font-medium transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span>{category}</span>
              <span className="font-normal text-muted-foreground text-sm">
                {count} {count === 1 ? 'article' : 'articles'}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function LoadingPosts() {
  return (
    <div aria-busy="true" aria-live="polite" className="mt-12">
      <p className="sr-only">Loading articles…</p>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((n) => (
          <li key={n}>
            <BlogPostCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The blog (spec: Blog list): category chips (the choice is in the URL), Featured Articles, Latest Articles, the
 * newsletter box and Explore by Category with counts. Latest Articles is every other article of the chosen category,
 * newest first: a featured article is shown once, under Featured Articles.
 */
export function BlogPage() {
  const [params] = useSearchParams();
  const category = chosenCategory(params.get('category'));
  const posts = useBlogPosts();
  const client = useVerbatimClient();
  const shown = (posts.data?.items ?? []).filter((post) => !category || post.category === category);
  const featured = shown.filter((post) => post.featured);
  const latest = shown.filter((post) => !post.featured);

  return (
    <BlogFrame wide>
      <PageHead head={BLOG_PAGE_HEAD} documentTitle={category ? `${category} · Blog · Verbatim` : undefined} />
      <header className="flex flex-col gap-4 border-b pb-6 sm:flex-row sm:items-end sm:justify-between">
        <div className="space-y-3">
          <h1 className="font-bold text-3xl tracking-tight sm:text-4xl">{BLOG_TEXTS.heading}</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{BLOG_PAGE_HEAD.description}</p>
        </div>
        <a
          href={client.blog.rssUrl}
          className="inline-flex items-center gap-2 font-medium text-primary text-sm underline-offset-4 hover:underline"
        >
          <RssIcon />
          {BLOG_TEXTS.rss}
        </a>
      </header>

      <BlogCategoryFilter
        className="mt-6"
        categories={BLOG_CATEGORIES}
        selected={category}
        hrefFor={blogListHref}
        linkComponent={RouterLink}
      />

      {posts.isPending ? (
        <LoadingPosts />
      ) : posts.isError ? (
        <ErrorState
          className="mt-12"
          title={BLOG_TEXTS.listFailed}
          message="Please try again in a moment."
          onRetry={() => void posts.refetch()}
          retrying={posts.isFetching}
        />
      ) : (
        <>
          {featured.length > 0 ? (
            <Section id="blog-featured" title={BLOG_TEXTS.featured}>
              <PostGrid posts={featured} featured />
            </Section>
          ) : null}
          {latest.length > 0 ? (
            <Section id="blog-latest" title={BLOG_TEXTS.latest}>
              <PostGrid posts={latest} />
            </Section>
          ) : featured.length > 0 ? null : (
            <Section id="blog-latest" title={BLOG_TEXTS.latest}>
              <div className="rounded-lg border border-dashed p-8 text-center">
                <p className="text-muted-foreground">{BLOG_TEXTS.noPostsIn(category ?? BLOG_TEXTS.heading)}</p>
                <Button asChild variant="outline" className="mt-4">
                  <Link to={blogListHref(null)}>{BLOG_TEXTS.showAll}</Link>
                </Button>
              </div>
            </Section>
          )}
          <NewsletterSignup className="mt-12" source="blog" />
          <ExploreByCategory counts={posts.data.categories} />
        </>
      )}
    </BlogFrame>
  );
}
