import type { Database } from '../../db/create-database';

export interface PaymentEventRecord {
  source: 'webhook' | 'verify';
  eventType: string;
  outcome: 'applied' | 'ignored' | 'rejected';
  detail?: string | null;
  eventId?: string | null;
  paymentAttemptId?: string | null;
  userId?: string | null;
}

/** Writes down what the payment side was told and what it made of it: every refusal is kept as what it was. */
export async function recordPaymentEvent(db: Database, event: PaymentEventRecord): Promise<void> {
  await db('payment_events').insert({
    source: event.source,
    eventType: event.eventType,
    outcome: event.outcome,
    detail: event.detail ?? null,
    eventId: event.eventId ?? null,
    paymentAttemptId: event.paymentAttemptId ?? null,
    userId: event.userId ?? null,
  });
}
