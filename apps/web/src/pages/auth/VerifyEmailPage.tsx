import { EMAIL_VERIFICATION_INVALID_LINK, EMAIL_VERIFICATION_LINK_DAYS, VERIFY_EMAIL_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { AlertCircleIcon, Button, CheckCircleIcon, useVerifyEmail } from '@verbatim/ui';
import { Link } from 'react-router';
import { useSessionUser } from '../../app/use-session-user';
import { EmailVerificationNotice } from '../../components/EmailVerificationNotice';
import { StatusPanel } from '../../components/StatusPanel';
import { EmailLinkFrame } from '../email-links/EmailLinkFrame';
import { EmailLinkUnreachable, EmailLinkWorking } from '../email-links/EmailLinkPanels';
import { useEmailLink } from '../email-links/use-email-link';

/**
 * /verify-email?token=…, the link of the verification e-mail: verifies the address on opening (signed in or not, on
 * any device), then says so. A dead link says how links work and, to a signed-in person still unverified, offers a
 * new one at once.
 */
export function VerifyEmailPage() {
  const user = useSessionUser();
  const verify = useVerifyEmail();
  const state = useEmailLink({ call: verify, send: (token) => verify.mutate({ token }), sendsOn: 'open' });

  return (
    <EmailLinkFrame head={VERIFY_EMAIL_PAGE_HEAD}>
      {state.status === 'working' && <EmailLinkWorking label="Verifying your e-mail address..." />}
      {state.status === 'done' && (
        <StatusPanel
          icon={CheckCircleIcon}
          tone="success"
          title="E-mail address verified"
          description={state.message}
          actions={
            user ? (
              <Button asChild className="w-full sm:w-auto">
                <Link to="/">Go to your dashboard</Link>
              </Button>
            ) : (
              <Button asChild className="w-full sm:w-auto">
                <Link to="/auth">Sign in</Link>
              </Button>
            )
          }
        />
      )}
      {state.status === 'invalid' && (
        <>
          <StatusPanel
            icon={AlertCircleIcon}
            tone="destructive"
            title="Link invalid or expired"
            description={state.message ?? EMAIL_VERIFICATION_INVALID_LINK}
            actions={
              user ? undefined : (
                <Button asChild className="w-full sm:w-auto">
                  <Link to="/auth">Sign in to get a new link</Link>
                </Button>
              )
            }
          >
            <p>Verification links work for {EMAIL_VERIFICATION_LINK_DAYS} days, and only the newest one we sent works.</p>
          </StatusPanel>
          {user && <EmailVerificationNotice user={user} />}
        </>
      )}
      {state.status === 'unreachable' && <EmailLinkUnreachable title="Could not verify your e-mail address" retry={state.retry} />}
    </EmailLinkFrame>
  );
}
