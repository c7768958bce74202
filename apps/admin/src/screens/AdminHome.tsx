import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@verbatim/core-sdk/contracts';
import { Button, Card, CardDescription, CardHeader, CardTitle, useVerbatimClient } from '@verbatim/ui';
import { AdminMark } from './AdminMark';

const UPCOMING = [
  { title: 'Analytics', text: 'Active users, page views and sign-ups, live.' },
  { title: 'Users', text: 'Every account with its plan, credits and activity, with CSV export.' },
  { title: 'Payments', text: 'Payment attempts, failures and revenue, with CSV export.' },
  { title: 'Storage', text: 'File storage and database size, with their trend.' },
  { title: 'Production', text: 'Processing activity, stuck jobs and reports.' },
];

/** The admin's start screen. Its panels arrive with the next releases. */
export function AdminHome({ user }: { user: User }) {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();

  function signOut() {
    queryClient.clear();
    window.location.assign(client.auth.logoutUrl);
  }

  return (
    <div className="min-h-dvh">
      <title>Verbatim Admin</title>
      <header className="border-b bg-card">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <AdminMark />
          <div className="flex flex-wrap items-center gap-2">
            <span className="mr-2 text-muted-foreground text-sm" title="Signed in as">
              {user.email}
            </span>
            <Button asChild variant="outline" size="sm">
              <a href="/">Back to Verbatim</a>
            </Button>
            <Button variant="ghost" size="sm" onClick={signOut}>
              Sign Out
            </Button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
        <h1 className="font-bold text-3xl tracking-tight">Administration</h1>
        <p className="mt-2 max-w-2xl text-muted-foreground">
          Signed in as <strong className="font-medium text-foreground">{user.email}</strong>. Analytics, users and payments come next; their
          panels will appear here.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {UPCOMING.map((panel) => (
            <li key={panel.title} className="flex">
              <Card className="w-full">
                <CardHeader>
                  <div className="flex items-center justify-between gap-3">
                    <CardTitle asChild>
                      <h2>{panel.title}</h2>
                    </CardTitle>
                    <span className="rounded-full bg-muted px-2.5 py-0.5 font-medium text-muted-foreground text-xs">Coming next</span>
                  </div>
                  <CardDescription>{panel.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </main>
    </div>
  );
}
