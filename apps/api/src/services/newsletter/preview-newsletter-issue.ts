import type { NewsletterIssuePreview } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { newsletterIssueEmail } from '../mail/newsletter-issue-email';
import { NEWSLETTER_UNSUBSCRIBE_PAGE } from './issue-unsubscribe-link';
import { newsletterIssueContent } from './newsletter-issue-content';
import type { NewsletterIssueInput } from './send-newsletter-issue';

/**
 * The e-mail a subscriber would get for this issue, rendered by the same code that sends it, so the admin sees what
 * goes out. Its unsubscribe link has the real address with a sample token, which unsubscribes nobody.
 */
export function previewNewsletterIssue(deps: AppDeps, input: NewsletterIssueInput): NewsletterIssuePreview {
  const sampleLink = `${deps.config.publicUrl}${NEWSLETTER_UNSUBSCRIBE_PAGE}?token=preview`;
  const email = newsletterIssueEmail('preview', newsletterIssueContent(input), sampleLink);
  return { subject: email.subject, html: email.html ?? '', text: email.text };
}
