import type { Database } from '../db/create-database';
import { EMAIL_VERIFICATION_SUBJECT } from '../services/mail/email-verification-email';
import { createHttpSession } from './cookie-fetch';

/** The token in a verification e-mail's link (or any text carrying one, such as the server's log). */
export function verificationTokenIn(text: string): string {
  const token = /https?:\/\/[^\s"]+\/verify-email\?token=([\w%-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link in: ${text}`);
  return decodeURIComponent(token);
}

/**
 * The text of the newest verification e-mail queued for `to`. Sign-up queues it in its own transaction, so it is
 * there as soon as the sign-up has answered, whether or not a worker has sent it yet.
 */
export async function queuedVerificationText(db: Database, to: string): Promise<string> {
  const row = (await db('jobs')
    .where({ type: 'mail.send' })
    .whereRaw("payload->>'to' = ? and payload->>'subject' = ?", [to, EMAIL_VERIFICATION_SUBJECT])
    .orderBy('created_at', 'desc')
    .first('payload')) as { payload: { text: string } } | undefined;
  if (!row) throw new Error(`no verification e-mail queued for ${to}`);
  return row.payload.text;
}

/**
 * Does what the address's owner does after signing up: opens the verification e-mail and follows its link (from a
 * browser without the account's session, as a phone's mail app would).
 */
export async function verifyEmailOf(server: { url: string; deps: { db: Database } }, email: string): Promise<void> {
  const token = verificationTokenIn(await queuedVerificationText(server.deps.db, email));
  const res = await createHttpSession(server.url).post('/api/auth/verify-email', { token });
  if (res.status !== 200) throw new Error(`verifying ${email} answered ${res.status}: ${JSON.stringify(res.json)}`);
}
