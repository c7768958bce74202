import { AUTH_PAGE_HEAD, safeReturnPath } from '@verbatim/core-sdk/contracts';
import {
  Alert,
  AlertDescription,
  AlertTitle,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  GoogleIcon,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  useSignInOptions,
  useVerbatimClient,
} from '@verbatim/ui';
import { useCallback, useRef, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PageHead } from '../../app/PageHead';
import { DEFAULT_SIGNED_IN_PATH, RETURN_PATH_PARAM } from '../../app/return-path';
import { useSessionUser } from '../../app/use-session-user';
import { AuthLayout } from '../../layouts/AuthLayout';
import { googleErrorMessage } from './google-error';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { useCompleteSignIn } from './use-complete-sign-in';

type Tab = 'signin' | 'signup';

export function AuthPage() {
  const client = useVerbatimClient();
  const user = useSessionUser();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'signup' ? 'signup' : 'signin');
  const completeSignIn = useCompleteSignIn();
  // Set while this page itself signs the visitor in, so that it does not also bounce them to /.
  const completing = useRef(false);
  const googleError = googleErrorMessage(params.get('error'));
  // Google is offered only where the server has it configured: elsewhere its button could only end in an error.
  const offersGoogle = useSignInOptions().data?.google === true;
  // Where the visitor was before being sent here (`?next=`), if it is a path of this app.
  const returnPath = safeReturnPath(params.get(RETURN_PATH_PARAM));
  // The API keeps the return path with the Google sign-in and hands it to /auth/callback afterwards.
  const googleHref = returnPath
    ? `${client.auth.googleLoginUrl}?${new URLSearchParams({ returnTo: returnPath })}`
    : client.auth.googleLoginUrl;

  const finish = useCallback(
    (fallbackPath: string) => async () => {
      completing.current = true;
      await completeSignIn(fallbackPath, returnPath);
    },
    [completeSignIn, returnPath],
  );

  if (user && !completing.current) return <Navigate to={returnPath ?? DEFAULT_SIGNED_IN_PATH} replace />;

  return (
    <AuthLayout>
      <PageHead head={AUTH_PAGE_HEAD} documentTitle={tab === 'signup' ? 'Sign up · Verbatim' : undefined} />
      <Card>
        <CardHeader className="text-center">
          <CardTitle asChild className="text-2xl">
            <h1>Welcome to Verbatim</h1>
          </CardTitle>
          <CardDescription>Sign in to your account, or create one for free.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          {googleError && (
            <Alert variant="info">
              <AlertTitle>{googleError.title}</AlertTitle>
              <AlertDescription>{googleError.description}</AlertDescription>
            </Alert>
          )}
          {offersGoogle && (
            <>
              <Button asChild variant="outline" className="w-full">
                <a href={googleHref}>
                  <GoogleIcon />
                  Continue with Google
                </a>
              </Button>
              <div className="flex items-center gap-3 text-muted-foreground text-xs uppercase tracking-wide">
                <span className="h-px flex-1 bg-border" />
                or use your email
                <span className="h-px flex-1 bg-border" />
              </div>
            </>
          )}
          <Tabs value={tab} onValueChange={(value) => setTab(value === 'signup' ? 'signup' : 'signin')}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="signin">Sign In</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="signin">
              <SignInForm onAuthenticated={finish('/')} />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onAuthenticated={finish('/pricing')} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
