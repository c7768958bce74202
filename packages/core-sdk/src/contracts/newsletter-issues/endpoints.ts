import { defineEndpoint } from '../endpoint';
import { routes } from '../routes';
import {
  NEWSLETTER_ISSUES_LIMIT,
  newsletterIssueListSchema,
  newsletterIssuePreviewSchema,
  newsletterIssueRequestSchema,
  resumeNewsletterIssueResponseSchema,
  sendNewsletterIssueResponseSchema,
} from './schemas';

/** The newsletter's issues: admins list, preview, send and resume them. Spread into `endpoints` (../endpoints.ts). */
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
  resumeNewsletterIssue: defineEndpoint(routes.resumeNewsletterIssue, {
    access: 'admin',
    tag: 'admin',
    summary:
      'Sends a failed issue again to the subscribers it has not reached: it is `sending` again at once, and its job carries on after the deliveries made, never mailing anyone twice. Written to the audit log.',
    failures: {
      404: 'There is no newsletter issue with this id.',
      409: 'The issue has not failed (it is queued, sending or sent), or its last job is still stopping.',
    },
    responses: { 202: resumeNewsletterIssueResponseSchema },
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
