import { AlertCircleIcon, Button } from '@verbatim/ui';

/** Shown when a screen throws while rendering, instead of React Router's developer page. */
export function RouteErrorScreen() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <title>Something went wrong · Verbatim</title>
      <AlertCircleIcon className="size-10 text-destructive" />
      <h1 className="font-semibold text-2xl">Something went wrong</h1>
      <p className="max-w-md text-muted-foreground">This page could not be shown. Reloading usually helps.</p>
      <div className="flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button asChild variant="outline">
          <a href="/">Go to the home page</a>
        </Button>
      </div>
    </main>
  );
}
