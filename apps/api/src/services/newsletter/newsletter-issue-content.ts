import type { NewsletterIssueContent } from '../mail/newsletter-issue-email';
import { renderIssueMarkdown } from './render-issue-markdown';

/** An issue as every subscriber's copy shares it, from what the admin wrote; rendered once per run, not per subscriber. */
export function newsletterIssueContent(issue: { subject: string; body: string }): NewsletterIssueContent {
  return { subject: issue.subject, html: renderIssueMarkdown(issue.body), text: issue.body };
}
