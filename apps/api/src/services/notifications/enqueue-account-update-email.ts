import { fillPath, routes } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { type AccountUpdate, accountUpdateEmail } from '../mail/account-update-email';
import { withListUnsubscribe } from '../mail/unsubscribe-link';
import { getUserPreferences } from '../preferences/get-user-preferences';
import { wantsNotification } from './notification-kinds';
import { createUnsubscribeLink } from './unsubscribe-links';

export type AccountUpdateRecipient = Pick<UserModel, 'id' | 'email' | 'disabledAt' | 'deletionScheduledFor' | 'emailVerifiedAt'>;

/**
 * Queues the "Account updates" e-mail about a change to the person's sign-in or billing, inside the transaction `trx`
 * that makes the change: it goes out only if the change commits, and its unsubscribe link exists only then too. The
 * settings are read in that transaction, so a toggle turned off before the change is respected. Like every
 * notification e-mail, nothing goes to an account that is disabled or being deleted, nor to an address its owner has
 * not verified (it may be someone else's: anyone can sign up with any address).
 */
export async function enqueueAccountUpdateEmail(
  deps: AppDeps,
  trx: Database,
  user: AccountUpdateRecipient,
  update: AccountUpdate,
): Promise<void> {
  if (user.disabledAt || user.deletionScheduledFor || !user.emailVerifiedAt) return;
  if (!wantsNotification(await getUserPreferences(trx, user.id), 'account-updates')) return;
  const unsubscribe = await createUnsubscribeLink(deps, user.id, 'account-updates', trx);
  const { publicUrl } = deps.config;
  const email = accountUpdateEmail(user.email, update, deps.now(), {
    forgotPasswordUrl: `${publicUrl}/forgot-password`,
    contactUrl: `${publicUrl}/contact`,
    billingUrl: `${publicUrl}/billing`,
    // The address the billing page downloads a receipt from: signed in, the link opens the PDF.
    receiptUrl: (paymentId) => `${publicUrl}${fillPath(routes.getPaymentReceipt.path, { id: paymentId })}`,
    unsubscribeUrl: unsubscribe.url,
  });
  await deps.jobs.enqueueEmail(trx, withListUnsubscribe(email, unsubscribe));
}
