import type { Knex } from 'knex';
import * as createUsers from './migrations/20261121090000_create_users';
import * as createSessions from './migrations/20261121090100_create_sessions';
import * as createPasswordResetTokens from './migrations/20261121090200_create_password_reset_tokens';
import * as createLoginFailures from './migrations/20261121090300_create_login_failures';
import * as createEmailOutbox from './migrations/20261121090400_create_email_outbox';
import * as createOidcLoginStates from './migrations/20261121091000_create_oidc_login_states';
import * as createJobs from './migrations/20261121100000_create_jobs';
import * as createTranscriptions from './migrations/20261121110000_create_transcriptions';
import * as createCreditLedger from './migrations/20261121110100_create_credit_ledger';
import * as dropUsersTrialTranscriptionsUsed from './migrations/20261121120000_drop_users_trial_transcriptions_used';
import * as createRateLimits from './migrations/20261123100000_create_rate_limits';
import * as dropLoginFailures from './migrations/20261123100100_drop_login_failures';
import * as indexClaimableJobs from './migrations/20261123101000_index_claimable_jobs';
import * as addTranscriptionsReservedCredits from './migrations/20261123101500_add_transcriptions_reserved_credits';
import * as indexTranscriptionsListOrder from './migrations/20261123102000_index_transcriptions_list_order';
import * as createIdempotencyKeys from './migrations/20261123110000_create_idempotency_keys';
import * as createPaymentAttempts from './migrations/20261123120000_create_payment_attempts';
import * as createPaymentEvents from './migrations/20261123120100_create_payment_events';
import * as addCreditLedgerPaymentAttempt from './migrations/20261123120200_add_credit_ledger_payment_attempt';
import * as addUsersProviderSubscription from './migrations/20261123120300_add_users_provider_subscription';
import * as addTranscriptionsPaidWith from './migrations/20261123120400_add_transcriptions_paid_with';
import * as backfillTranscriptionsPaidWith from './migrations/20261123120500_backfill_transcriptions_paid_with';
import * as createSandboxCheckout from './migrations/20261123120600_create_sandbox_checkout';
import * as createShareLinks from './migrations/20261124090000_create_share_links';
import * as addTranscriptionEdits from './migrations/20261124100000_add_transcription_edits';
import * as createAiResults from './migrations/20261124110000_create_ai_results';
import * as addTranscriptionsDraftText from './migrations/20261125090000_add_transcriptions_draft_text';
import * as createPublishableKeys from './migrations/20261126090000_create_publishable_keys';
import * as addTranscriptionsWidgetSource from './migrations/20261126090100_add_transcriptions_widget_source';
import * as createAnalyticsSessions from './migrations/20261127090000_create_analytics_sessions';
import * as createPageViews from './migrations/20261127090100_create_page_views';
import * as createPageViewDays from './migrations/20261127090200_create_page_view_days';
import * as addUsersDisabledAt from './migrations/20261127100000_add_users_disabled_at';
import * as createAdminAuditLog from './migrations/20261127100100_create_admin_audit_log';
import * as createStorageSnapshots from './migrations/20261127100200_create_storage_snapshots';
import * as createUserPreferences from './migrations/20261128090000_create_user_preferences';
import * as createContactMessages from './migrations/20261128100000_create_contact_messages';
import * as addEmailOutboxReplyTo from './migrations/20261128100100_add_email_outbox_reply_to';
import * as createSavedBlogPosts from './migrations/20261128110000_create_saved_blog_posts';
import * as createNewsletterSubscriptions from './migrations/20261128120000_create_newsletter_subscriptions';
import * as createNewsletterUnsubscribeTokens from './migrations/20261128120100_create_newsletter_unsubscribe_tokens';
import * as addTranscriptionsRequestedSettings from './migrations/20261128130000_add_transcriptions_requested_settings';
import * as createAccountExports from './migrations/20261128140000_create_account_exports';
import * as addUsersDeletionSchedule from './migrations/20261128140100_add_users_deletion_schedule';
import * as createNotificationUnsubscribeTokens from './migrations/20261128140200_create_notification_unsubscribe_tokens';
import * as createRetainedPayments from './migrations/20261128140300_create_retained_payments';
import * as addEmailOutboxListUnsubscribeUrl from './migrations/20261128150000_add_email_outbox_list_unsubscribe_url';
import * as createNewsletterIssues from './migrations/20261129101500_create_newsletter_issues';
import * as addUsersEmailVerifiedAt from './migrations/20261130113000_add_users_email_verified_at';
import * as backfillUsersEmailVerifiedAt from './migrations/20261130113100_backfill_users_email_verified_at';
import * as createEmailVerificationTokens from './migrations/20261130113200_create_email_verification_tokens';
import * as addTranscriptionsSearchVector from './migrations/20261201090000_add_transcriptions_search_vector';
import * as createTranscriptPassages from './migrations/20261201090100_create_transcript_passages';
import * as backfillTranscriptPassages from './migrations/20261201090200_backfill_transcript_passages';
import * as addJobsQueuePlacement from './migrations/20261201092700_add_jobs_queue_placement';
import * as indexJobsByPlacement from './migrations/20261201092710_index_jobs_by_placement';
import * as dropJobsQueuedRunAtIndex from './migrations/20261201092720_drop_jobs_queued_run_at_index';
import * as createWebhookEndpoints from './migrations/20261201093000_create_webhook_endpoints';
import * as createWebhookDeliveries from './migrations/20261201093100_create_webhook_deliveries';
import * as createWebhookAttempts from './migrations/20261201093200_create_webhook_attempts';
import * as createApiKeys from './migrations/20261201093700_create_api_keys';
import * as indexPendingEmailOutbox from './migrations/20261201094000_index_pending_email_outbox';
import * as notifyUserChanges from './migrations/20261201100000_notify_user_changes';
import * as createTranscriptionCounts from './migrations/20261201100100_create_transcription_counts';
import * as backfillTranscriptionCounts from './migrations/20261201100200_backfill_transcription_counts';
import * as addEmailOutboxRetries from './migrations/20261202090000_add_email_outbox_retries';
import * as createJobWorkers from './migrations/20261203090000_create_job_workers';
import * as createTranscriptionParts from './migrations/20261203090100_create_transcription_parts';
import * as indexTranscriptionsForSearch from './migrations/20261203090200_index_transcriptions_for_search';
import * as addTranscriptionsSearchPairs from './migrations/20261204090000_add_transcriptions_search_pairs';

