import { z } from 'zod';
import { requiredMultiLineText, requiredText } from '../common';

/** The longest subject an issue may have: it is an e-mail subject line, so it stays short. */
export const NEWSLETTER_ISSUE_SUBJECT_MAX_LENGTH = 200;
/** The longest Markdown body: a long article fits, a pasted book does not. */
export const NEWSLETTER_ISSUE_BODY_MAX_LENGTH = 50_000;
/** GET /api/admin/newsletter/issues answers at most this many issues, newest first. */
export const NEWSLETTER_ISSUES_LIMIT = 50;

/**
 * An issue is `queued` until its job starts, `sending` while the job goes through the subscribers, then `sent`, or
 * `failed` when the job gave up (subscribers already mailed stay mailed; nobody is mailed twice).
 */
export const newsletterIssueStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type NewsletterIssueStatus = (typeof newsletterIssueStatuses)[number];

/** POST /api/admin/newsletter/issues and POST /api/admin/newsletter/preview: the issue as the admin wrote it. */
export const newsletterIssueRequestSchema = z.object({
  subject: requiredText('Subject is required', NEWSLETTER_ISSUE_SUBJECT_MAX_LENGTH),
  /** Markdown; raw HTML in it is shown as text, never as markup. */
  body: requiredMultiLineText('Body is required', NEWSLETTER_ISSUE_BODY_MAX_LENGTH),
});
export type NewsletterIssueRequest = z.input<typeof newsletterIssueRequestSchema>;

/** One issue as the admin list shows it. */
export const newsletterIssueSchema = z.object({
  id: z.string(),
  subject: z.string(),
  status: z.enum(newsletterIssueStatuses),
  /** The confirmed subscribers when the issue was sent: who it is for. */
  recipientCount: z.number().int().nonnegative(),
  /** The subscribers it has been mailed to so far; those who unsubscribed meanwhile are skipped, so it may end lower. */
  sentCount: z.number().int().nonnegative(),
  /** The admin who sent it, as their e-mail was then; null for an issue whose sender is unknown. */
  sentBy: z.string().nullable(),
  createdAt: z.string(),
  /** When its job started going through the subscribers; null while queued. */
  startedAt: z.string().nullable(),
  /** When it was sent to everyone, or gave up; null until then. */
  finishedAt: z.string().nullable(),
});
export type NewsletterIssue = z.infer<typeof newsletterIssueSchema>;

/** GET /api/admin/newsletter/issues: the newest issues first, and who a new issue would go to now. */
export const newsletterIssueListSchema = z.object({
  /** Subscriptions confirmed now: the recipients of an issue sent now. */
  confirmedSubscribers: z.number().int().nonnegative(),
  issues: z.array(newsletterIssueSchema),
});
export type NewsletterIssueList = z.infer<typeof newsletterIssueListSchema>;

/** POST /api/admin/newsletter/issues answers 202 at once: the issue is queued, and its job mails the subscribers. */
export const sendNewsletterIssueResponseSchema = z.object({ message: z.string(), issue: newsletterIssueSchema });
export type SendNewsletterIssueResponse = z.infer<typeof sendNewsletterIssueResponseSchema>;

/** POST /api/admin/newsletter/issues/{id}/resume answers 202 at once: the failed issue is sending again, its job carries on. */
export const resumeNewsletterIssueResponseSchema = z.object({ message: z.string(), issue: newsletterIssueSchema });
export type ResumeNewsletterIssueResponse = z.infer<typeof resumeNewsletterIssueResponseSchema>;

/** POST /api/admin/newsletter/preview: the e-mail a subscriber would get, rendered by the server, with a sample unsubscribe link. */
export const newsletterIssuePreviewSchema = z.object({
  subject: z.string(),
  /** The HTML part, whole: the rendered Markdown and the unsubscribe footer. */
  html: z.string(),
  /** The plain-text part: the Markdown as written, and the footer. */
  text: z.string(),
});
export type NewsletterIssuePreview = z.infer<typeof newsletterIssuePreviewSchema>;
