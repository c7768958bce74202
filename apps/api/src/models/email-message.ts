import objection from 'objection';

export class EmailMessageModel extends objection.Model {
  static override tableName = 'email_outbox';

  declare id: string;
  declare toAddress: string;
  declare subject: string;
  declare textBody: string;
  declare htmlBody: string | null;
  declare replyTo: string | null;
  /** The List-Unsubscribe URL it was sent with (one-click, RFC 8058), when it carries an unsubscribe link. */
  declare listUnsubscribeUrl: string | null;
  declare transport: 'log' | 'smtp';
  declare status: 'pending' | 'sent' | 'failed';
  declare lastError: string | null;
  /** Delivery attempts made so far; a pending e-mail with attempts was refused and waits for `nextAttemptAt`. */
  declare attempts: number;
  declare nextAttemptAt: Date | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
}
