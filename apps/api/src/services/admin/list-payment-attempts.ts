import type { PaymentAttempt, PaymentAttemptStatus } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { isoTime } from '../../lib/iso-time';
import type { PaymentKind } from '../../models/payment-attempt';
import { ABANDONED_REASON, paymentAttemptStatus } from '../billing/abandon-stale-payments';
import { describePayment } from '../billing/describe-payment';
import type { SubscribablePlan } from '../payments/payment-provider';
import { dollars, LATEST_LOCATION_JOIN, rawRows } from './admin-sql';

interface AttemptRow {
  id: string;
  user_id: string;
  email: string;
  kind: PaymentKind;
  plan: SubscribablePlan | null;
  credits: number;
  amount_cents: unknown;
  status: PaymentAttemptStatus;
  method: string | null;
  failure_reason: string | null;
  created_at: Date | string;
  country: string | null;
  city: string | null;
}

/**
 * The newest payment attempts of everyone, with the buyer's e-mail and location, newest first. A checkout pending
 * past the abandonment time reads abandoned, as the dashboard counts it, before the sweep has marked it.
 */
export async function listPaymentAttempts(deps: AppDeps, limit: number): Promise<PaymentAttempt[]> {
  const rows = await rawRows<AttemptRow>(
    deps.db,
    `select p.id, p.user_id, u.email, p.kind, p.plan, p.credits, p.amount_cents, p.status, p.method, p.failure_reason,
       p.created_at, loc.country, loc.city
     from payment_attempts p
     join users u on u.id = p.user_id
     ${LATEST_LOCATION_JOIN}
     order by p.created_at desc, p.id desc
     limit ?`,
    [limit],
  );
  const now = deps.now();
  return rows.map((row) => {
    const status = paymentAttemptStatus(row.status, new Date(row.created_at), now);
    return {
      id: row.id,
      userId: row.user_id,
      userEmail: row.email,
      description: describePayment(row),
      amount: dollars(row.amount_cents),
      status,
      location: row.country === null && row.city === null ? null : { country: row.country, city: row.city },
      paymentMethod: row.method,
      createdAt: isoTime(row.created_at),
      failureReason: status === 'abandoned' && row.status === 'pending' ? ABANDONED_REASON : row.failure_reason,
    };
  });
}
