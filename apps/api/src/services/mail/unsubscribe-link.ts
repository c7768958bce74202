import type { OutgoingEmail } from './mailer';

/** The two addresses of one unsubscribe token: the page the e-mail links to, and the URL its header names. */
export interface UnsubscribeLink {
  /** The web page the link in the e-mail opens (it unsubscribes when opened, and says so). */
  url: string;
  /**
   * The List-Unsubscribe URL (RFC 8058) the mail program's own Unsubscribe button posts `List-Unsubscribe=One-Click`
   * to; a GET of it (a link scanner's) leads to `url` and unsubscribes nothing.
   */
  oneClickUrl: string;
}

/** The e-mail, carrying the List-Unsubscribe header of the unsubscribe link in its text. */
export const withListUnsubscribe = (email: OutgoingEmail, link: UnsubscribeLink): OutgoingEmail => ({
  ...email,
  listUnsubscribeUrl: link.oneClickUrl,
});
