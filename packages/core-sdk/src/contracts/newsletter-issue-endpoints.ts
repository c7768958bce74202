import { defineEndpoint } from './endpoint';
import {
  NEWSLETTER_ISSUES_LIMIT,
  newsletterIssueListSchema,
  newsletterIssuePreviewSchema,
  newsletterIssueRequestSchema,
  sendNewsletterIssueResponseSchema,
} from './newsletter-issues';
import { routes } from './routes';

/** The newsletter's issues: admins list, preview and send them. Spread into `endpoints` (endpoints.ts). */
export const newsletterIssueEndpoints = {
  listNewsletterIssues: defineEndpoint(routes.listNewsletterIssues, {
    access: 'admin',
    tag: 'admin',
    summary: `The newest ${NEWSLETTER_ISSUES_LIMIT} newsletter issues with their status and counts, and how many subscriptions are confirmed now.`,
    responses: { 200: newsletterIssueListSchema },
  }),
  sendNewsletterIssue: defineEndpoint(routes.sendNewsletterIssue, {
    access: 'admin',
    tag: 'admin',
    summary:
      'Sends an issue (subject and Markdown body) to every confirmed subscriber, each with their own unsubscribe link: answers at once, and a job mails them in batches, never anyone twice. Written to the audit log.',
    body: newsletterIssueRequestSchema,
    idempotent: true,
    responses: { 202: sendNewsletterIssueResponseSchema },
  }),
  previewNewsletterIssue: defineEndpoint(routes.previewNewsletterIssue, {
    access: 'admin',
    tag: 'admin',
    summary:
      'The e-mail an issue would be, rendered as subscribers get it (HTML and plain text, with a sample unsubscribe link); sends nothing.',
    body: newsletterIssueRequestSchema,
    responses: { 200: newsletterIssuePreviewSchema },
  }),
} as const;
