import { AlertCircleIcon, Button, FullScreenLoading, UploadQueueProvider, useCurrentUser } from '@verbatim/ui';
import { useCallback, useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigationType } from 'react-router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** The list and a transcript opened over it are one page: opening the viewer must not scroll the list away. */
const pageOf = (pathname: string) => (pathname.startsWith('/transcriptions/') ? '/transcriptions' : pathname);

/** A new page starts at the top; Back and Forward leave the browser's own scroll restoration alone. */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const type = useNavigationType();
  const page = pageOf(pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the page changed
  useEffect(() => {
    if (type !== 'POP') window.scrollTo(0, 0);
  }, [page]);
}

/**
 * Waits for the session before any screen decides what to show (spec: a full-screen 'Loading...'), and holds the
 * upload queue's reporting, so that an upload still toasts and redirects after the screen that started it is left.
 */
export function RootLayout() {
  const { isPending, isError, refetch, isRefetching } = useCurrentUser();
  const navigate = useNavigate();
  const { key } = useLocation();
  useScrollToTopOnNavigation();
  const onNavigate = useCallback((to: string) => void navigate(to), [navigate]);
  if (isPending) return <FullScreenLoading />;
  if (isError) {
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <AlertCircleIcon className="size-10 text-destructive" />
        <h1 className="font-semibold text-2xl">Verbatim is not answering</h1>
        <p className="max-w-md text-muted-foreground">Check your connection and try again in a moment.</p>
        <Button onClick={() => void refetch()} loading={isRefetching}>
          Try again
        </Button>
      </main>
    );
  }
  return (
    <UploadQueueProvider onNavigate={onNavigate}>
      <RouteErrorBoundary resetKey={key}>
        <Outlet />
      </RouteErrorBoundary>
    </UploadQueueProvider>
  );
}
