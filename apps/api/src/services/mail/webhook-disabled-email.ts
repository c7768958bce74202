import { htmlLink, htmlParagraph } from './email-html';
import type { OutgoingEmail } from './mailer';

/** Tells an account's owner that the server turned off one of their webhook endpoints, and how to turn it back on. */
export function webhookDisabledEmail(to: string, endpointUrl: string, settingsUrl: string, failingDays: number): OutgoingEmail {
  const intro = `Your Verbatim webhook endpoint ${endpointUrl} has not accepted a delivery for ${failingDays} days, so we have turned it off.`;
  const what =
    'No more events are sent to it. Once it works again, turn it back on in Settings, Developer, and redeliver the events it missed.';
  return {
    to,
    subject: 'A Verbatim webhook endpoint was turned off',
    text: [intro, '', what, '', `Developer settings: ${settingsUrl}`].join('\n'),
    html: [htmlParagraph(intro), htmlParagraph(what), `<p>${htmlLink(settingsUrl, 'Open the developer settings')}</p>`].join(''),
  };
}
