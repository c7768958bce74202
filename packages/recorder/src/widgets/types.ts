import type { WidgetTranscription } from '@verbatim/core-sdk/contracts';
import type { WidgetClient } from './client';
import type { WidgetStrings } from './strings';

export type { WidgetConfig, WidgetKind, WidgetTranscription } from '@verbatim/core-sdk/contracts';
export type { WidgetStrings } from './strings';

/** 'auto' follows the visitor's system setting (prefers-color-scheme). */
export type WidgetTheme = 'light' | 'dark' | 'auto';

/** Why a widget could not do what the visitor asked. `message` is in the widget's language. */
export type WidgetErrorCode =
  | 'PUBLISHABLE_KEY_INVALID'
  | 'PUBLISHABLE_KEY_REFUSED'
  | 'WIDGET_NOT_ALLOWED'
  | 'KEY_DAILY_LIMIT'
  | 'RATE_LIMITED'
  | 'SUBSCRIPTION_REQUIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'INVALID_FILE_TYPE'
  | 'EMPTY_FILE'
  | 'NETWORK'
  | 'SERVICE_UNAVAILABLE'
  | 'RECORDING_START_FAILED'
  | 'RECORDING_AUDIO_BLOCKED'
  | 'RECORDING_FAILED'
  | 'RECORDING_UNSUPPORTED'
  | 'UNKNOWN';

export interface WidgetError {
  code: WidgetErrorCode;
  /** What the visitor was shown. */
  message: string;
  /** The underlying error, for the page's logs. */
  cause?: unknown;
}

/** The file (or recording) has been sent and its transcription has started. */
export interface WidgetUploadEvent {
  transcriptionId: string;
  fileName: string;
}

/** The transcription finished, one way or the other. */
export interface WidgetCompleteEvent {
  transcriptionId: string;
  fileName: string;
  status: Extract<WidgetTranscription['status'], 'completed' | 'failed'>;
  /** The transcript, only when the key is set to return text; otherwise null (the text is in the owner's account). */
  text: string | null;
}

export interface WidgetOptions {
  /** The site's publishable key (`vbpk_…`), bound to the origins that may use it. */
  publishableKey: string;
  /**
   * Where the Verbatim API is, e.g. "https://verbatim.example". The script-tag build defaults to the origin it was
   * loaded from; the module build defaults to the page's own origin.
   */
  endpoint?: string;
  /** A BCP 47 tag such as "es" or "es-MX"; built in: English (default) and Spanish. */
  locale?: string;
  /** Replaces any of the built-in messages. */
  strings?: Partial<WidgetStrings>;
  /** Default 'auto'. */
  theme?: WidgetTheme;
  onUpload?: (event: WidgetUploadEvent) => void;
  onComplete?: (event: WidgetCompleteEvent) => void;
  onError?: (error: WidgetError) => void;
  /**
   * @internal An API client to use instead of one made from `publishableKey` and `endpoint` (tests).
   */
  client?: WidgetClient;
}

export type UploaderOptions = WidgetOptions;

export type { WidgetClient } from './client';
