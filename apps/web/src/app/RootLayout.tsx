import { Button, FullScreenLoading, useCurrentUser } from '@verbatim/ui';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertCircleIcon } from '../components/icons';

/** Waits for the session before any screen decides what to show (spec: a full-screen 'Loading...'). */
export function RootLayout() {
  const { isPending, isError, refetch, isRefetching } = useCurrentUser();
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
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
