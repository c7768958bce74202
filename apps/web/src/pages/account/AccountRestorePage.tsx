import { ACCOUNT_DELETION_GRACE_DAYS } from '@verbatim/core-sdk/contracts';
import { AlertCircleIcon, Button, CheckCircleIcon, ShieldIcon, useCancelAccountDeletion } from '@verbatim/ui';
import { Link, useSearchParams } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { AccountLinkLayout } from './AccountLinkLayout';
import { accountLinkState } from './account-link';

const TITLE = 'Keep Your Account';
const DESCRIPTION = 'Cancel the deletion of your Verbatim account with the link from your e-mail.';
export const RESTORE_LINK_MISSING = 'This link is incomplete. Open it again from the e-mail, making sure the whole address is used.';

/**
 * /account/restore?token=…, the link in the e-mail that confirms a deletion request. It waits for a click rather than
 * cancelling on opening: mail scanners open links too, and must not undo a deletion the person asked for.
 */
export function AccountRestorePage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const cancel = useCancelAccountDeletion();
  const state = accountLinkState(token, cancel);
  const keep = () => {
    if (token) cancel.mutate(token);
  };

  return (
    <AccountLinkLayout title={TITLE} description={DESCRIPTION}>
      {(state.status === 'ready' || state.status === 'working') && (
        <StatusPanel
          icon={ShieldIcon}
          title="Keep your account?"
          description={`Your Verbatim account is scheduled for deletion. Cancel it to keep your account and everything in it; the deletion happens ${ACCOUNT_DELETION_GRACE_DAYS} days after it was asked for.`}
          actions={
            <Button className="w-full sm:w-auto" onClick={keep} loading={state.status === 'working'}>
              {state.status === 'working' ? 'Keeping your account...' : 'Keep my account'}
            </Button>
          }
        />
      )}
      {state.status === 'done' && (
        <StatusPanel
          icon={CheckCircleIcon}
          tone="success"
          title="Your account is safe"
          description={state.message}
          actions={
            <Button asChild className="w-full sm:w-auto">
              <Link to="/auth">Sign in</Link>
            </Button>
          }
        >
          <p>Nothing was deleted. If you did not ask for the deletion yourself, change your password after signing in.</p>
        </StatusPanel>
      )}
      {state.status === 'invalid' && (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="This link no longer works"
          description={state.message ?? RESTORE_LINK_MISSING}
          actions={
            <>
              <Button asChild className="w-full sm:w-auto">
                <Link to="/auth">Sign in</Link>
              </Button>
              <Button asChild variant="outline" className="w-full sm:w-auto">
                <Link to="/contact">Contact us</Link>
              </Button>
            </>
          }
        >
          <p>If you cancelled the deletion already, you can simply sign in. If the account has been deleted, you can sign up again.</p>
        </StatusPanel>
      )}
      {state.status === 'unreachable' && (
        <StatusPanel
          icon={AlertCircleIcon}
          tone="destructive"
          title="Could not keep your account yet"
          description="Verbatim did not answer. Check your connection and try again."
          actions={<Button onClick={keep}>Try again</Button>}
        />
      )}
    </AccountLinkLayout>
  );
}
