import { randomBytes } from 'node:crypto';
import type { Database } from '../../../db/create-database';
import { findPlan } from '../../billing/catalogue';
import type { PaymentProvider, ProviderPayment, ProviderSubscription } from '../payment-provider';
import { PaymentProviderError } from '../payment-provider';
import { hmacHex } from '../signatures';

/** The key id the sandbox checkout shows; it names no account anywhere. */
export const SANDBOX_KEY_ID = 'sandbox_local';

/** Ids in Razorpay's style, marked as the sandbox's so they are never mistaken for real ones. */
export const sandboxId = (prefix: 'order' | 'sub' | 'pay') => `${prefix}_sbx_${randomBytes(12).toString('base64url')}`;

interface CheckoutRow {
  id: string;
  kind: 'order' | 'subscription';
  status: string;
  amountCents: number;
  currency: string;
  currentStart: Date | null;
  currentEnd: Date | null;
}

/**
 * The payment provider of a machine without payment keys: a real implementation of the provider interface on its
 * own tables, with a checkout page of ours (sandbox-checkout.ts) where a person pays or fails. It signs with a
 * secret generated on this machine, the way Razorpay signs with the key secret, so the verify path is the one
 * production runs. It takes no money, and the configuration refuses it in production.
 */
export function createSandboxProvider(db: Database, secret: string): PaymentProvider {
  const checkout = async (id: string): Promise<CheckoutRow> => {
    const row = await db<CheckoutRow>('sandbox_checkouts').where({ id }).first();
    if (!row) throw new PaymentProviderError(`The sandbox has no order or subscription ${id}.`);
    return row;
  };
  return {
    name: 'sandbox',
    keyId: SANDBOX_KEY_ID,
    paymentSecret: secret,
    webhookSecret: hmacHex(secret, 'webhooks'),
    async createOrder({ amountCents, currency, notes }) {
      const id = sandboxId('order');
      await db('sandbox_checkouts').insert({ id, kind: 'order', amountCents, currency, status: 'created', notes: JSON.stringify(notes) });
      return { id, amountCents, currency };
    },
    async createSubscription({ plan, notes }) {
      const id = sandboxId('sub');
      const offer = findPlan(plan);
      await db('sandbox_checkouts').insert({
        id,
        kind: 'subscription',
        plan,
        amountCents: offer.priceCents,
        currency: 'USD',
        status: 'created',
        notes: JSON.stringify(notes),
      });
      return { id };
    },
    async cancelSubscription(subscriptionId) {
      await checkout(subscriptionId);
      await db('sandbox_checkouts').where({ id: subscriptionId }).update({ cancelAtPeriodEnd: true, updatedAt: new Date() });
    },
    async fetchPayment(paymentId): Promise<ProviderPayment> {
      const row = await db('sandbox_payments as p').join('sandbox_checkouts as c', 'c.id', 'p.checkoutId').where('p.id', paymentId).first<{
        id: string;
        status: string;
        amountCents: number;
        currency: string;
        method: string;
        failureReason: string | null;
        checkoutId: string;
        kind: string;
      }>('p.id', 'p.status', 'p.amountCents', 'p.currency', 'p.method', 'p.failureReason', 'p.checkoutId', 'c.kind');
      if (!row) throw new PaymentProviderError(`The sandbox has no payment ${paymentId}.`);
      return {
        id: row.id,
        status: row.status,
        amountCents: row.amountCents,
        currency: row.currency,
        orderId: row.kind === 'order' ? row.checkoutId : null,
        method: row.method,
        failureReason: row.failureReason,
      };
    },
    async fetchSubscription(subscriptionId): Promise<ProviderSubscription> {
      const row = await checkout(subscriptionId);
      return {
        id: row.id,
        status: row.status,
        currentStart: row.currentStart ? new Date(row.currentStart) : null,
        currentEnd: row.currentEnd ? new Date(row.currentEnd) : null,
      };
    },
  };
}
