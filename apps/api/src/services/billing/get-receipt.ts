import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { PaymentAttemptModel } from '../../models/payment-attempt';
import type { UserModel } from '../../models/user';

// The PDF library is loaded on the first receipt, not by every process that serves the API.

/** The receipt of one of the caller's completed payments; anyone else's, or one not paid, is 404. */
export async function getReceipt(deps: AppDeps, user: UserModel, paymentId: string): Promise<{ fileName: string; pdf: Buffer }> {
  const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(paymentId);
  const attempt = uuid
    ? await PaymentAttemptModel.query(deps.db).findOne({ id: paymentId, userId: user.id, status: 'completed' })
    : undefined;
  if (!attempt) throw new NotFoundError('No completed payment of yours has that id.');
  const day = new Date(attempt.completedAt ?? attempt.updatedAt).toISOString().slice(0, 10);
  return {
    fileName: `verbatim-receipt-${day}-${attempt.id.slice(0, 8)}.pdf`,
    pdf: await (await import('./render-receipt')).renderReceipt(attempt, user),
  };
}
