import { escapeHtml, htmlLink } from './email-html';
import type { OutgoingEmail } from './mailer';

/** What every subscriber's copy of an issue shares: the subject, the rendered body and the Markdown as written. */
export interface NewsletterIssueContent {
  subject: string;
  /** The Markdown rendered to safe HTML (renderIssueMarkdown). */
  html: string;
  /** The plain-text part: Markdown reads well as it is. */
  text: string;
}

const WHY = 'You get this e-mail because you subscribed to the Verbatim newsletter.';

/** One subscriber's copy of an issue: the issue, then why it came and their own unsubscribe link, in the footer of the other e-mails. */
export function newsletterIssueEmail(to: string, issue: NewsletterIssueContent, unsubscribeUrl: string): OutgoingEmail {
  return {
    to,
    subject: issue.subject,
    text: [issue.text, '', '--', WHY, `Unsubscribe: ${unsubscribeUrl}`].join('\n'),
    html: `${issue.html}<hr><p style="color:#666;font-size:12px">${escapeHtml(WHY)} ${htmlLink(unsubscribeUrl, 'Unsubscribe')}.</p>`,
  };
}
