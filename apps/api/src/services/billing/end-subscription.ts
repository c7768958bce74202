import { planName } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { UserModel } from '../../models/user';
import type { AccountUpdate } from '../mail/account-update-email';
import { enqueueAccountUpdateEmail } from '../notifications/enqueue-account-update-email';

/** How the provider says a subscription stopped. */
export type SubscriptionEnd = 'cancelled' | 'halted' | 'completed';

/**
 * Applies the provider's word that the account's subscription stopped, under the account's lock. Cancelled: access
 * until the paid period ends. Halted (renewal kept failing) ends access now; completed (every period paid) at the end
 * of the last one. The "Account updates" e-mail is queued with the change only when it stops a plan that was
 * renewing: a plan the person cancelled on the billing page was told about then, and the same news delivered again
 * (another event id, or a second event after the first) finds the plan stopped already and sends nothing.
 * Answers false when no account is on this subscription.
 */
export async function endSubscription(
  deps: AppDeps,
  end: SubscriptionEnd,
  subscriptionId: string,
  periodEnd: Date | null,
): Promise<boolean> {
  return deps.db.transaction(async (trx) => {
    const user = await UserModel.query(trx).findOne({ providerSubscriptionId: subscriptionId }).forNoKeyUpdate();
    if (!user) return false;
    const now = deps.now();
    const stored = user.subscriptionExpiresAt === null ? null : new Date(user.subscriptionExpiresAt);
    const patch =
      end === 'cancelled'
        ? { subscriptionStatus: 'cancelled' as const, subscriptionExpiresAt: periodEnd ?? stored }
        : end === 'halted'
          ? { subscriptionStatus: 'expired' as const, subscriptionExpiresAt: now }
          : { subscriptionStatus: 'expired' as const, subscriptionExpiresAt: periodEnd ?? now };
    await UserModel.query(trx)
      .patch({ ...patch, updatedAt: now })
      .where({ id: user.id });
    if (user.subscriptionStatus === 'active') {
      const name = planName(user.subscriptionPlan);
      const update: AccountUpdate =
        end === 'cancelled'
          ? { kind: 'plan-cancelled', planName: name, by: 'provider', activeUntil: patch.subscriptionExpiresAt }
          : end === 'halted'
            ? { kind: 'plan-renewal-failed', planName: name }
            : { kind: 'plan-ended', planName: name };
      await enqueueAccountUpdateEmail(deps, trx, user, update);
    }
    return true;
  });
}
