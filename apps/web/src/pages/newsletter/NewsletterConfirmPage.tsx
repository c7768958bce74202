import { NEWSLETTER_INVALID_CONFIRM_LINK, type PageHead } from '@verbatim/core-sdk/contracts';
import { AlertCircleIcon, Button, CheckCircleIcon, NewsletterSignup, useNewsletterConfirm } from '@verbatim/ui';
import { Link, useSearchParams } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { NewsletterLinkLayout, NewsletterLinkWorking } from './NewsletterLinkLayout';
import { useNewsletterLink } from './use-newsletter-link';

export const NEWSLETTER_CONFIRM_PAGE_HEAD: PageHead = {
  title: 'Confirm your subscription',
  description: 'Confirm your subscription to the Verbatim newsletter.',
  type: 'website',
};

/**
 * /newsletter/confirm?token=…, the link of the confirmation e-mail (double opt-in): confirms on opening, then says so.
 * A dead link offers a new one at once, since asking again is the only way on.
 */
export function NewsletterConfirmPage() {
  const [params] = useSearchParams();
  const state = useNewsletterLink(params.get('token'), useNewsletterConfirm());

  return (
    <NewsletterLinkLayout head={NEWSLETTER_CONFIRM_PAGE_HEAD}>
      {state.status === 'working' && <NewsletterLinkWorking label="Confirming your subscription..." />}
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
      {state.status === 'unreachable' && (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="Could not confirm your subscription"
          description="Verbatim did not answer. Check your connection and try again."
          actions={<Button onClick={state.retry}>Try again</Button>}
        />
      )}
    </NewsletterLinkLayout>
  );
}
