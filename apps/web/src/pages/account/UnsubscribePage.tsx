import { UNSUBSCRIBE_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { AlertCircleIcon, Button, CheckCircleIcon, useUnsubscribeNotifications } from '@verbatim/ui';
import { Link } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { EmailLinkFrame } from '../email-links/EmailLinkFrame';
import { EmailLinkUnreachable, EmailLinkWorking } from '../email-links/EmailLinkPanels';
import { useEmailLink } from '../email-links/use-email-link';

/** Turning off account updates must not read as turning off the e-mails a person asks for. */
export const ACCOUNT_UPDATES_STILL_SENT =
  'Password reset links and the other e-mails you ask for, such as a data export, still come when you ask for them.';
export const UNSUBSCRIBE_LINK_MISSING =
  'This unsubscribe link is incomplete. Open it again from the e-mail, or choose your e-mails in Settings.';

/**
 * /unsubscribe?token=…, the link at the foot of every notification e-mail: turns that kind of e-mail off on opening
 * (one step, as people expect of such a link), and says where to turn it back on.
 */
export function UnsubscribePage() {
  const unsubscribe = useUnsubscribeNotifications();
  const state = useEmailLink({ call: unsubscribe, send: unsubscribe.mutate, sendsOn: 'open' });

  const settings = (
    <Button asChild variant="outline" className="w-full sm:w-auto">
      <Link to="/settings">Open Settings</Link>
    </Button>
  );
  return (
    <EmailLinkFrame head={UNSUBSCRIBE_PAGE_HEAD}>
      {state.status === 'working' && <EmailLinkWorking label="Turning off these e-mails..." />}
      {state.status === 'done' && (
        <StatusPanel icon={CheckCircleIcon} tone="success" title="You're unsubscribed" description={state.message} actions={settings}>
          <p>You can turn these e-mails back on at any time under Email Notifications in Settings.</p>
          {unsubscribe.data?.kind === 'account-updates' && <p>{ACCOUNT_UPDATES_STILL_SENT}</p>}
        </StatusPanel>
      )}
      {state.status === 'invalid' && (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="Link not recognised"
          description={state.message ?? UNSUBSCRIBE_LINK_MISSING}
          actions={settings}
        >
          <p>You can choose which e-mails you get under Email Notifications in Settings.</p>
        </StatusPanel>
      )}
      {state.status === 'unreachable' && <EmailLinkUnreachable title="Could not unsubscribe you" retry={state.retry} />}
    </EmailLinkFrame>
  );
}
