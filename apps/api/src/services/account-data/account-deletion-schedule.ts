import { ACCOUNT_DELETION_GRACE_DAYS } from '@verbatim/core-sdk/contracts';
import { formatBillingDate } from '../billing/format-billing-date';

/** When an account asked to be deleted now is deleted. */
export const deletionTimeFrom = (now: Date): Date => new Date(now.getTime() + ACCOUNT_DELETION_GRACE_DAYS * 86_400_000);

/** What sign-in says to an account whose deletion is scheduled (only to someone who proved they own it). */
export const deletionScheduledMessage = (deleteAt: Date): string =>
  `This account is scheduled for deletion on ${formatBillingDate(deleteAt)} and can no longer sign in. To keep it, use the link in the e-mail we sent when you asked for the deletion.`;
