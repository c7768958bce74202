import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../../db/create-database';
import { EmailMessageModel } from '../../models/email-message';
import { mailRetryDelayMs } from './mail-retry-schedule';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go when it is not the sender (a contact message: the person who wrote it). */
  replyTo?: string;
  /**
   * The one-click unsubscribe URL (RFC 8058) of an e-mail that carries an unsubscribe link: sent as List-Unsubscribe
   * with List-Unsubscribe-Post, so that mail programs offer their own Unsubscribe button. Set where the link is issued.
   */
  listUnsubscribeUrl?: string;
}

export interface Mailer {
  /**
   * Records the message in the outbox, then delivers it (SMTP) or prints it to the log. A refused delivery does not
   * throw: the e-mail stays pending and is tried again later with backoff, so nothing a person does fails because mail
   * failed. Throws only when the outbox itself cannot be written.
   */
  send(email: OutgoingEmail): Promise<void>;
  /** Tries again to deliver the outbox's e-mail `id`, if it is still pending (a retry that was due). */
  retry(id: string): Promise<void>;
  close(): void;
}

interface MailerOptions {
  db: Database;
  logger: Logger;
  from: string;
  smtpUrl: string | undefined;
  /** The wait before the first retry; each next one waits twice as long. */
  retryBaseMs: number;
  now: () => Date;
  /** Queues the retry of outbox e-mail `id` at `runAt` (a job, so any worker may take it). */
  scheduleRetry(id: string, runAt: Date): Promise<void>;
}

/**
 * RFC 2369's List-Unsubscribe with RFC 8058's List-Unsubscribe-Post: the mail provider POSTs
 * `List-Unsubscribe=One-Click` to the URL when the reader presses its Unsubscribe button, and knows a GET of the URL
 * (a link scanner's) must not unsubscribe.
 */
function listUnsubscribeHeaders(url: string): Pick<SendMailOptions, 'list' | 'headers'> {
  return {
    list: { unsubscribe: { url } },
    headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** The outbox is always written, so a delivery that failed leaves a row saying why and when it is tried next. */
export function createMailer({ db, logger, from, smtpUrl, retryBaseMs, now, scheduleRetry }: MailerOptions): Mailer {
  const transporter: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;

  async function deliver(row: EmailMessageModel, smtp: Transporter) {
    const attempt = row.attempts + 1;
    try {
      await smtp.sendMail({
        from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
        replyTo: row.replyTo ?? undefined,
        ...(row.listUnsubscribeUrl ? listUnsubscribeHeaders(row.listUnsubscribeUrl) : {}),
      });
      await EmailMessageModel.query(db)
        .patch({ status: 'sent', sentAt: now(), attempts: attempt, nextAttemptAt: null })
        .where('id', row.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const delay = mailRetryDelayMs(attempt, retryBaseMs);
      if (delay === null) {
        logger.error({ err: error, to: row.toAddress, attempts: attempt }, 'e-mail delivery failed; no attempts left');
        await EmailMessageModel.query(db)
          .patch({ status: 'failed', lastError: message, attempts: attempt, nextAttemptAt: null })
          .where('id', row.id);
        return;
      }
      const nextAttemptAt = new Date(now().getTime() + delay);
      logger.warn({ err: error, to: row.toAddress, attempts: attempt, nextAttemptAt }, 'e-mail delivery failed; it will be tried again');
      await EmailMessageModel.query(db).patch({ lastError: message, attempts: attempt, nextAttemptAt }).where('id', row.id);
      await scheduleRetry(row.id, nextAttemptAt);
    }
  }

  return {
    async send(email) {
      const row = await EmailMessageModel.query(db).insertAndFetch({
        toAddress: email.to,
        subject: email.subject,
        textBody: email.text,
        htmlBody: email.html ?? null,
        replyTo: email.replyTo ?? null,
        listUnsubscribeUrl: email.listUnsubscribeUrl ?? null,
        transport: transporter ? 'smtp' : 'log',
        status: 'pending',
      });
      if (!transporter) {
        logger.info({ to: email.to, subject: email.subject, text: email.text }, 'e-mail (outbox only; set SMTP_URL to deliver)');
        await EmailMessageModel.query(db).patch({ status: 'sent', sentAt: now(), attempts: 1 }).where('id', row.id);
        return;
      }
      await deliver(row, transporter);
    },
    async retry(id) {
      const row = await EmailMessageModel.query(db).findById(id);
      if (row?.status !== 'pending' || !transporter) return;
      // A retry queued twice for one failure finds the next attempt not yet due, and leaves it to its own job.
      if (row.nextAttemptAt && row.nextAttemptAt.getTime() > now().getTime() + 1000) return;
      await deliver(row, transporter);
    },
    close() {
      transporter?.close();
    },
  };
}
