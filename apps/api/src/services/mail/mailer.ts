import nodemailer, { type Transporter } from 'nodemailer';
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
