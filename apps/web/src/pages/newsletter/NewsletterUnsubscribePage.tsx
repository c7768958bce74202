import { NEWSLETTER_INVALID_UNSUBSCRIBE_LINK, NEWSLETTER_UNSUBSCRIBE_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { AlertCircleIcon, Button, CheckCircleIcon, NewsletterSignup, useNewsletterUnsubscribe } from '@verbatim/ui';
import { Link } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { EmailLinkFrame } from '../email-links/EmailLinkFrame';
import { EmailLinkUnreachable, EmailLinkWorking } from '../email-links/EmailLinkPanels';
import { useEmailLink } from '../email-links/use-email-link';

/**
 * /newsletter/unsubscribe?token=…, the link in every e-mail to a subscriber: unsubscribes on opening (one step, as
 * people expect of such a link), then offers a way back in case it was a mistake.
 */
export function NewsletterUnsubscribePage() {
  const unsubscribe = useNewsletterUnsubscribe();
  const state = useEmailLink({ call: unsubscribe, send: (token) => unsubscribe.mutate({ token }), sendsOn: 'open' });

  return (
    <EmailLinkFrame head={NEWSLETTER_UNSUBSCRIBE_PAGE_HEAD}>
      {state.status === 'working' && <EmailLinkWorking label="Unsubscribing..." />}
      {state.status === 'done' && (
        <>
          <StatusPanel
            icon={CheckCircleIcon}
            tone="success"
            title="You're unsubscribed"
            description={state.message}
            actions={
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link to="/blog">Read the blog</Link>
              </Button>
            }
          >
            <p>You will not receive the newsletter any more.</p>
          </StatusPanel>
          <NewsletterSignup
            source="unsubscribe-page"
            heading="Changed your mind?"
            description="Subscribe again; we will e-mail you a link to confirm."
          />
        </>
      )}
      {state.status === 'invalid' && (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="Link not recognised"
          description={state.message ?? NEWSLETTER_INVALID_UNSUBSCRIBE_LINK}
          actions={
            <Button asChild className="w-full sm:w-auto">
              <Link to="/contact">Contact us</Link>
            </Button>
          }
        >
          <p>
            Open the unsubscribe link again from the e-mail, making sure the whole address is used, or write to us and we will unsubscribe
            you.
          </p>
        </StatusPanel>
      )}
      {state.status === 'unreachable' && <EmailLinkUnreachable title="Could not unsubscribe you" retry={state.retry} />}
    </EmailLinkFrame>
  );
}
