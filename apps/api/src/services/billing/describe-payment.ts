import { formatCount, formatMinutes } from '@verbatim/core-sdk/contracts';
import type { PaymentAttemptModel } from '../../models/payment-attempt';
import { findPlan } from './catalogue';

/** What a payment bought, in the words the checkout and the receipt use. */
export function describePayment(attempt: Pick<PaymentAttemptModel, 'kind' | 'plan' | 'credits'>): string {
  if (attempt.kind === 'pack' || !attempt.plan) return `${formatCount(attempt.credits)} credits`;
  const plan = findPlan(attempt.plan);
  return attempt.kind === 'renewal'
    ? `${plan.name} plan, monthly renewal (${formatMinutes(attempt.credits)})`
    : `${plan.name} plan, monthly (${formatMinutes(attempt.credits)})`;
}
