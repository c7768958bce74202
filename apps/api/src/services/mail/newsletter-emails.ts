import { escapeHtml } from '../../lib/escape-html';
import type { OutgoingEmail } from './mailer';

/** How long a confirmation link works, as the e-mail words it (the service keeps the same number of days). */
export const NEWSLETTER_CONFIRM_DAYS = 7;

const paragraphs = (lines: readonly string[]) => lines.map((line) => `<p>${line}</p>`).join('');

/** The double opt-in e-mail: nothing is sent to the address until its owner follows this link. */
export function newsletterConfirmationEmail(to: string, confirmLink: string): OutgoingEmail {
  const link = escapeHtml(confirmLink);
  return {
    to,
    subject: 'Confirm your subscription to the Verbatim newsletter',
    text: [
      'Someone, hopefully you, asked to receive the Verbatim newsletter at this address.',
      '',
      `Confirm your subscription here: ${confirmLink}`,
      '',
      `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for it, ignore this e-mail: you will not be subscribed and we will not write again.`,
    ].join('\n'),
    html: paragraphs([
      'Someone, hopefully you, asked to receive the Verbatim newsletter at this address.',
      `<a href="${link}">Confirm your subscription</a>`,
      `The link works for ${NEWSLETTER_CONFIRM_DAYS} days. If you did not ask for it, ignore this e-mail: you will not be subscribed and we will not write again.`,
    ]),
  };
}

/** Sent once a subscription is confirmed; like every e-mail to a subscriber, it carries an unsubscribe link. */
export function newsletterWelcomeEmail(to: string, unsubscribeLink: string): OutgoingEmail {
  const link = escapeHtml(unsubscribeLink);
  return {
    to,
    subject: "You're subscribed to the Verbatim newsletter",
    text: [
      'Thanks for confirming: you are now subscribed to the Verbatim newsletter.',
      '',
      'Expect transcription tips, product news and new articles from our blog, about once a month.',
      '',
      `To unsubscribe at any time, open: ${unsubscribeLink}`,
    ].join('\n'),
    html: paragraphs([
      'Thanks for confirming: you are now subscribed to the Verbatim newsletter.',
      'Expect transcription tips, product news and new articles from our blog, about once a month.',
      `<a href="${link}">Unsubscribe</a> at any time.`,
    ]),
  };
}

/**
 * The answer to a sign-up for an address that is already confirmed: the site promised an e-mail, and this one tells
 * the owner there is nothing to do, with a way out in case they no longer want the newsletter.
 */
export function newsletterAlreadySubscribedEmail(to: string, unsubscribeLink: string): OutgoingEmail {
  const link = escapeHtml(unsubscribeLink);
  return {
    to,
    subject: "You're already subscribed to the Verbatim newsletter",
    text: [
      'Someone, hopefully you, asked to receive the Verbatim newsletter at this address. It is already subscribed, so there is nothing to do.',
      '',
      `If you no longer want the newsletter, unsubscribe here: ${unsubscribeLink}`,
    ].join('\n'),
    html: paragraphs([
      'Someone, hopefully you, asked to receive the Verbatim newsletter at this address. It is already subscribed, so there is nothing to do.',
      `If you no longer want the newsletter, <a href="${link}">unsubscribe</a>.`,
    ]),
  };
}
