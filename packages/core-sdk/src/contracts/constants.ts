// Plain constants, no zod: the main entry imports these at run time and must stay free of zod.
import type { UserPreferences } from './account/preferences';

/** Largest file on every upload path: 2 GB (DESIGN.md). */
export const MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
/** Above this size the file goes straight to storage instead of one multipart request. */
export const DIRECT_UPLOAD_MAX_BYTES = 30 * 1024 * 1024;
/** Above this size the upload is chunked and resumable. */
export const LARGE_UPLOAD_MIN_BYTES = 100 * 1024 * 1024;
/** The multipart field that carries the file on POST /api/transcriptions/upload and POST /api/upload-large. */
export const UPLOAD_FILE_FIELD = 'file';
/** Export formats of GET /api/transcriptions/{id}/download. */
export const exportFormats = ['pdf', 'docx', 'txt', 'srt', 'vtt'] as const;
export type ExportFormat = (typeof exportFormats)[number];
/** What GET /api/transcriptions/{id}/download makes: every export format, and JSON with segments and words for developers. */
export const downloadFormats = [...exportFormats, 'json'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];
/** Summary types of POST /api/transcriptions/{id}/summarize. */
export const summaryTypes = ['short', 'detailed', 'blog', 'social', 'custom'] as const;
export type SummaryType = (typeof summaryTypes)[number];
/** Path of the live-updates socket. */
export const UPDATES_SOCKET_PATH = '/api/ws/updates';
/**
 * Close code of the updates socket when the session it was opened with has ended (sign-out, password reset,
 * expiry, or a cookie that names no live session). A client must not reconnect with the same cookie: it is
 * signed out.
 */
export const SESSION_ENDED_CLOSE_CODE = 4401;
/** Path of the live-captions socket. */
export const CAPTIONS_SOCKET_PATH = '/api/ws/captions';
/**
 * Longest caption chunk accepted, in characters of its data URL: 512 KiB. One chunk of the recorder (30 buffers of 4096
 * 16-bit samples at 16 kHz, 7.68 s) is a 245,804-byte WAV, about 328 KB as a base64 data URL; this leaves room for up
 * to 12 s.
 */
export const MAX_CAPTION_CHUNK_CHARS = 512 * 1024;
/** Paid monthly plans (DESIGN.md); enterprise is announced but cannot be bought yet. */
export const paidPlans = ['basic', 'pro', 'enterprise'] as const;
export type PaidPlan = (typeof paidPlans)[number];
/** Plans a user can choose today. */
export const selectablePlans = ['basic', 'pro'] as const;
export type SelectablePlan = (typeof selectablePlans)[number];
/** Who takes payments: Razorpay in production, or the sandbox checkout where no Razorpay keys are configured. */
export const paymentProviders = ['razorpay', 'sandbox'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];
/** Rows in a page of GET /api/credit-transactions when the caller names no `limit`. */
export const CREDIT_TRANSACTIONS_PAGE_SIZE = 25;
/** Most rows a page of GET /api/credit-transactions holds. */
export const CREDIT_TRANSACTIONS_PAGE_SIZE_MAX = 100;
/** Rows in a page of GET /api/transcriptions when the caller names no `limit`. */
export const TRANSCRIPTIONS_PAGE_SIZE = 50;
/** Most rows a page of GET /api/transcriptions holds. */
export const TRANSCRIPTIONS_PAGE_SIZE_MAX = 100;

/** The longest file name a transcription may have, on upload and on rename. */
export const FILE_NAME_MAX = 255;
/** The longest first draft (what the live captions heard) a recording may bring to POST /api/transcriptions/process-large. */
export const DRAFT_TEXT_MAX = 50_000;

/** The widgets another site can embed; a publishable key names the ones it may be used with. */
export const widgetKinds = ['uploader', 'recorder'] as const;
export type WidgetKind = (typeof widgetKinds)[number];

/** Every widget request names its widget in this header; a key refuses the widgets it does not allow. */
export const WIDGET_HEADER = 'Verbatim-Widget';

