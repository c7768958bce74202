import type { BlogPostSummary } from '@verbatim/core-sdk';
import { BookmarkCheckIcon, BookmarkIcon, Button, toast, useSavedBlogPosts, useSetBlogPostSaved } from '@verbatim/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useSessionUser } from '../../app/use-session-user';
import { useSignInPath } from '../../app/use-sign-in-path';
import { BLOG_TEXTS } from './blog-texts';

/** Save for a signed-in reader: kept on the server, and the button says whether the post is saved (`aria-pressed`). */
function SignedInSaveButton({ post }: { post: BlogPostSummary }) {
  const saved = useSavedBlogPosts();
  const setSaved = useSetBlogPostSaved();
  const isSaved = saved.data?.items.some((item) => item.id === post.id) ?? false;
  const toggle = () => {
    const next = !isSaved;
    setSaved.mutate(
      { post, saved: next },
      { onError: () => toast({ variant: 'destructive', ...(next ? BLOG_TEXTS.saveFailed : BLOG_TEXTS.unsaveFailed) }) },
    );
  };
  return (
    <Button
      variant={isSaved ? 'secondary' : 'outline'}
      aria-pressed={isSaved}
      // Until the saved list is known the state is unknown: the button waits rather than guessing.
      aria-busy={saved.isPending || undefined}
      aria-disabled={saved.isPending || undefined}
      onClick={saved.isPending ? undefined : toggle}
    >
      {isSaved ? <BookmarkCheckIcon /> : <BookmarkIcon />}
      {isSaved ? BLOG_TEXTS.saved : BLOG_TEXTS.save}
    </Button>
  );
}

/**
 * Save for a visitor: saving needs an account, so the button says so and offers the way to sign in, which comes back
 * to this post.
 */
function VisitorSaveButton() {
  const [told, setTold] = useState(false);
  const noteId = useId();
  const signInPath = useSignInPath();
  return (
    <>
      <Button variant="outline" aria-expanded={told} aria-controls={noteId} onClick={() => setTold(true)}>
        <BookmarkIcon />
        {BLOG_TEXTS.save}
      </Button>
      <p id={noteId} role="status" className="basis-full text-muted-foreground text-sm">
        {told ? (
          <>
            {BLOG_TEXTS.signInToSave}{' '}
            <Link to={signInPath} className="font-medium text-primary underline underline-offset-4">
              {BLOG_TEXTS.signIn}
            </Link>
          </>
        ) : null}
      </p>
    </>
  );
}

/** Save: on the server for a signed-in reader; a visitor is told to sign in. */
export function SaveButton({ post }: { post: BlogPostSummary }) {
  const user = useSessionUser();
  return user ? <SignedInSaveButton post={post} /> : <VisitorSaveButton />;
}
