import { escapeHtml, htmlLink, htmlParagraph } from './email-html';
import type { OutgoingEmail } from './mailer';

/** Confirms a scheduled deletion, with the one link that cancels it. */
export function accountDeletionEmail(to: string, cancelUrl: string, deleteOn: string): OutgoingEmail {
  const intro = 'You asked us to delete your Verbatim account. You have been signed out everywhere, and the account can no longer sign in.';
  const when = `On ${deleteOn} your account and everything in it (transcripts, recordings, exports, share links, keys and settings) will be deleted for good.`;
  const change = 'Changed your mind? Until then, this link cancels the deletion and lets you sign in again:';
  const notYou = 'If you did not ask for this, cancel the deletion with the link and then change your password.';
  return {
    to,
    subject: 'Your Verbatim account will be deleted',
    text: [intro, '', when, '', change, cancelUrl, '', notYou].join('\n'),
    html: [
      htmlParagraph(intro),
      htmlParagraph(when),
      `<p>${escapeHtml(change)}</p>`,
      `<p>${htmlLink(cancelUrl, 'Keep my account')}</p>`,
      htmlParagraph(notYou),
    ].join(''),
  };
}
