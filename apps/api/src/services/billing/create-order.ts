import { randomUUID } from 'node:crypto';
import type { CreateOrderRequest, OrderResponse } from '@verbatim/core-sdk/contracts';
import { fillPath, routes } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { AppError, ConflictError } from '../../errors/app-error';
import { PaymentAttemptModel } from '../../models/payment-attempt';
import type { UserModel } from '../../models/user';
import { PaymentProviderError } from '../payments/payment-provider';
import { findPlan } from './catalogue';
import { priceOrder } from './price-order';
import { subscriptionState } from './subscription-state';

/** The provider refused or did not answer: nothing was charged, and the person can try again. */
export function providerFailure(error: unknown): never {
  if (error instanceof PaymentProviderError) throw new AppError(502, 'PAYMENT_FAILED', error.message);
  throw error;
}

/**
 * Starts a payment: prices it from the catalogue, opens an order (a pack) or a subscription (a plan) with the
 * provider, and records the attempt, which stays pending until a verified payment or a webhook completes it.
 */
export async function createOrder(deps: AppDeps, user: UserModel, request: CreateOrderRequest): Promise<OrderResponse> {
  const priced = priceOrder(request);
  if (priced.kind === 'plan') {
    const state = subscriptionState(user, deps.now());
    if (state.inEffect && state.status === 'active' && user.subscriptionPlan === priced.plan) {
      throw new ConflictError(`You are on the ${findPlan(priced.plan).name} plan already.`);
    }
  }
  const id = randomUUID();
  const notes = { paymentId: id, userId: user.id };
  const payments = deps.payments;
  const opened =
    priced.kind === 'pack'
      ? await payments
          .createOrder({ amountCents: priced.amountCents, currency: priced.currency, receipt: id, notes })
          .then((order) => ({ orderId: order.id, subscriptionId: null }))
          .catch(providerFailure)
      : await payments
          .createSubscription({ plan: priced.plan, notes })
          .then((subscription) => ({ orderId: null, subscriptionId: subscription.id }))
          .catch(providerFailure);
  await PaymentAttemptModel.query(deps.db).insert({
    id,
    userId: user.id,
    kind: priced.kind,
    plan: priced.kind === 'plan' ? priced.plan : null,
    credits: priced.credits,
    amountCents: priced.amountCents,
    currency: priced.currency,
    provider: payments.name,
    providerOrderId: opened.orderId,
    providerSubscriptionId: opened.subscriptionId,
    status: 'pending',
  });
  const reference = opened.orderId ?? opened.subscriptionId;
  return {
    keyId: payments.keyId,
    amount: priced.amountCents,
    currency: priced.currency,
    orderId: opened.orderId,
    isSubscription: priced.kind === 'plan',
    subscriptionId: opened.subscriptionId,
    provider: payments.name,
    checkoutUrl: payments.name === 'sandbox' ? fillPath(routes.sandboxCheckoutPage.path, { reference }) : null,
    description: priced.description,
    paymentId: id,
  };
}
