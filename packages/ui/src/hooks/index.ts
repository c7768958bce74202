export { invalidateTranscriptionData } from './cache-updates';
export {
  accountDataKeys,
  accountKeys,
  apiKeyKeys,
  authKeys,
  billingKeys,
  blogKeys,
  publishableKeyKeys,
  shareKeys,
  statsQueryKey,
  transcriptionKeys,
  webhookKeys,
} from './query-keys';
export {
  largeFileNotice,
  UPLOAD_REDIRECT_DELAYS,
  UPLOAD_TEXTS,
  UPLOAD_TITLES,
  type UploadNotice,
  uploadFailureNotice,
} from './upload-notices';
export {
  UploadQueueProvider,
  type UploadQueueProviderProps,
  type UseUploadQueueResult,
  uploadQueueFor,
  useUploadQueue,
} from './upload-queue';
export {
  useChangePassword,
  useEndOtherSessions,
  useInvoices,
  usePreferences,
  useSpeechLanguages,
  useUpdatePreferences,
  useUpdateProfile,
} from './use-account';
export {
  ACCOUNT_EXPORT_POLL_MS,
  useAccountDeletionInfo,
  useAccountExports,
  useCancelAccountDeletion,
  useDeleteAccount,
  useDownloadAccountExport,
  useStartAccountExport,
  useUnsubscribeNotifications,
} from './use-account-data';
export {
  type GrantCreditsVariables,
  type SetUserDisabledVariables,
  useAdminRetryTranscription,
  useGrantCredits,
  useProductionReport,
  useResendVerificationEmail,
  useSetUserDisabled,
} from './use-admin-actions';
export {
  adminNewsletterKeys,
  NEWSLETTER_ISSUES_POLL_MS,
  type SendNewsletterIssueVariables,
  useNewsletterIssues,
  usePreviewNewsletterIssue,
  useResumeNewsletterIssue,
  useSendNewsletterIssue,
} from './use-admin-newsletter';
export {
  ADMIN_ACTIVITY_WINDOWS,
  ADMIN_DEFAULT_WINDOW,
  ADMIN_REFETCH_MS,
  adminKeys,
  type UseAdminUsersOptions,
  useAdminAuditLog,
  useAdminStats,
  useAdminUsers,
  usePaymentAttempts,
  useProductionActivity,
  useProductionEnvironment,
  useProductionSearch,
  useRealtimeAnalytics,
  useStorageHealth,
  useStorageHistory,
  useStuckTranscriptions,
} from './use-admin-queries';
export {
  aiAnswersLeft,
  aiKeys,
  type ChatReplyVariables,
  type StreamingMutationResult,
  type SummarizeVariables,
  type TranslateVariables,
  useAiStatus,
  useChatReply,
  useKeptTranslation,
  useSummarize,
  useTranslate,
  useTranslationLanguages,
} from './use-ai';
export { useApiKeys, useCreateApiKey, useRevokeApiKey } from './use-api-keys';
export { useRequestPasswordReset, useResetPassword, useSignIn, useSignInOptions, useSignUp, useVerifyResetToken } from './use-auth';
export {
  type CreditTransactionPages,
  type CreditTransactionRows,
  invalidateBillingData,
  type UseCreditTransactionsOptions,
  useBillingCatalogue,
  useCancelSubscription,
  useCreateOrder,
  useCreditTransactions,
  usePlanChange,
  useSelectPlan,
  useStartTrial,
  useVerifyPayment,
} from './use-billing';
export {
  type SetBlogPostSavedVariables,
  useBlogPost,
  useBlogPosts,
  useSavedBlogPosts,
  useSetBlogPostSaved,
} from './use-blog';
export { useContactDetails, useSendContactMessage } from './use-contact';
export { needsEmailVerification, useResendEmailVerification, useVerifyEmail } from './use-email-verification';
export { LIVE_UPDATES_REFETCH_MS, type UseLiveUpdatesOptions, useLiveUpdates } from './use-live-updates';
export { useNewsletterConfirm, useNewsletterSubscribe, useNewsletterUnsubscribe } from './use-newsletter';
export { useCreatePublishableKey, usePublishableKeys, useRevokePublishableKey } from './use-publishable-keys';
export { type UseSearchTranscriptsOptions, useSearchTranscripts } from './use-search-transcripts';
export {
  type CreatedShareLink,
  type CreateShareLinkInput,
  type SharedTranscript,
  type ShareLinkList,
  useCreateShareLink,
  useRevokeShareLink,
  useSharedTranscript,
  useShareLinks,
} from './use-shares';
export { useStats } from './use-stats';
export {
  type UndoTranscriptionEditVariables,
  type UpdateTranscriptionVariables,
  useDeleteTranscription,
  useRetryTranscription,
  useUndoTranscriptionEdit,
  useUpdateTranscription,
} from './use-transcription-mutations';
export {
  TRANSCRIPTIONS_GC_TIME_MS,
  TRANSCRIPTIONS_STALE_TIME_MS,
  type TranscriptionPages,
  type TranscriptionRows,
  type UseTranscriptionsOptions,
  useTranscription,
  useTranscriptions,
} from './use-transcriptions';
export {
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useSendTestWebhook,
  useUpdateWebhookEndpoint,
  useWebhookDeliveries,
  useWebhookEndpoints,
} from './use-webhooks';
