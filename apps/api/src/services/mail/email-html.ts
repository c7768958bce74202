import { escapeHtml } from '../../lib/escape-html';

// File names and people's names in an e-mail are typed by people, so nothing in them is markup.
export { escapeHtml };

/** A paragraph of HTML from plain text. */
export const htmlParagraph = (text: string): string => `<p>${escapeHtml(text)}</p>`;

/** A link in HTML; the address is escaped too, as it sits in an attribute. */
export const htmlLink = (href: string, label: string): string => `<a href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;

/** The footer of a notification e-mail: why it came, and the link that stops this kind. */
export function unsubscribeFooter(reason: string, unsubscribeUrl: string): { text: string[]; html: string } {
  return {
    text: ['', '--', reason, `Stop these e-mails: ${unsubscribeUrl}`, 'Or choose which e-mails you get in Settings.'],
    html: `<hr><p style="color:#666;font-size:12px">${escapeHtml(reason)} ${htmlLink(unsubscribeUrl, 'Stop these e-mails')}, or choose which e-mails you get in Settings.</p>`,
  };
}
