import type { HttpMethod } from '../http-method';

/** The newsletter's issues, as admins write and send them. Spread into the route table of ../routes.ts. */
export const newsletterIssueRoutes = {
  listNewsletterIssues: ['GET', '/api/admin/newsletter/issues'],
  sendNewsletterIssue: ['POST', '/api/admin/newsletter/issues'],
  previewNewsletterIssue: ['POST', '/api/admin/newsletter/preview'],
  resumeNewsletterIssue: ['POST', '/api/admin/newsletter/issues/:id/resume'],
} as const satisfies Record<string, readonly [HttpMethod, string]>;
