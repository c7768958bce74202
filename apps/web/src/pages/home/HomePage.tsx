import { Button, Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@verbatim/ui';
import { Link } from 'react-router';
import { useSessionUser } from '../../app/use-session-user';
import { UploadIcon } from '../../components/icons';
import { displayName, greetingName } from '../../lib/user-display';
import { planLabel } from './plan-label';

/** The main signed-in screen at /, /dashboard and /upload. */
export function HomePage() {
  const user = useSessionUser();
  if (!user) return null;
  return (
    <div className="grid gap-8">
      <title>Dashboard · Verbatim</title>
      <header className="space-y-1">
        <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">Welcome back, {greetingName(user)}!</h1>
        <p className="text-muted-foreground">Your recordings and transcripts will live here.</p>
      </header>

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle asChild>
              <h2>Upload New File</h2>
            </CardTitle>
            <CardDescription>Uploads arrive soon: this is where you will add audio and video files.</CardDescription>
          </CardHeader>
          <CardContent>
            <div className="flex flex-col items-center gap-3 rounded-lg border-2 border-dashed bg-muted/40 px-6 py-10 text-center">
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <UploadIcon className="size-6" />
              </span>
              <p className="font-medium">Uploading opens in an upcoming release</p>
              <p className="max-w-sm text-muted-foreground text-sm">
                You will be able to drop several audio or video files at once, up to 2 GB each, and watch them being transcribed.
              </p>
            </div>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Your plan</h2>
            </CardTitle>
            <CardDescription>{planLabel(user.subscriptionPlan)} plan</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className="grid gap-3 text-sm">
              <div className="flex items-center justify-between gap-4">
                <dt className="text-muted-foreground">Credits</dt>
                <dd className="font-semibold tabular-nums">{user.credits}</dd>
              </div>
              {user.subscriptionPlan === 'free' && (
                <div className="flex items-center justify-between gap-4">
                  <dt className="text-muted-foreground">Free transcriptions</dt>
                  <dd className="font-semibold">3 a day</dd>
                </div>
              )}
              <div className="flex items-center justify-between gap-4">
                <dt className="text-muted-foreground">Account</dt>
                <dd className="min-w-0 truncate font-medium">{displayName(user)}</dd>
              </div>
            </dl>
          </CardContent>
          <CardFooter>
            <Button asChild variant="outline" className="w-full">
              <Link to="/billing">View plans and billing</Link>
            </Button>
          </CardFooter>
        </Card>
      </div>
    </div>
  );
}
