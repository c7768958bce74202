import { EMAIL_VERIFICATION_LINK_DAYS } from '@verbatim/core-sdk/contracts';
import { escapeHtml } from '../../lib/escape-html';
import type { OutgoingEmail } from './mailer';

const LIFETIME = `The link works once, for ${EMAIL_VERIFICATION_LINK_DAYS} days; only the newest link we sent works.`;
const NOT_YOU =
  'If you did not create a Verbatim account, ignore this e-mail: nobody can use this address with Verbatim until the link is followed.';

export const EMAIL_VERIFICATION_SUBJECT = 'Verify your e-mail address for Verbatim';

/** The link that proves the address belongs to the account's owner; sent at sign-up and when they ask again. */
export function emailVerificationEmail(to: string, link: string): OutgoingEmail {
  const href = escapeHtml(link);
  return {
    to,
    subject: EMAIL_VERIFICATION_SUBJECT,
    text: [
      'Please verify that this address belongs to your Verbatim account.',
      '',
      `Verify your e-mail address here: ${link}`,
      '',
      LIFETIME,
      NOT_YOU,
    ].join('\n'),
    html: [
      '<p>Please verify that this address belongs to your Verbatim account.</p>',
      `<p><a href="${href}">Verify your e-mail address</a></p>`,
      `<p>${LIFETIME}</p>`,
      `<p>${NOT_YOU}</p>`,
    ].join(''),
  };
}
