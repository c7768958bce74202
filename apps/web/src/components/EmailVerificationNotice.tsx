import { isApiError } from '@verbatim/core-sdk';
import type { User } from '@verbatim/core-sdk/contracts';
import { Alert, AlertDescription, AlertTitle, Button, MailIcon, useResendEmailVerification } from '@verbatim/ui';

/** What the notice says when asking for another link failed: the API's words, or that it did not answer. */
function resendFailure(error: unknown): string {
  if (isApiError(error) && error.serverMessage && !error.code.startsWith('HTTP_')) return error.serverMessage;
  return 'Verbatim did not answer. Check your connection and try again.';
}

/**
 * Asks a person whose address is not verified to follow the link we e-mailed, and says what waits for it; "Resend
 * verification" mails a new link (the server limits how often). Nothing shows once the address is verified.
 */
export function EmailVerificationNotice({ user }: { user: User }) {
  const resend = useResendEmailVerification();
  if (user.emailVerified) return null;
  return (
    <Alert variant="info" aria-labelledby="email-verification-title" role="region">
      <AlertTitle id="email-verification-title" className="flex items-center gap-2">
        <MailIcon className="size-4" />
        Verify your e-mail address
      </AlertTitle>
      <AlertDescription className="grid gap-3">
        <p>
          We sent a link to <strong className="break-all font-medium text-foreground">{user.email}</strong>. Follow it to confirm the
          address is yours. Until then, we send no notifications or receipts to it.
        </p>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm" variant="outline" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend verification'}
          </Button>
          {resend.isSuccess && (
            <p role="status" className="text-foreground">
              {resend.data.message}
            </p>
          )}
          {resend.isError && (
            <p role="alert" className="text-destructive">
              {resendFailure(resend.error)}
            </p>
          )}
        </div>
      </AlertDescription>
    </Alert>
  );
}
