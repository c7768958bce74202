import { AlertCircleIcon, Button, CheckCircleIcon, useUnsubscribeNotifications } from '@verbatim/ui';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { AccountLinkLayout, AccountLinkWorking } from './AccountLinkLayout';
import { accountLinkState } from './account-link';

const TITLE = 'Unsubscribe';
const DESCRIPTION = 'Turn off a kind of Verbatim notification e-mail with the link from the e-mail.';
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
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const unsubscribe = useUnsubscribeNotifications();
  const { mutate } = unsubscribe;
  const sent = useRef<string | null>(null);
  // Once per token: React's second effect in development does not send it again (the call is idempotent anyway).
  useEffect(() => {
    if (!token || sent.current === token) return;
    sent.current = token;
    mutate(token);
  }, [token, mutate]);
  const state = accountLinkState(token, unsubscribe);

  const settings = (
    <Button asChild variant="outline" className="w-full sm:w-auto">
      <Link to="/settings">Open Settings</Link>
    </Button>
  );
  return (
    <AccountLinkLayout title={TITLE} description={DESCRIPTION}>
      {(state.status === 'ready' || state.status === 'working') && <AccountLinkWorking label="Turning off these e-mails..." />}
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
      {state.status === 'unreachable' && (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="Could not unsubscribe you"
          description="Verbatim did not answer. Check your connection and try again."
          actions={<Button onClick={() => token && mutate(token)}>Try again</Button>}
        />
      )}
    </AccountLinkLayout>
  );
}