/**
 * A publishable key as a page carries it: `vbpk_<keyId>_<secret>`. The key id is public (lists show it, requests name
 * it); the secret is shown once, when the key is made, and the server keeps only its hash.
 */
export const PUBLISHABLE_KEY_PREFIX = 'vbpk_';
export const PUBLISHABLE_KEY_PATTERN = /^vbpk_([A-Za-z0-9]{16})_([A-Za-z0-9]{32})$/;
/** The key id of a publishable key, or null when the text is not one. */
export function publishableKeyId(key: string): string | null {
  return PUBLISHABLE_KEY_PATTERN.exec(key)?.[1] ?? null;
}

/**
 * What a secret API key may do, each a family of endpoints whose definitions name it: `transcriptions:read` (list,
 * read, download), `transcriptions:write` (upload, process, edit, delete, retry), `ai` (summaries, chat, translation)
 * and `webhooks` (the endpoints that manage webhooks). An endpoint that names no scope is never reachable with a key.
 */
export const apiKeyScopes = ['transcriptions:read', 'transcriptions:write', 'ai', 'webhooks'] as const;
export type ApiKeyScope = (typeof apiKeyScopes)[number];

/**
 * A secret API key as a backend holds it: `vbsk_<keyId>_<secret>`. The key id is public (the owner's list shows it,
 * requests name it); the secret is shown once, when the key is made, and the server keeps only the hash of the whole key.
 */
export const SECRET_KEY_PREFIX = 'vbsk_';
export const SECRET_KEY_PATTERN = /^vbsk_([A-Za-z0-9]{16})_([A-Za-z0-9]{32})$/;
/** How many secret keys an account may hold that are not revoked. */
export const SECRET_KEYS_MAX = 20;
export const SECRET_KEY_NAME_MAX = 100;

/** How long a finished export can be downloaded; its ZIP is deleted after that. */
export const ACCOUNT_EXPORT_RETENTION_DAYS = 7;
/** How long after a deletion request the account and everything in it are deleted; until then the e-mailed link cancels it. */
export const ACCOUNT_DELETION_GRACE_DAYS = 15;

/** The longest first or last name kept, as at sign-up. */
export const PROFILE_NAME_MAX = 100;

/** Which speech engine the server runs. */
export const speechEngineIds = ['local', 'assemblyai', 'openai'] as const;
export type SpeechEngineId = (typeof speechEngineIds)[number];

/** Shortest password accepted anywhere. */
export const MIN_PASSWORD_LENGTH = 8;
/** Longest password accepted: bounds the cost of hashing an attacker's input. */
export const MAX_PASSWORD_LENGTH = 256;

/** The longest replacement text one edit may carry. */
export const TRANSCRIPT_EDIT_TEXT_MAX = 20_000;

/** The longest speaker name an owner may give. */
export const SPEAKER_NAME_MAX = 60;

/** The events an endpoint can subscribe to; `webhook.test` is sent only when asked for (Send test). */
export const webhookEventTypes = ['transcription.completed', 'transcription.failed', 'transcription.deleted'] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** How many endpoints an account may have at once. */
export const WEBHOOK_ENDPOINTS_MAX = 10;

/** After a rotation the old secret signs too for this long, so a receiver can switch without missing a delivery. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;

export const PUBLISHABLE_KEY_NAME_MAX = 80;
export const PUBLISHABLE_KEY_ORIGINS_MAX = 20;
/** How many keys an account may hold at once (revoked ones not counted). */
export const PUBLISHABLE_KEYS_MAX = 20;
export const PUBLISHABLE_KEY_MINUTES_PER_DAY_MAX = 100_000;

/** The most earlier turns of a chat sent with a question: enough for follow-ups, bounded for the model's context. */
export const CHAT_HISTORY_MAX = 20;

/** What a person has not chosen: detect the language, balanced, plain text, the e-mails that matter on. */
export const DEFAULT_USER_PREFERENCES: UserPreferences = {
  language: null,
  mode: 'balanced',
  exportFormat: 'txt',
  speakerLabels: false,
  autoDownload: false,
  notifyAccountUpdates: true,
  notifyTranscriptionComplete: true,
  notifyProcessingUpdates: false,
  notifyWeeklyReports: false,
};
