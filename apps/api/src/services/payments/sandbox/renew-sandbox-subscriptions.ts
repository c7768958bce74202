import type { AppDeps } from '../../../deps';
import { addMonths } from '../../../lib/add-months';
import { applyRenewal } from '../../billing/complete-payment';
import { sandboxId } from './sandbox-provider';

interface DueSubscription {
  id: string;
  amountCents: number;
  currency: string;
  cancelAtPeriodEnd: boolean;
  currentEnd: Date;
}

/**
 * Plays the provider's side of a subscription's life at the end of each period, as Razorpay's servers do: a
 * subscription set to cancel ends, every other one is charged for the next month, and that charge reaches the
 * account through the same renewal step a `subscription.charged` webhook takes. Run with the other hourly sweeps.
 */
export async function renewSandboxSubscriptions(deps: AppDeps): Promise<number> {
  if (deps.payments.name !== 'sandbox') return 0;
  const now = deps.now();
  const due: DueSubscription[] = await deps
    .db('sandbox_checkouts')
    .where({ kind: 'subscription', status: 'active' })
    .andWhere('currentEnd', '<=', now)
    .select('id', 'amountCents', 'currency', 'cancelAtPeriodEnd', 'currentEnd');
  let renewed = 0;
  for (const subscription of due) {
    if (subscription.cancelAtPeriodEnd) {
      await deps.db('sandbox_checkouts').where({ id: subscription.id, status: 'active' }).update({ status: 'cancelled', updatedAt: now });
      continue;
    }
    const paymentId = sandboxId('pay');
    const start = new Date(subscription.currentEnd);
    const end = addMonths(start, 1);
    const charged = await deps.db.transaction(async (trx) => {
      // Claimed by moving the period on, so two processes sweeping together charge once.
      const moved = await trx('sandbox_checkouts')
        .where({ id: subscription.id, status: 'active', currentEnd: start })
        .update({ currentStart: start, currentEnd: end, updatedAt: now });
      if (moved === 0) return false;
      await trx('sandbox_payments').insert({
        id: paymentId,
        checkoutId: subscription.id,
        amountCents: subscription.amountCents,
        currency: subscription.currency,
        status: 'captured',
        method: 'card',
      });
      return true;
    });
    if (!charged) continue;
    const payment = {
      id: paymentId,
      status: 'captured',
      amountCents: subscription.amountCents,
      currency: subscription.currency,
      orderId: null,
      method: 'card',
      failureReason: null,
    };
    if ((await applyRenewal(deps, subscription.id, payment, end)) === 'applied') renewed += 1;
  }
  return renewed;
}
