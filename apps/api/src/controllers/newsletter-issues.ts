import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle, type MountedEndpoint } from '../http/endpoint';
import { listNewsletterIssues } from '../services/newsletter/list-newsletter-issues';
import { previewNewsletterIssue } from '../services/newsletter/preview-newsletter-issue';
import { resumeNewsletterIssue } from '../services/newsletter/resume-newsletter-issue';
import { sendNewsletterIssue } from '../services/newsletter/send-newsletter-issue';

/** The newsletter's issues, for admins: the definitions' `admin` access makes the server check the role on every one. */
export const newsletterIssueEndpoints: MountedEndpoint[] = [
  handle(endpoints.listNewsletterIssues, (_, ctx) => listNewsletterIssues(ctx.deps)),
  handle(endpoints.previewNewsletterIssue, ({ body }, ctx) => previewNewsletterIssue(ctx.deps, body)),
  handle(endpoints.sendNewsletterIssue, ({ body, user }, ctx) => sendNewsletterIssue(ctx.deps, user, body)),
  handle(endpoints.resumeNewsletterIssue, ({ params, user }, ctx) => resumeNewsletterIssue(ctx.deps, user, params.id)),
];
