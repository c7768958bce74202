import { z } from 'zod';
import { defaultExportFormats } from '../account/preferences';
import { singleLine } from '../common';
import { subscriptionPlans } from '../user/schemas';

/** The newest exports the list shows. */
export const ACCOUNT_EXPORTS_LISTED = 10;

/**
 * preparing: the ZIP is being made (one at a time per person); ready: it can be downloaded until `expiresAt`;
 * failed: it could not be made; expired: its ZIP has been deleted.
 */
export const accountExportStatuses = ['preparing', 'ready', 'failed', 'expired'] as const;
export type AccountExportStatus = (typeof accountExportStatuses)[number];

/** One export of a person's data: a ZIP with every transcript in their export format and account.json. */
export const accountExportSchema = z.object({
  id: z.string(),
  status: z.enum(accountExportStatuses),
  /** The format the transcripts are in: the person's default export format when the export started. */
  format: z.enum(defaultExportFormats),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** When the ZIP is deleted (ready), or was (expired); null while preparing or after a failure. */
  expiresAt: z.string().nullable(),
  /** The ZIP's size in bytes, once ready. */
  sizeBytes: z.number().int().min(0).nullable(),
  /** How many transcript files the ZIP holds, once ready. */
  transcriptCount: z.number().int().min(0).nullable(),
  /** What went wrong, for a failed export. */
  errorMessage: z.string().nullable(),
});
export type AccountExport = z.infer<typeof accountExportSchema>;

/** The person's newest exports, newest first. */
export const accountExportListSchema = z.object({ items: z.array(accountExportSchema) });
export type AccountExportList = z.infer<typeof accountExportListSchema>;

/** POST /api/account/exports: the export started, or the one still being prepared (`started: false`). */
export const startAccountExportResponseSchema = z.object({ export: accountExportSchema, started: z.boolean() });
export type StartAccountExportResponse = z.infer<typeof startAccountExportResponseSchema>;

/**
 * What confirms a deletion: the password, or for an account without one (signed up with Google) its e-mail address
 * typed out.
 */
export const accountDeletionConfirmations = ['password', 'email'] as const;
export type AccountDeletionConfirmation = (typeof accountDeletionConfirmations)[number];

/** The plan states in which deleting the account gives up time already granted: paid and renewing, the trial, or cancelled but running. */
export const forfeitedPlanStatuses = ['active', 'trial', 'cancelled'] as const;

/** What deleting the account takes away, counted by the server when the dialog opens. Nothing of it is refunded. */
export const accountDeletionLossesSchema = z.object({
  /** The credits the person can spend now, as the header shows them: bought ones and the plan's or trial's minutes. */
  credits: z.number().int(),
  /** The plan in effect and the end of the period (or trial) already granted; null without one. */
  plan: z
    .object({
      plan: z.enum(subscriptionPlans),
      /** Its display name ("Pro"). */
      name: z.string(),
      status: z.enum(forfeitedPlanStatuses),
      /** When the period or trial would end; null when the server does not know. */
      endsAt: z.string().nullable(),
    })
    .nullable(),
  /** Every transcript of the account, with its recordings, summaries and translations. */
  transcriptions: z.number().int().nonnegative(),
  /** Publishable keys not revoked: the widgets on other sites that use them stop working. */
  publishableKeys: z.number().int().nonnegative(),
  /** Share links that still open a transcript (not revoked, not expired): they stop working. */
  sharedLinks: z.number().int().nonnegative(),
  /** Secret keys not revoked: the servers that use them are refused. */
  secretKeys: z.number().int().nonnegative(),
  /** Webhook endpoints switched on: they hear of no more transcripts. */
  webhookEndpoints: z.number().int().nonnegative(),
});
export type AccountDeletionLosses = z.infer<typeof accountDeletionLossesSchema>;

/** GET /api/account/deletion: what the deletion dialog must say is lost, and what it must ask for. */
export const accountDeletionInfoSchema = z.object({
  confirmWith: z.enum(accountDeletionConfirmations),
  graceDays: z.number().int().positive(),
  losses: accountDeletionLossesSchema,
});
export type AccountDeletionInfo = z.infer<typeof accountDeletionInfoSchema>;

/** POST /api/account/deletion: the password, or (accounts without one) the account's e-mail address. */
export const requestAccountDeletionSchema = z.object({
  // Not trimmed or checked for characters: a password is only compared with its hash.
  password: z.string({ error: 'password must be text' }).max(1024, 'password must be at most 1024 characters').optional(),
  email: z.string({ error: 'email must be text' }).trim().max(254, 'email must be at most 254 characters').check(singleLine()).optional(),
});
export type RequestAccountDeletion = z.input<typeof requestAccountDeletionSchema>;

/** The deletion is scheduled: the caller is signed out, and everything is deleted at `deleteAt`. */
export const accountDeletionScheduledSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  deleteAt: z.string(),
});
export type AccountDeletionScheduled = z.infer<typeof accountDeletionScheduledSchema>;

const linkToken = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message).check(singleLine());

/** POST /api/account/deletion/cancel: the token of the confirmation e-mail's link. */
export const cancelAccountDeletionSchema = z.object({ token: linkToken('token is required') });
export type CancelAccountDeletion = z.input<typeof cancelAccountDeletionSchema>;

/** The kinds of notification e-mail a person can turn off from the e-mail itself; each is one settings toggle. */
export const notificationKinds = ['account-updates', 'transcription-complete', 'processing-updates', 'weekly-reports'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What unsubscribing from each kind says (the settings toggle of the same name turns it back on). */
export const UNSUBSCRIBED_MESSAGES: Record<NotificationKind, string> = {
  'account-updates':
    'You will no longer get an e-mail when your password changes, your other sessions are signed out, or your payments, plan or credits change.',
  'transcription-complete': 'You will no longer get an e-mail when a transcript is ready.',
  'processing-updates': 'You will no longer get an e-mail when a transcription fails.',
  'weekly-reports': 'You will no longer get the weekly report.',
};

/** POST /api/notifications/unsubscribe: the token of a notification e-mail's unsubscribe link. */
export const unsubscribeNotificationsSchema = z.object({ token: linkToken('token is required') });
export type UnsubscribeNotifications = z.input<typeof unsubscribeNotificationsSchema>;

/** Which e-mails were turned off. */
export const unsubscribeNotificationsResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  kind: z.enum(notificationKinds),
});
export type UnsubscribeNotificationsResponse = z.infer<typeof unsubscribeNotificationsResponseSchema>;
