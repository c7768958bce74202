import { htmlLink, htmlParagraph, unsubscribeFooter } from './email-html';
import type { OutgoingEmail } from './mailer';

/** What happened to the account: each is a change someone who has the password or a session could make. */
export type AccountUpdate =
  | { kind: 'password-changed'; endedSessions: number }
  | { kind: 'password-reset' }
  | { kind: 'other-sessions-ended'; endedSessions: number };

export interface AccountUpdateLinks {
  /** `${publicUrl}/forgot-password` */
  forgotPasswordUrl: string;
  /** `${publicUrl}/contact` */
  contactUrl: string;
  unsubscribeUrl: string;
}

const otherSessions = (n: number) => `${n.toLocaleString('en-US')} other ${n === 1 ? 'session' : 'sessions'}`;
const were = (n: number) => (n === 1 ? 'was' : 'were');

/** "December 4, 2030 at 10:00 UTC": in UTC, as the server does not know the person's time zone. */
export function accountUpdateTime(at: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  return `${day} at ${at.toISOString().slice(11, 16)} UTC`;
}

function describe(update: AccountUpdate, when: string): { subject: string; happened: string[]; notYou: string } {
  switch (update.kind) {
    case 'password-changed':
      return {
        subject: 'Your Verbatim password was changed',
        happened: [
          `The password of your Verbatim account was changed from Settings on ${when}.`,
          update.endedSessions > 0
            ? `${otherSessions(update.endedSessions)} ${were(update.endedSessions)} signed out; the device it was changed on stays signed in.`
            : 'You were not signed in anywhere else.',
        ],
        notYou: 'If this was not you, someone else is signed in to your account. Reset your password now; that signs out every session.',
      };
    case 'password-reset':
      return {
        subject: 'Your Verbatim password was reset',
        happened: [
          `The password of your Verbatim account was reset with a link from a password reset e-mail on ${when}.`,
          'Every session was signed out.',
        ],
        notYou: 'If this was not you, someone else can read your e-mail. Secure your e-mail account first, then reset your password again.',
      };
    case 'other-sessions-ended':
      return {
        subject: 'Your other Verbatim sessions were signed out',
        happened: [
          `${otherSessions(update.endedSessions)} of your Verbatim account ${were(update.endedSessions)} signed out from Settings on ${when}.`,
          'The device it was done on stays signed in, and your password is unchanged.',
        ],
        notYou: 'If this was not you, someone else is signed in to your account. Reset your password now; that signs out every session.',
      };
  }
}

/**
 * Tells the owner that their password changed or their sessions were signed out, and what to do if it was not them.
 * Sent while the "Account updates" notifications are on (the default).
 */
export function accountUpdateEmail(to: string, update: AccountUpdate, at: Date, links: AccountUpdateLinks): OutgoingEmail {
  const { subject, happened, notYou } = describe(update, accountUpdateTime(at));
  const itWasYou = 'If this was you, there is nothing to do.';
  const footer = unsubscribeFooter('You get this e-mail because "Account updates" notifications are on.', links.unsubscribeUrl);
  return {
    to,
    subject,
    text: [
      ...happened,
      '',
      itWasYou,
      notYou,
      `Reset your password: ${links.forgotPasswordUrl}`,
      `Or write to us: ${links.contactUrl}`,
      ...footer.text,
    ].join('\n'),
    html: [
      ...happened.map(htmlParagraph),
      htmlParagraph(itWasYou),
      htmlParagraph(notYou),
      `<p>${htmlLink(links.forgotPasswordUrl, 'Reset your password')} or ${htmlLink(links.contactUrl, 'write to us')}</p>`,
      footer.html,
    ].join(''),
  };
}
