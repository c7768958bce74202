import { escapeHtml } from '../../lib/escape-html';
import type { OutgoingEmail } from './mailer';

export interface ContactMessageEmailInput {
  /** The support team's address. */
  to: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  /** The sender's account, when they were signed in: support can look it up. */
  account: { id: string; email: string } | null;
}

/**
 * A contact message as the support team receives it. Replying answers the person who wrote it (Reply-To), while the
 * message itself comes from our own address, as mail servers expect of a sender they deliver for.
 */
export function contactMessageEmail(input: ContactMessageEmailInput): OutgoingEmail {
  const { name, email, subject, message, account } = input;
  const accountLine = account
    ? `Signed in as ${account.email} (account ${account.id}).`
    : 'Not signed in: the address above is as typed, unconfirmed.';
  return {
    to: input.to,
    // The bare address (checked by the contract): a display name typed by anyone would need quoting to stay a name.
    replyTo: email,
    subject: `[Contact] ${subject}`,
    text: [
      `From: ${name} <${email}>`,
      accountLine,
      `Subject: ${subject}`,
      '',
      message,
      '',
      '— Sent with the contact form. Reply to answer the sender.',
    ].join('\n'),
    html: [
      `<p><strong>From:</strong> ${escapeHtml(name)} &lt;${escapeHtml(email)}&gt;<br>${escapeHtml(accountLine)}<br><strong>Subject:</strong> ${escapeHtml(subject)}</p>`,
      `<p style="white-space: pre-wrap">${escapeHtml(message)}</p>`,
      '<p style="color: #666">Sent with the contact form. Reply to answer the sender.</p>',
    ].join(''),
  };
}
