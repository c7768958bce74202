import type { Logger } from 'pino';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { contactMessageEmail } from '../mail/contact-message-email';

/** A contact message as the contract has parsed it: fields trimmed, the address checked. */
export interface ContactMessageInput {
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The spam trap: a hidden field people never fill in. */
  website?: string | undefined;
}

/** What the log keeps of a trapped message: enough to see what the spam was about, never all of it. */
const LOGGED_CHARACTERS = 200;

/**
 * Keeps a message for the support team and e-mails it to them (a `mail.send` job, retried on failure, queued in the
 * same transaction, so a message is mailed only if it was kept). A message whose spam trap is filled in is neither
 * kept nor mailed, only logged; its sender gets the same answer as anyone, so a program learns nothing from it.
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: ContactMessageInput,
  sender: UserModel | null,
  log: Logger,
): Promise<'sent' | 'trapped'> {
  const { name, email, subject, message } = input;
  if (input.website && input.website.trim() !== '') {
    log.info(
      { email, subject: subject.slice(0, LOGGED_CHARACTERS), website: input.website.slice(0, LOGGED_CHARACTERS) },
      'contact message dropped: its spam trap was filled in',
    );
    return 'trapped';
  }
  await deps.db.transaction(async (trx) => {
    await trx('contact_messages').insert({ userId: sender?.id ?? null, name, email, subject, message });
    const account = sender ? { id: sender.id, email: sender.email } : null;
    await deps.jobs.enqueueEmail(trx, contactMessageEmail({ to: deps.config.supportEmail, name, email, subject, message, account }));
  });
  return 'sent';
}
