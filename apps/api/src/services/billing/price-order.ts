import { type CreateOrderRequest, formatCount, formatMinutes } from '@verbatim/core-sdk/contracts';
import { AppError } from '../../errors/app-error';
import type { SubscribablePlan } from '../payments/payment-provider';
import { CURRENCY, findPlan, PACKS } from './catalogue';

/** What an order buys and costs, by the catalogue. */
export type PricedOrder =
  | { kind: 'pack'; credits: number; amountCents: number; currency: string; description: string }
  | { kind: 'plan'; plan: SubscribablePlan; credits: number; amountCents: number; currency: string; description: string };

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

function priceMismatch(expectedCents: number, what: string): AppError {
  return new AppError(
    400,
    'PRICE_MISMATCH',
    `${what} costs ${dollars(expectedCents)}; the price you were shown is out of date. Reload the page and try again.`,
    { expectedAmount: expectedCents / 100 },
  );
}

/**
 * Prices an order from the catalogue. The client's amount is only a check that the person saw the price we
 * charge: any difference refuses the order rather than charging either figure.
 */
export function priceOrder(request: {
  credits: number;
  amount: number;
  subscriptionType?: CreateOrderRequest['subscriptionType'];
}): PricedOrder {
  const amountCents = Math.round(request.amount * 100);
  if (request.subscriptionType) {
    const plan = findPlan(request.subscriptionType);
    if (!plan.available || plan.id === 'enterprise') {
      throw new AppError(400, 'PLAN_UNAVAILABLE', `The ${plan.name} plan is not available yet. Contact us to hear when it is.`);
    }
    if (amountCents !== plan.priceCents) throw priceMismatch(plan.priceCents, `The ${plan.name} plan`);
    return {
      kind: 'plan',
      plan: plan.id,
      credits: plan.minutesPerMonth,
      amountCents: plan.priceCents,
      currency: CURRENCY,
      description: `${plan.name} plan, monthly (${formatMinutes(plan.minutesPerMonth)})`,
    };
  }
  const pack = PACKS.find((p) => p.credits === request.credits);
  if (!pack) {
    throw new AppError(
      400,
      'PRICE_MISMATCH',
      `There is no pack of ${request.credits} credits. Choose one of ${PACKS.map((p) => p.credits).join(', ')}.`,
    );
  }
  if (amountCents !== pack.priceCents) throw priceMismatch(pack.priceCents, `${pack.credits} credits`);
  return {
    kind: 'pack',
    credits: pack.credits,
    amountCents: pack.priceCents,
    currency: CURRENCY,
    description: `${formatCount(pack.credits)} credits`,
  };
}
