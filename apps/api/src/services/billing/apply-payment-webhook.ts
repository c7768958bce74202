import { createHash } from 'node:crypto';
import type { WebhookResponse } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import { PaymentAttemptModel } from '../../models/payment-attempt';
import { fromUnixSeconds, paymentFromEntity, type RazorpayEvent, razorpayEventSchema } from '../payments/razorpay/razorpay-event';
import { webhookSignatureValid } from '../payments/signatures';
import { applyRenewal, completePayment, failPayment } from './complete-payment';
import { endSubscription, type SubscriptionEnd } from './end-subscription';
import { paymentMismatch } from './payment-mismatch';
import { recordPaymentEvent } from './record-payment-event';

type Outcome = WebhookResponse['outcome'];
interface Applied {
  outcome: Exclude<Outcome, 'duplicate'>;
  detail: string | null;
  attemptId?: string | null;
}

const ignored = (detail: string): Applied => ({ outcome: 'ignored', detail });

/**
 * Applies one of Razorpay's webhooks. The signature over the raw body comes first; then the event id is claimed
 * (a replay finds its claim, counts a delivery and applies nothing); then the event changes what it says, through
 * the same steps a verify call takes, so the two together credit once whichever comes first. A failure while
 * applying gives the claim back, so that Razorpay's retry applies it.
 */
export async function applyPaymentWebhook(
  deps: AppDeps,
  rawBody: Buffer,
  signature: string | undefined,
  eventIdHeader: string | undefined,
): Promise<Outcome> {
  if (!signature || !webhookSignatureValid(deps.payments.webhookSecret, rawBody, signature)) {
    await recordPaymentEvent(deps.db, {
      source: 'webhook',
      eventType: 'unknown',
      outcome: 'rejected',
      detail: signature ? 'the signature does not match' : 'no signature',
    });
    throw new AppError(400, 'INVALID_SIGNATURE', 'The webhook signature is missing or does not match.');
  }
  let parsed: RazorpayEvent;
  try {
    parsed = razorpayEventSchema.parse(JSON.parse(rawBody.toString('utf8')));
  } catch {
    throw new AppError(400, 'BAD_REQUEST', 'The webhook body is not a payment event.');
  }
  const eventId = (eventIdHeader?.trim() || createHash('sha256').update(rawBody).digest('hex')).slice(0, 200);
  const claim = await deps.db.raw(
    `insert into payment_events (source, event_id, event_type, outcome)
     values ('webhook', ?, ?, 'ignored')
     on conflict (event_id) where source = 'webhook'
     do update set deliveries = payment_events.deliveries + 1, updated_at = now()
     returning id, deliveries`,
    [eventId, parsed.event],
  );
  const claimed = (claim.rows as { id: string | number; deliveries: number }[])[0];
  if (!claimed || claimed.deliveries > 1) return 'duplicate';
  try {
    const result = await dispatch(deps, parsed);
    await deps
      .db('payment_events')
      .where({ id: claimed.id })
      .update({ outcome: result.outcome, detail: result.detail, paymentAttemptId: result.attemptId ?? null, updatedAt: deps.now() });
    return result.outcome;
  } catch (error) {
    await deps.db('payment_events').where({ id: claimed.id }).delete();
    throw error;
  }
}

async function dispatch(deps: AppDeps, event: RazorpayEvent): Promise<Applied> {
  const paymentEntity = event.payload.payment?.entity;
  const subscriptionEntity = event.payload.subscription?.entity;
  switch (event.event) {
    case 'payment.captured':
    case 'payment.failed': {
      if (!paymentEntity) return ignored('no payment in the event');
      const payment = paymentFromEntity(paymentEntity);
      const attempt = payment.orderId ? await PaymentAttemptModel.query(deps.db).findOne({ providerOrderId: payment.orderId }) : undefined;
      // A subscription's payments are applied by the subscription's own events.
      if (!attempt) return ignored('no order of ours');
      if (event.event === 'payment.failed') {
        const failed = await failPayment(deps, attempt.id, payment.failureReason ?? 'The payment failed.', payment.method);
        return failed ? { outcome: 'applied', detail: 'failed', attemptId: attempt.id } : ignored('already completed');
      }
      const mismatch = paymentMismatch(attempt, payment);
      if (mismatch) {
        await failPayment(deps, attempt.id, mismatch, payment.method);
        return { outcome: 'applied', detail: `refused: ${mismatch}`, attemptId: attempt.id };
      }
      const done = await completePayment(deps, attempt.id, payment);
      return done === 'applied'
        ? { outcome: 'applied', detail: 'completed', attemptId: attempt.id }
        : { outcome: 'ignored', detail: 'already completed', attemptId: attempt.id };
    }
    case 'subscription.activated':
    case 'subscription.charged': {
      if (!subscriptionEntity) return ignored('no subscription in the event');
      const attempt = await PaymentAttemptModel.query(deps.db).findOne({ providerSubscriptionId: subscriptionEntity.id, kind: 'plan' });
      if (!attempt) return ignored('no subscription of ours');
      const periodEnd = fromUnixSeconds(subscriptionEntity.current_end);
      if (!paymentEntity) return ignored('no payment in the event');
      const payment = paymentFromEntity(paymentEntity);
      if (attempt.status !== 'completed' || attempt.providerPaymentId === payment.id) {
        const mismatch = paymentMismatch(attempt, payment);
        if (mismatch) {
          await failPayment(deps, attempt.id, mismatch, payment.method);
          return { outcome: 'applied', detail: `refused: ${mismatch}`, attemptId: attempt.id };
        }
        const done = await completePayment(deps, attempt.id, payment, { end: periodEnd });
        return {
          outcome: done === 'applied' ? 'applied' : 'ignored',
          detail: done === 'applied' ? 'first period' : 'already completed',
          attemptId: attempt.id,
        };
      }
      const renewed = await applyRenewal(deps, subscriptionEntity.id, payment, periodEnd);
      return renewed === 'applied' ? { outcome: 'applied', detail: 'renewed', attemptId: attempt.id } : ignored('renewal already applied');
    }
    case 'subscription.cancelled':
    case 'subscription.halted':
    case 'subscription.completed': {
      if (!subscriptionEntity) return ignored('no subscription in the event');
      const end: SubscriptionEnd =
        event.event === 'subscription.cancelled' ? 'cancelled' : event.event === 'subscription.halted' ? 'halted' : 'completed';
      const ended = await endSubscription(deps, end, subscriptionEntity.id, fromUnixSeconds(subscriptionEntity.current_end));
      return ended ? { outcome: 'applied', detail: end } : ignored('no account on this subscription');
    }
    default:
      return ignored(`not an event we act on: ${event.event}`);
  }
}
