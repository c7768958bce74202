import { Button, CompassIcon } from '@verbatim/ui';
import { Link, useLocation } from 'react-router';
import { useSessionUser } from '../../app/use-session-user';

/** Any path that is no page of the app, signed in or not; the server answers it with status 404. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  // "/" is the dashboard for a signed-in person and the home page for a visitor.
  const signedIn = useSessionUser() !== null;
  return (
    <div className="flex flex-col items-center py-16 text-center">
      <title>Page not found · Verbatim</title>
      <span className="mb-6 inline-flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
        <CompassIcon className="size-7" />
      </span>
      <h1 className="font-bold text-3xl tracking-tight">404 Page Not Found</h1>
      <p className="mt-3 max-w-md break-words text-muted-foreground">
        The page <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-foreground text-sm">{pathname}</code> could not be found.
      </p>
      <Button asChild className="mt-8">
        <Link to="/">{signedIn ? 'Back to Dashboard' : 'Back to Home'}</Link>
      </Button>
    </div>
  );
}
