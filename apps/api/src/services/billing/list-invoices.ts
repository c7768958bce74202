import { INVOICES_MAX, type InvoiceList } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { PaymentAttemptModel } from '../../models/payment-attempt';
import { describePayment } from './describe-payment';

/**
 * The person's completed payments, newest first, each of which has a receipt. One more row than shown is read to
 * tell whether older ones exist (the billing page's ledger lists every payment).
 */
export async function listInvoices(deps: AppDeps, userId: string): Promise<InvoiceList> {
  const rows = await PaymentAttemptModel.query(deps.db)
    .where({ userId, status: 'completed' })
    .orderByRaw('coalesce(completed_at, updated_at) desc, id desc')
    .limit(INVOICES_MAX + 1);
  return {
    items: rows.slice(0, INVOICES_MAX).map((row) => ({
      id: row.id,
      description: describePayment(row),
      amountCents: row.amountCents,
      currency: row.currency,
      paidAt: new Date(row.completedAt ?? row.updatedAt).toISOString(),
    })),
    hasMore: rows.length > INVOICES_MAX,
  };
}
