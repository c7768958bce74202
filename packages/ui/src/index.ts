export {
  endsSentence,
  FALLBACK_SENTENCE_WORDS,
  LONG_SENTENCE_WORDS,
  MAX_SENTENCES_PER_PARAGRAPH,
  paragraphTokens,
  sentenceTokens,
  splitIntoParagraphs,
} from '@verbatim/core-sdk/contracts';
export {
  AccountDataCard,
  type AccountDataCardProps,
  AccountDataPanel,
  type AccountDataPanelProps,
  DeleteAccountDialog,
  type DeleteAccountDialogProps,
} from './AccountDataCard';
export { AccountSubscriptionCard, type AccountSubscriptionCardProps } from './AccountSubscriptionCard';
export { AiStatusNote, type AiStatusNoteProps, aiAnswersLeftText } from './AiStatusNote';
export { Alert, AlertDescription, type AlertProps, AlertTitle, alertVariants } from './Alert';
export {
  AlertDialog,
  AlertDialogAction,
  type AlertDialogActionProps,
  AlertDialogCancel,
  type AlertDialogCancelProps,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from './AlertDialog';
export { AppHeader, type AppHeaderProps } from './AppHeader';
export { AppShell, type AppShellProps, SkipLink } from './AppShell';
export {
  type CsvCell,
  csvBlob,
  csvField,
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  describeTrend,
  LiveBadge,
  type LiveBadgeProps,
  RankedList,
  type RankedListItem,
  type RankedListProps,
  RefreshToggle,
  type RefreshToggleProps,
  StatGrid,
  type StatGridItem,
  type StatGridProps,
  TrendChart,
  type TrendChartProps,
  type TrendPoint,
  toCsv,
} from './admin';
export { Badge, type BadgeProps, badgeVariants } from './Badge';
export { BlogCategoryFilter, type BlogCategoryFilterProps } from './BlogCategoryFilter';
export { BlogPostByline, BlogPostCard, type BlogPostCardProps, BlogPostCardSkeleton, formatPostDate } from './BlogPostCard';
export { Button, type ButtonProps, type ButtonVariantProps, buttonVariants } from './Button';
export {
  CANCELLATION_REASON_MAX_LENGTH,
  CancelSubscriptionDialog,
  type CancelSubscriptionDialogProps,
} from './CancelSubscriptionDialog';
export { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle, type CardTitleProps } from './Card';
export { type ChatMessage, ChatPanel, type ChatPanelProps } from './ChatPanel';
export { ConfirmDialog, type ConfirmDialogProps, type PendingPromise, usePendingPromise } from './ConfirmDialog';
export { CreditPackCard, type CreditPackCardProps, CreditPackCardSkeleton } from './CreditPackCard';
export { type CreditsBillingFigures, CreditsBillingPanel, type CreditsBillingPanelProps } from './CreditsBillingPanel';
export {
  CreditTransactionsTable,
  type CreditTransactionsTableProps,
  CreditTransactionsTableSkeleton,
} from './CreditTransactionsTable';
export {
  Dialog,
  DialogClose,
  DialogContent,
  type DialogContentProps,
  DialogCornerClose,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogOverlay,
  DialogPortal,
  DialogTitle,
  DialogTrigger,
} from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { ErrorState, type ErrorStateProps } from './ErrorState';
export { FileIcon, type FileIconProps } from './FileIcon';
export { FormField, type FormFieldProps } from './FormField';
export {
  ACCOUNT_EXPORT_POLL_MS,
  ADMIN_ACTIVITY_WINDOWS,
  ADMIN_DEFAULT_WINDOW,
  ADMIN_REFETCH_MS,
  accountDataKeys,
  accountKeys,
  adminKeys,
  adminNewsletterKeys,
  aiAnswersLeft,
  aiKeys,
  authKeys,
  billingKeys,
  blogKeys,
  type ChatReplyVariables,
  type CreatedShareLink,
  type CreateShareLinkInput,
  type CreditTransactionPages,
  type CreditTransactionRows,
  type GrantCreditsVariables,
  invalidateBillingData,
  invalidateTranscriptionData,
  LIVE_UPDATES_REFETCH_MS,
  largeFileNotice,
  NEWSLETTER_ISSUES_POLL_MS,
  publishableKeyKeys,
  type SendNewsletterIssueVariables,
  type SetBlogPostSavedVariables,
  type SetUserDisabledVariables,
  type SharedTranscript,
  type ShareLinkList,
  type StreamingMutationResult,
  type SummarizeVariables,
  shareKeys,
  statsQueryKey,
  TRANSCRIPTIONS_GC_TIME_MS,
  TRANSCRIPTIONS_STALE_TIME_MS,
  type TranscriptionPages,
  type TranscriptionRows,
  type TranslateVariables,
  transcriptionKeys,
  type UndoTranscriptionEditVariables,
  UPLOAD_REDIRECT_DELAYS,
  UPLOAD_TEXTS,
  UPLOAD_TITLES,
  type UpdateTranscriptionVariables,
  type UploadNotice,
  UploadQueueProvider,
  type UploadQueueProviderProps,
  type UseAdminUsersOptions,
  type UseCreditTransactionsOptions,
  type UseLiveUpdatesOptions,
  type UseTranscriptionsOptions,
  type UseUploadQueueResult,
  uploadFailureNotice,
  uploadQueueFor,
  useAccountDeletionInfo,
  useAccountExports,
  useAdminAuditLog,
  useAdminRetryTranscription,
  useAdminStats,
  useAdminUsers,
  useAiStatus,
  useBillingCatalogue,
  useBlogPost,
  useBlogPosts,
  useCancelAccountDeletion,
  useCancelSubscription,
  useChangePassword,
  useChatReply,
  useContactDetails,
  useCreateOrder,
  useCreatePublishableKey,
  useCreateShareLink,
  useCreditTransactions,
  useDeleteAccount,
  useDeleteTranscription,
  useDownloadAccountExport,
  useEndOtherSessions,
  useGrantCredits,
  useInvoices,
  useLiveUpdates,
  useNewsletterConfirm,
  useNewsletterIssues,
  useNewsletterSubscribe,
  useNewsletterUnsubscribe,
  usePaymentAttempts,
  usePreferences,
  usePreviewNewsletterIssue,
  useProductionActivity,
  useProductionEnvironment,
  useProductionReport,
  useProductionSearch,
  usePublishableKeys,
  useRealtimeAnalytics,
  useRequestPasswordReset,
  useResetPassword,
  useResumeNewsletterIssue,
  useRetryTranscription,
  useRevokePublishableKey,
  useRevokeShareLink,
  useSavedBlogPosts,
  useSelectPlan,
  useSendContactMessage,
  useSendNewsletterIssue,
  useSetBlogPostSaved,
  useSetUserDisabled,
  useSharedTranscript,
  useShareLinks,
  useSignIn,
  useSignUp,
  useSpeechLanguages,
  useStartAccountExport,
  useStartTrial,
  useStats,
  useStorageHealth,
  useStorageHistory,
  useStuckTranscriptions,
  useSummarize,
  useTranscription,
  useTranscriptions,
  useTranslate,
  useTranslationLanguages,
  useUndoTranscriptionEdit,
  useUnsubscribeNotifications,
  useUpdatePreferences,
  useUpdateProfile,
  useUpdateTranscription,
  useUploadQueue,
  useVerifyPayment,
  useVerifyResetToken,
} from './hooks';
export * from './Icons';
export { Input, type InputProps } from './Input';
export { InvoicesDialog, type InvoicesDialogProps } from './InvoicesDialog';
export { Label, type LabelProps } from './Label';
export {
  AppLink,
  type AppLinkProps,
  type LinkComponent,
  type LinkComponentProps,
  LinkProvider,
  type LinkProviderProps,
  useLinkComponent,
} from './Link';
export { LoadMore, type LoadMoreProps } from './LoadMore';
export { Logo, type LogoProps } from './Logo';
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
export { hasPaidPlan, hasUsedTrial, type PlanHolder, planLabel, type SubscriptionState, subscriptionState } from './lib/plan';
export { saveFile } from './lib/save-file';
export {
  normalizeStatus,
  RETRY_BELOW_PROGRESS,
  type TranscriptionActionState,
  transcriptionActionState,
} from './lib/transcription-status';
export { displayName, greetingName, type NamedUser, userInitial } from './lib/user-display';
export {
  NEWSLETTER_OFFLINE,
  NEWSLETTER_SIGNUP_FAILURE,
  NewsletterSignup,
  type NewsletterSignupProps,
  newsletterErrorMessage,
} from './NewsletterSignup';
export {
  NOTIFICATION_CHOICES,
  type NotificationSettings,
  NotificationSettingsForm,
  type NotificationSettingsFormProps,
} from './NotificationSettingsForm';
export { PlanCard, type PlanCardProps, PlanCardSkeleton } from './PlanCard';
export { type ProfileChanges, ProfileForm, type ProfileFormProps } from './ProfileForm';
export { Progress, type ProgressProps, progressVariants } from './Progress';
export {
  type CopyCallbacks,
  type PublishableKeyField,
  type PublishableKeyFormErrors,
  PublishableKeysPanel,
  type PublishableKeysPanelProps,
  PublishableKeysSkeleton,
  WIDGET_LABELS,
  WIDGET_SCRIPT_PATH,
  widgetEmbedSnippet,
} from './PublishableKeysPanel';
export { RecentActivity, type RecentActivityItem, type RecentActivityKind, type RecentActivityProps } from './RecentActivity';
export {
  formatElapsed,
  RecorderPanel,
  type RecorderPanelProps,
  type RecorderPanelSource,
  type RecorderPanelState,
  type RecorderPanelStatus,
  type RecorderPreview,
  type RecorderUploadStatus,
  type SentRecording,
  type UnfinishedRecording,
  uploadStatusLine,
} from './RecorderPanel';
export { SettingsCard, type SettingsCardProps, SIGNED_OUT_PLACEHOLDER, SIGNED_OUT_SAVE_LABEL } from './SettingsFormCard';
export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  sheetContentVariants,
} from './Sheet';
export {
  APP_NAV_ITEMS,
  type AppNavItem,
  currentNavItem,
  isNavItemActive,
  MobileNav,
  type MobileNavProps,
  Sidebar,
  SidebarNav,
  type SidebarNavProps,
  type SidebarProps,
  SidebarUser,
  type SidebarUserProps,
} from './Sidebar';
export { Skeleton } from './Skeleton';
export { FullScreenLoading, type FullScreenLoadingProps, Spinner, type SpinnerProps } from './Spinner';
export { StatsCards, type StatsCardsProps } from './StatsCards';
export { SubscriptionCard, type SubscriptionCardProps, type SubscriptionDetails } from './SubscriptionCard';
export {
  CUSTOM_INSTRUCTIONS_MAX,
  SUMMARY_TYPE_CHOICES,
  SUMMARY_WRITER_TEXT,
  SummaryDialog,
  type SummaryDialogProps,
} from './SummaryDialog';
export { SwitchField, type SwitchFieldProps } from './SwitchField';
export { Tabs, TabsContent, TabsList, TabsTrigger } from './Tabs';
export { Textarea, type TextareaProps } from './Textarea';
export {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_SWIPE_THRESHOLD_PX,
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  Toaster,
  type ToasterProps,
  type ToastHandle,
  type ToastItem,
  type ToastOptions,
  type ToastProps,
  ToastTitle,
  type ToastVariant,
  ToastViewport,
  toast,
  toastVariants,
  type UseToastResult,
  useToast,
} from './Toast';
export { Tooltip, TooltipContent, type TooltipProps, TooltipProvider } from './Tooltip';
export {
  handlePlaybackKeys,
  SKIP_SECONDS,
  TranscriptBody,
  type TranscriptBodyProps,
  type TranscriptPlayback,
  useTranscriptPlayback,
} from './TranscriptBody';
export {
  DETECT_LANGUAGE_LABEL,
  EXPORT_FORMAT_CHOICES,
  TRANSCRIPTION_MODE_CHOICES,
  type TranscriptionDefaults,
  TranscriptionDefaultsForm,
  type TranscriptionDefaultsFormProps,
} from './TranscriptionDefaultsForm';
export { TranscriptionStatusBadge, type TranscriptionStatusBadgeProps } from './TranscriptionStatusBadge';
export {
  type TranscriptionAction,
  TranscriptionsTable,
  type TranscriptionsTableProps,
  TranscriptionsTableSkeleton,
} from './TranscriptionsTable';
export { type TranscriptTextEdit, TranscriptViewer, type TranscriptViewerProps } from './TranscriptViewer';
export { UploadPanel, type UploadPanelProps, uploadStatusText } from './UploadPanel';
export { UserAvatar, type UserAvatarProps, userAvatarVariants } from './UserAvatar';
export {
  createVerbatimQueryClient,
  currentUserQueryKey,
  useCurrentUser,
  useVerbatimClient,
  VerbatimProvider,
  type VerbatimProviderProps,
} from './VerbatimProvider';
