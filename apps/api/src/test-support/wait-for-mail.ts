import type { Database } from '../db/create-database';
import { EMAIL_VERIFICATION_SUBJECT } from '../services/mail/email-verification-email';
import { waitFor } from './jobs/job-test-database';

export interface OutboxRow {
  toAddress: string;
  subject: string;
  textBody: string;
  transport: string;
  status: 'pending' | 'sent' | 'failed';
  lastError: string | null;
}

/**
 * The newest outbox e-mail to `to` once there are `count` of them and it has been delivered or has failed.
 * E-mails such as the reset link are sent by a job after the request has been answered. The verification e-mail every
 * password sign-up sends is not counted (test-support/verify-email.ts reads it).
 */
export async function waitForMail(db: Database, to: string, count = 1): Promise<OutboxRow> {
  return waitFor(async () => {
    const rows: OutboxRow[] = await db('email_outbox')
      .where({ toAddress: to })
      .whereNot({ subject: EMAIL_VERIFICATION_SUBJECT })
      .orderBy('createdAt', 'desc');
    const newest = rows[0];
    return rows.length >= count && newest && newest.status !== 'pending' ? newest : undefined;
  }, `e-mail number ${count} to ${to}`);
}

/** The reset token in a reset e-mail's link. */
export function resetTokenIn(mail: OutboxRow): string {
  const token = /https?:\/\/\S+\/reset-password\?token=([\w%-]+)/.exec(mail.textBody)?.[1];
  if (!token) throw new Error(`no reset link in: ${mail.textBody}`);
  return decodeURIComponent(token);
}