interface Migration {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Every migration, in order, imported rather than read from a folder so that the
 * bundled server carries them. Add a new file here when you add one to migrations/.
 */
const migrations: Record<string, Migration> = {
  '20261121090000_create_users': createUsers,
  '20261121090100_create_sessions': createSessions,
  '20261121090200_create_password_reset_tokens': createPasswordResetTokens,
  '20261121090300_create_login_failures': createLoginFailures,
  '20261121090400_create_email_outbox': createEmailOutbox,
  '20261121091000_create_oidc_login_states': createOidcLoginStates,
  '20261121100000_create_jobs': createJobs,
  '20261121110000_create_transcriptions': createTranscriptions,
  '20261121110100_create_credit_ledger': createCreditLedger,
  '20261121120000_drop_users_trial_transcriptions_used': dropUsersTrialTranscriptionsUsed,
  '20261123100000_create_rate_limits': createRateLimits,
  '20261123100100_drop_login_failures': dropLoginFailures,
  '20261123101000_index_claimable_jobs': indexClaimableJobs,
  '20261123101500_add_transcriptions_reserved_credits': addTranscriptionsReservedCredits,
  '20261123102000_index_transcriptions_list_order': indexTranscriptionsListOrder,
  '20261123110000_create_idempotency_keys': createIdempotencyKeys,
  '20261123120000_create_payment_attempts': createPaymentAttempts,
  '20261123120100_create_payment_events': createPaymentEvents,
  '20261123120200_add_credit_ledger_payment_attempt': addCreditLedgerPaymentAttempt,
  '20261123120300_add_users_provider_subscription': addUsersProviderSubscription,
  '20261123120400_add_transcriptions_paid_with': addTranscriptionsPaidWith,
  '20261123120500_backfill_transcriptions_paid_with': backfillTranscriptionsPaidWith,
  '20261123120600_create_sandbox_checkout': createSandboxCheckout,
  '20261124090000_create_share_links': createShareLinks,
  '20261124100000_add_transcription_edits': addTranscriptionEdits,
  '20261124110000_create_ai_results': createAiResults,
  '20261125090000_add_transcriptions_draft_text': addTranscriptionsDraftText,
  '20261126090000_create_publishable_keys': createPublishableKeys,
  '20261126090100_add_transcriptions_widget_source': addTranscriptionsWidgetSource,
  '20261127090000_create_analytics_sessions': createAnalyticsSessions,
  '20261127090100_create_page_views': createPageViews,
  '20261127090200_create_page_view_days': createPageViewDays,
  '20261127100000_add_users_disabled_at': addUsersDisabledAt,
  '20261127100100_create_admin_audit_log': createAdminAuditLog,
  '20261127100200_create_storage_snapshots': createStorageSnapshots,
  '20261128090000_create_user_preferences': createUserPreferences,
  '20261128100000_create_contact_messages': createContactMessages,
  '20261128100100_add_email_outbox_reply_to': addEmailOutboxReplyTo,
  '20261128110000_create_saved_blog_posts': createSavedBlogPosts,
  '20261128120000_create_newsletter_subscriptions': createNewsletterSubscriptions,
  '20261128120100_create_newsletter_unsubscribe_tokens': createNewsletterUnsubscribeTokens,
  '20261128130000_add_transcriptions_requested_settings': addTranscriptionsRequestedSettings,
  '20261128140000_create_account_exports': createAccountExports,
  '20261128140100_add_users_deletion_schedule': addUsersDeletionSchedule,
  '20261128140200_create_notification_unsubscribe_tokens': createNotificationUnsubscribeTokens,
  '20261128140300_create_retained_payments': createRetainedPayments,
  '20261128150000_add_email_outbox_list_unsubscribe_url': addEmailOutboxListUnsubscribeUrl,
  '20261129101500_create_newsletter_issues': createNewsletterIssues,
  '20261130113000_add_users_email_verified_at': addUsersEmailVerifiedAt,
  '20261130113100_backfill_users_email_verified_at': backfillUsersEmailVerifiedAt,
  '20261130113200_create_email_verification_tokens': createEmailVerificationTokens,
  '20261201090000_add_transcriptions_search_vector': addTranscriptionsSearchVector,
  '20261201090100_create_transcript_passages': createTranscriptPassages,
  '20261201090200_backfill_transcript_passages': backfillTranscriptPassages,
  '20261201092700_add_jobs_queue_placement': addJobsQueuePlacement,
  '20261201092710_index_jobs_by_placement': indexJobsByPlacement,
  '20261201092720_drop_jobs_queued_run_at_index': dropJobsQueuedRunAtIndex,
  '20261201093000_create_webhook_endpoints': createWebhookEndpoints,
  '20261201093100_create_webhook_deliveries': createWebhookDeliveries,
  '20261201093200_create_webhook_attempts': createWebhookAttempts,
  '20261201093700_create_api_keys': createApiKeys,
  '20261201094000_index_pending_email_outbox': indexPendingEmailOutbox,
  '20261201100000_notify_user_changes': notifyUserChanges,
  '20261201100100_create_transcription_counts': createTranscriptionCounts,
  '20261201100200_backfill_transcription_counts': backfillTranscriptionCounts,
  '20261202090000_add_email_outbox_retries': addEmailOutboxRetries,
  '20261203090000_create_job_workers': createJobWorkers,
  '20261203090100_create_transcription_parts': createTranscriptionParts,
  '20261203090200_index_transcriptions_for_search': indexTranscriptionsForSearch,
  '20261204090000_add_transcriptions_search_pairs': addTranscriptionsSearchPairs,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => {
    const migration = migrations[name];
    if (!migration) throw new Error(`Unknown migration ${name}`);
    return migration;
  },
};

/** Brings the schema up to date; safe to run at every start and from many processes. */
/** Any fixed number: the advisory lock that lets one process at a time migrate a PostgreSQL database. */
const MIGRATION_LOCK_KEY = 7_245_001;

/**
 * Applies every pending migration. On PostgreSQL several API processes may start at once against a new database;
 * knex's own lock lives in a table that the first migration run creates, so two runs could both try to create it.
 * A session advisory lock, held on one connection of its own, makes them take turns; the second finds nothing to do.
 */
export async function migrateToLatest(db: Knex): Promise<string[]> {
  if (db.client.config.client !== 'pg') return latest(db);
  const connection = await db.client.acquireConnection();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      return await latest(db);
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

async function latest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

/** The migrations this code has that the database has not applied (none once `migrateToLatest` ran). */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const rows = (await db('knex_migrations').select('name')) as { name: string }[];
  const applied = new Set(rows.map((row) => row.name));
  return Object.keys(migrations)
    .sort()
    .filter((name) => !applied.has(name));
}
