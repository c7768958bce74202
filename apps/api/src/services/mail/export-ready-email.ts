import { ACCOUNT_EXPORT_RETENTION_DAYS } from '@verbatim/core-sdk/contracts';
import { escapeHtml, htmlLink, htmlParagraph } from './email-html';
import type { OutgoingEmail } from './mailer';

/** Says that the data export a person asked for can be downloaded from Settings, and until when. */
export function exportReadyEmail(to: string, settingsUrl: string, expiresOn: string): OutgoingEmail {
  const intro = 'The export of your Verbatim data that you asked for is ready.';
  const contents =
    'It is a ZIP file with every transcript in your default export format, with its summaries and translations, and your account details (account.json).';
  const until = `Download it from Settings until ${expiresOn}; after ${ACCOUNT_EXPORT_RETENTION_DAYS} days it is deleted.`;
  return {
    to,
    subject: 'Your Verbatim data export is ready',
    text: [intro, '', contents, '', `Download it here: ${settingsUrl}`, '', until].join('\n'),
    html: [
      htmlParagraph(intro),
      htmlParagraph(contents),
      `<p>${htmlLink(settingsUrl, 'Download your data')}</p>`,
      `<p>${escapeHtml(until)}</p>`,
    ].join(''),
  };
}
