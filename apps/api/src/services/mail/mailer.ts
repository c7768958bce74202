import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { Database } from '../../db/create-database';
import { EmailMessageModel } from '../../models/email-message';

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
  /** Records the message in the outbox, then delivers it (SMTP) or prints it to the log. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

interface MailerOptions {
  db: Database;
  logger: Logger;
  from: string;
  smtpUrl: string | undefined;
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

/** The outbox is always written, so a failed delivery leaves a row saying why. */
export function createMailer({ db, logger, from, smtpUrl }: MailerOptions): Mailer {
  const transporter: Transporter | undefined = smtpUrl ? nodemailer.createTransport(smtpUrl) : undefined;
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
        await EmailMessageModel.query(db).patch({ status: 'sent', sentAt: new Date() }).where('id', row.id);
        return;
      }
      try {
        await transporter.sendMail({
          from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          replyTo: email.replyTo,
          ...(email.listUnsubscribeUrl ? listUnsubscribeHeaders(email.listUnsubscribeUrl) : {}),
        });
        await EmailMessageModel.query(db).patch({ status: 'sent', sentAt: new Date() }).where('id', row.id);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        logger.error({ err: error, to: email.to }, 'e-mail delivery failed');
        await EmailMessageModel.query(db).patch({ status: 'failed', lastError: message }).where('id', row.id);
        throw error;
      }
    },
    close() {
      transporter?.close();
    },
  };
}
