import { z } from 'zod';
import type { ProviderPayment } from '../payment-provider';

/** The fields of Razorpay's payment entity that we read (in API answers and webhooks alike). */
export const paymentEntity = z.object({
  id: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.string(),
  order_id: z.string().nullish(),
  method: z.string().nullish(),
  error_description: z.string().nullish(),
});

/** The fields of Razorpay's subscription entity that we read. */
export const subscriptionEntity = z.object({
  id: z.string(),
  status: z.string(),
  current_start: z.number().nullish(),
  current_end: z.number().nullish(),
});

/** The parts of Razorpay's webhook envelope we act on; anything else in it is ignored. */
export const razorpayEventSchema = z.object({
  event: z.string().min(1).max(100),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    subscription: z.object({ entity: subscriptionEntity }).optional(),
  }),
});
export type RazorpayEvent = z.infer<typeof razorpayEventSchema>;

export function paymentFromEntity(entity: z.infer<typeof paymentEntity>): ProviderPayment {
  return {
    id: entity.id,
    status: entity.status,
    amountCents: entity.amount,
    currency: entity.currency,
    orderId: entity.order_id ?? null,
    method: entity.method ?? null,
    failureReason: entity.error_description ?? null,
  };
}

/** Razorpay's times are unix seconds. */
export const fromUnixSeconds = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
