import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@verbatim/ui';
import type { ReactNode } from 'react';
import { AdminMark } from './AdminMark';

/** A single card in the middle of the page, for every screen that is not the admin home. */
export function CenteredMessage({ title, description, actions }: { title: string; description: string; actions: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-8 px-4 py-12">
      <header>
        <AdminMark />
      </header>
      <main className="w-full max-w-md">
        <title>{`${title} · Verbatim Admin`}</title>
        <Card>
          <CardHeader className="text-center">
            <CardTitle asChild className="text-2xl">
              <h1>{title}</h1>
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardFooter className="flex-col gap-2 sm:flex-row sm:justify-center">{actions}</CardFooter>
        </Card>
      </main>
    </div>
  );
}
