import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, ClockIcon } from '@verbatim/ui';
import { Link } from 'react-router';
import { useSessionUser } from '../app/use-session-user';

export interface ComingSoonPageProps {
  title: string;
  /** One sentence on what the page will offer. */
  description: string;
}

/** Stands in for a screen that a later release fills, so that no link leads to a broken page. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  const user = useSessionUser();
  return (
    <div className={user ? '' : 'mx-auto max-w-3xl px-4 py-16 sm:px-6'}>
      <title>{`${title} · Verbatim`}</title>
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      <p className="mt-2 text-muted-foreground">{description}</p>
      <Card className="mt-8">
        <CardHeader className="grid-cols-[auto_1fr] items-center gap-x-4">
          <span className="row-span-2 inline-flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <ClockIcon className="size-5" />
          </span>
          <CardTitle asChild>
            <h2>Coming soon</h2>
          </CardTitle>
          <CardDescription>This page is on its way in an upcoming release of Verbatim.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link to="/">{user ? 'Back to Dashboard' : 'Back to Home'}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
