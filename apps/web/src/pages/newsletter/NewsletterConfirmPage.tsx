import { NEWSLETTER_CONFIRM_PAGE_HEAD, NEWSLETTER_INVALID_CONFIRM_LINK } from '@verbatim/core-sdk/contracts';
import { AlertCircleIcon, Button, CheckCircleIcon, NewsletterSignup, useNewsletterConfirm } from '@verbatim/ui';
import { Link } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { EmailLinkFrame } from '../email-links/EmailLinkFrame';
import { EmailLinkUnreachable, EmailLinkWorking } from '../email-links/EmailLinkPanels';
import { useEmailLink } from '../email-links/use-email-link';

/**
 * /newsletter/confirm?token=…, the link of the confirmation e-mail (double opt-in): confirms on opening, then says so.
 * A dead link offers a new one at once, since asking again is the only way on.
 */
export function NewsletterConfirmPage() {
  const confirm = useNewsletterConfirm();
  const state = useEmailLink({ call: confirm, send: (token) => confirm.mutate({ token }), sendsOn: 'open' });

  return (
    <EmailLinkFrame head={NEWSLETTER_CONFIRM_PAGE_HEAD}>
      {state.status === 'working' && <EmailLinkWorking label="Confirming your subscription..." />}
      {state.status === 'done' && (
        <StatusPanel
          icon={CheckCircleIcon}
          tone="success"
          title="Subscription confirmed"
          description={state.message}
          actions={
            <>
              <Button asChild className="w-full sm:w-auto">
                <Link to="/blog">Read the blog</Link>
              </Button>
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link to="/">Go to Verbatim</Link>
              </Button>
            </>
          }
        >
          <p>We have sent you a welcome e-mail. Every newsletter e-mail has a link to unsubscribe.</p>
        </StatusPanel>
      )}
      {state.status === 'invalid' && (
        <>
          <StatusPanel
            icon={AlertCircleIcon}
            tone="destructive"
            title="Link invalid or expired"
            description={state.message ?? NEWSLETTER_INVALID_CONFIRM_LINK}
          >
            <p>
              Confirmation links work for 7 days, and only the newest one sent to an address works. Enter your address below to get a new
              link.
            </p>
          </StatusPanel>
          <NewsletterSignup source="confirm-page" heading="Get a new confirmation link" description="We will e-mail you a fresh link." />
        </>
      )}
      {state.status === 'unreachable' && <EmailLinkUnreachable title="Could not confirm your subscription" retry={state.retry} />}
    </EmailLinkFrame>
  );
}
