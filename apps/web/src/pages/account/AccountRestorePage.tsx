import { ACCOUNT_DELETION_GRACE_DAYS, ACCOUNT_RESTORE_PAGE_HEAD } from '@verbatim/core-sdk/contracts';
import { AlertCircleIcon, Button, CheckCircleIcon, ShieldIcon, useCancelAccountDeletion } from '@verbatim/ui';
import { Link } from 'react-router';
import { StatusPanel } from '../../components/StatusPanel';
import { EmailLinkFrame } from '../email-links/EmailLinkFrame';
import { EmailLinkUnreachable } from '../email-links/EmailLinkPanels';
import { useEmailLink } from '../email-links/use-email-link';

export const RESTORE_LINK_MISSING = 'This link is incomplete. Open it again from the e-mail, making sure the whole address is used.';

/**
 * /account/restore?token=…, the link in the e-mail that confirms a deletion request. It waits for a click rather than
 * cancelling on opening: mail scanners open links too, and must not undo a deletion the person asked for.
 */
export function AccountRestorePage() {
  const cancel = useCancelAccountDeletion();
  const state = useEmailLink({ call: cancel, send: cancel.mutate, sendsOn: 'click' });

  return (
    <EmailLinkFrame head={ACCOUNT_RESTORE_PAGE_HEAD}>
      {(state.status === 'ready' || state.status === 'working') && (
        <StatusPanel
          icon={ShieldIcon}
          title="Keep your account?"
          description={`Your Verbatim account is scheduled for deletion. Cancel it to keep your account and everything in it; the deletion happens ${ACCOUNT_DELETION_GRACE_DAYS} days after it was asked for.`}
          actions={
            <Button
              className="w-full sm:w-auto"
              onClick={state.status === 'ready' ? state.send : undefined}
              loading={state.status === 'working'}
            >
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
      {state.status === 'unreachable' && <EmailLinkUnreachable title="Could not keep your account yet" retry={state.retry} />}
    </EmailLinkFrame>
  );
}
