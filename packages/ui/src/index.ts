// The package's public names: each component folder's own index is its list, so a new export is written once.
export {
  endsSentence,
  FALLBACK_SENTENCE_WORDS,
  LONG_SENTENCE_WORDS,
  MAX_SENTENCES_PER_PARAGRAPH,
  paragraphTokens,
  sentenceTokens,
  splitIntoParagraphs,
} from '@verbatim/core-sdk/contracts';
export * from './AccountDataCard';
export * from './AccountSubscriptionCard';
export * from './AiStatusNote';
export * from './Alert';
export * from './AlertDialog';
export * from './AppHeader';
export * from './AppShell';
export * from './admin';
export * from './Badge';
export * from './BlogCategoryFilter';
export * from './BlogPostCard';
export * from './Button';
export * from './CancelSubscriptionDialog';
export * from './Card';
export * from './ChatPanel';
export * from './ConfirmDialog';
export * from './CreditPackCard';
export * from './CreditsBillingPanel';
export * from './CreditTransactionsTable';
export * from './Dialog';
export * from './EmailField';
export * from './EmptyState';
export * from './ErrorState';
export * from './FileIcon';
export * from './FormField';
export * from './hooks';
// The upload panel's check of a file's length before it is sent.
export {
  FILE_TOO_LONG_TITLE,
  type FileLengthRefusal,
  type UseFileLengthCheckOptions,
  type UseFileLengthCheckResult,
  useFileLengthCheck,
} from './hooks/use-file-length-check';
export * from './Icons';
export * from './Input';
export * from './InvoicesDialog';
export * from './KeysPanel';
export * from './Label';
export * from './Link';
export * from './LoadMore';
export * from './Logo';
export { answeredByText } from './lib/answer-writer';
export { cn } from './lib/cn';
export { errorMessage } from './lib/error-message';
export { AUDIO_EXTENSIONS, type FileKind, fileExtension, fileKind } from './lib/file-kind';
export {
  centsToAmount,
  type DateFormatOptions,
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatMoney,
  formatRelativeTime,
  formatUnitPrice,
  type MoneyFormatOptions,
  NOT_AVAILABLE,
} from './lib/format';
export { type LazyDialog, type LazyDialogOptions, lazyDialog } from './lib/lazy-dialog';
export { hasPaidPlan, hasUsedTrial, type PlanHolder, planLabel, type SubscriptionState, subscriptionState } from './lib/plan';
export { saveFile } from './lib/save-file';
export { LOCAL_ENGINE_CAVEAT, SPEECH_ENGINE_LABELS, transcribedByText } from './lib/speech-engine';
export {
  normalizeStatus,
  RETRY_BELOW_PROGRESS,
  type TranscriptionActionState,
  transcriptionActionState,
} from './lib/transcription-status';
export { displayName, greetingName, type NamedUser, userInitial } from './lib/user-display';
export * from './NewsletterSignup';
export * from './NotificationSettingsForm';
export * from './PasswordField';
export * from './PlanCard';
export * from './PlanChangeDialog';
export * from './ProfileForm';
export * from './Progress';
export * from './PublishableKeysPanel';
export * from './RecentActivity';
export * from './RecorderPanel';
export * from './SearchResults';
export * from './SecretKeysPanel';
export * from './SettingsFormCard';
export * from './Sheet';
export * from './Sidebar';
export * from './Skeleton';
export * from './Spinner';
export * from './StatsCards';
export * from './SubscriptionCard';
export * from './SummaryDialog';
export * from './SwitchField';
export * from './Table';
export * from './Tabs';
export * from './Textarea';
export * from './Toast';
export * from './Tooltip';
export * from './TranscriptBody';
export * from './TranscriptionDefaultsForm';
export * from './TranscriptionStatusBadge';
export * from './TranscriptionsTable';
export * from './TranscriptViewer';
export * from './UploadPanel';
export * from './UserAvatar';
export * from './VerbatimProvider';
export * from './WebhooksPanel';
