import { type BlogPostDetail, isApiError } from '@verbatim/core-sdk';
import { BLOG_PAGE_HEAD, blogPostPageHead } from '@verbatim/core-sdk/contracts';
import {
  ArrowLeftIcon,
  Badge,
  BlogPostByline,
  BlogPostCard,
  Button,
  ErrorState,
  NewsletterSignup,
  Skeleton,
  TagIcon,
  useBlogPost,
} from '@verbatim/ui';
import { MarkdownContent } from '@verbatim/ui/markdown';
import { Link, useParams } from 'react-router';
import { PageHead } from '../../app/PageHead';
import { RouterLink } from '../../app/RouterLink';
import { BlogFrame } from './BlogFrame';
import { BLOG_TEXTS, blogPostHref } from './blog-texts';
import { SaveButton } from './SaveButton';
import { ShareButton } from './ShareButton';

function BackToBlog() {
  return (
    <Button asChild variant="ghost" className="-ml-3">
      <Link to="/blog">
        <ArrowLeftIcon />
        {BLOG_TEXTS.backToBlog}
      </Link>
    </Button>
  );
}

/** The spec's page for an id no post has. */
function PostNotFound() {
  return (
    <div className="py-12 text-center">
      <PageHead head={{ title: BLOG_TEXTS.notFoundTitle, description: BLOG_TEXTS.notFoundText, type: 'website' }} />
      <h1 className="font-bold text-3xl tracking-tight">{BLOG_TEXTS.notFoundTitle}</h1>
      <p className="mt-3 text-lg text-muted-foreground">{BLOG_TEXTS.notFoundText}</p>
      <Button asChild className="mt-8">
        <Link to="/blog">
          <ArrowLeftIcon />
          {BLOG_TEXTS.backToBlog}
        </Link>
      </Button>
    </div>
  );
}

function LoadingPost() {
  return (
    <div aria-busy="true" aria-live="polite" className="mt-6 space-y-4">
      <p className="sr-only">Loading the article…</p>
      <Skeleton className="h-5 w-32" />
      <Skeleton className="h-10 w-4/5" />
      <Skeleton className="h-5 w-full" />
      <Skeleton className="h-4 w-64" />
      <div className="space-y-3 pt-6">
        {[0, 1, 2, 3, 4].map((n) => (
          <Skeleton key={n} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}

function Article({ detail }: { detail: BlogPostDetail }) {
  const { post, related } = detail;
  const url = `${window.location.origin}${blogPostHref(post.id)}`;
  return (
    <>
      <PageHead head={blogPostPageHead(post)} />
      <article aria-labelledby="blog-post-title" className="mt-4">
        <header className="space-y-4 border-b pb-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge variant="secondary">{post.category}</Badge>
            {post.featured ? <Badge>Featured</Badge> : null}
          </div>
          <h1 id="blog-post-title" className="font-bold text-3xl tracking-tight sm:text-4xl">
            {post.title}
          </h1>
          <p className="text-lg text-muted-foreground">{post.excerpt}</p>
          <BlogPostByline post={post} />
          <div className="flex flex-wrap items-center gap-2">
            <ShareButton title={post.title} text={post.excerpt} url={url} />
            <SaveButton post={post} />
          </div>
        </header>
        <MarkdownContent className="mt-8" linkComponent={RouterLink}>
          {post.content}
        </MarkdownContent>
        {post.tags.length > 0 ? (
          <section aria-labelledby="blog-post-tags" className="mt-10 flex flex-wrap items-center gap-3 border-t pt-6">
            <h2 id="blog-post-tags" className="inline-flex items-center gap-1.5 font-medium text-muted-foreground text-sm">
              <TagIcon />
              {BLOG_TEXTS.tags}
            </h2>
            <ul className="flex flex-wrap gap-2">
              {post.tags.map((tag) => (
                <li key={tag}>
                  <Badge variant="outline">{tag}</Badge>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="blog-related" className="mt-12">
          <h2 id="blog-related" className="mb-6 font-semibold text-2xl tracking-tight">
            {BLOG_TEXTS.related}
          </h2>
          <ul className="grid gap-6 sm:grid-cols-2">
            {related.map((other) => (
              <li key={other.id}>
                <BlogPostCard post={other} href={blogPostHref(other.id)} linkComponent={RouterLink} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <NewsletterSignup className="mt-12" source="blog-post" />
    </>
  );
}

/**
 * One article (spec: Blog article): category, Featured badge, title, excerpt, byline, Share and Save, the Markdown
 * body, tags, up to 2 related articles and the newsletter box; 'Post Not Found' for an id no post has.
 */
export function BlogPostPage() {
  const { id = '' } = useParams();
  const detail = useBlogPost(id);
  const notFound = detail.isError && isApiError(detail.error) && detail.error.status === 404;
  return (
    <BlogFrame>
      {notFound ? (
        <PostNotFound />
      ) : (
        <>
          <BackToBlog />
          {detail.isPending ? (
            <>
              <PageHead head={BLOG_PAGE_HEAD} />
              <LoadingPost />
            </>
          ) : detail.isError ? (
            <>
              <PageHead head={BLOG_PAGE_HEAD} />
              <ErrorState
                className="mt-6"
                title={BLOG_TEXTS.postFailed}
                message="Please try again in a moment."
                onRetry={() => void detail.refetch()}
                retrying={detail.isFetching}
              />
            </>
          ) : (
            <Article detail={detail.data} />
          )}
        </>
      )}
    </BlogFrame>
  );
}
