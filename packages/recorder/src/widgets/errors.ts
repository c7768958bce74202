import { isAbortError, isApiError, isNetworkError } from '@verbatim/core-sdk';
import type { RecorderErrorCode } from '../recorder-machine';
import { formatBytes } from './format';
import { fill, type WidgetStrings } from './strings';
import type { WidgetError, WidgetErrorCode } from './types';

const MESSAGE: Record<WidgetErrorCode, keyof WidgetStrings> = {
  PUBLISHABLE_KEY_INVALID: 'errorKeyInvalid',
  PUBLISHABLE_KEY_REFUSED: 'errorKeyRefused',
  WIDGET_NOT_ALLOWED: 'errorKeyRefused',
  KEY_DAILY_LIMIT: 'errorKeyDailyLimit',
  RATE_LIMITED: 'errorRateLimited',
  SUBSCRIPTION_REQUIRED: 'errorSubscription',
  PAYLOAD_TOO_LARGE: 'errorTooLarge',
  INVALID_FILE_TYPE: 'errorInvalidType',
  EMPTY_FILE: 'errorEmpty',
  NETWORK: 'errorNetwork',
  SERVICE_UNAVAILABLE: 'errorUnavailable',
  RECORDING_START_FAILED: 'errorStartFailed',
  RECORDING_AUDIO_BLOCKED: 'errorAudioBlocked',
  RECORDING_FAILED: 'errorRecordingFailed',
  RECORDING_UNSUPPORTED: 'unsupported',
  UNKNOWN: 'errorUnknown',
};

const RECORDER_CODES: Record<RecorderErrorCode, WidgetErrorCode> = {
  START_FAILED: 'RECORDING_START_FAILED',
  AUDIO_BLOCKED: 'RECORDING_AUDIO_BLOCKED',
  RECORDING_FAILED: 'RECORDING_FAILED',
  UNSUPPORTED: 'RECORDING_UNSUPPORTED',
};

export interface ErrorWording {
  strings: WidgetStrings;
  locale: string | undefined;
  /** The key's file-size limit, named in the too-large message. */
  maxFileBytes: number | null;
}

/** A widget error with its message in the widget's language. */
export function widgetError(code: WidgetErrorCode, wording: ErrorWording, cause?: unknown): WidgetError {
  const size = wording.maxFileBytes === null ? '2 GB' : formatBytes(wording.maxFileBytes, wording.locale);
  const message = fill(wording.strings[MESSAGE[code]], { size });
  return cause === undefined ? { code, message } : { code, message, cause };
}

/** The code of an `UploadError` (the SDK refused the file before sending it); matched by shape, from any copy of the SDK. */
function refusedFileCode(error: unknown): WidgetErrorCode | null {
  if (!(error instanceof Error) || error.name !== 'UploadError') return null;
  const code = (error as { code?: unknown }).code;
  return code === 'PAYLOAD_TOO_LARGE' || code === 'INVALID_FILE_TYPE' || code === 'EMPTY_FILE' ? code : null;
}

/** What a failed call means to a visitor, by the API's code first and its status after. */
export function errorCodeOf(error: unknown): WidgetErrorCode {
  const refused = refusedFileCode(error);
  if (refused) return refused;
  // A refused origin gets no CORS headers, so the browser reports it as a failed connection, like being offline.
  if (isNetworkError(error)) return 'NETWORK';
  if (!isApiError(error)) return error instanceof TypeError && /fetch|network/i.test(error.message) ? 'NETWORK' : 'UNKNOWN';
  switch (error.code) {
    case 'PUBLISHABLE_KEY_INVALID':
    case 'PUBLISHABLE_KEY_REFUSED':
    case 'KEY_DAILY_LIMIT':
    case 'RATE_LIMITED':
    case 'PAYLOAD_TOO_LARGE':
    case 'INVALID_FILE_TYPE':
    case 'EMPTY_FILE':
      return error.code;
    case 'UNSUPPORTED_MEDIA_TYPE':
      return 'INVALID_FILE_TYPE';
    case 'ORIGIN_MISMATCH':
      return 'PUBLISHABLE_KEY_REFUSED';
    case 'SERVICE_UNAVAILABLE':
      return 'SERVICE_UNAVAILABLE';
    // The site owner's plan, not the visitor's: worded as "not available on this site".
    case 'SUBSCRIPTION_REQUIRED':
    case 'SUBSCRIPTION_EXPIRED':
    case 'SUBSCRIPTION_CANCELLED':
      return 'SUBSCRIPTION_REQUIRED';
  }
  switch (error.status) {
    case 401:
      return 'PUBLISHABLE_KEY_INVALID';
    case 403:
      return 'PUBLISHABLE_KEY_REFUSED';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'INVALID_FILE_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 502:
    case 503:
    case 504:
      return 'SERVICE_UNAVAILABLE';
    default:
      return 'UNKNOWN';
  }
}

/** Null for the visitor's own cancel, which is not an error to show. */
export function toWidgetError(error: unknown, wording: ErrorWording): WidgetError | null {
  if (isAbortError(error)) return null;
  return widgetError(errorCodeOf(error), wording, error);
}

export function recorderWidgetError(code: RecorderErrorCode, wording: ErrorWording, cause?: unknown): WidgetError {
  return widgetError(RECORDER_CODES[code], wording, cause);
}

/** Errors worth a "Try again" (the same request may work later); the others need the site's owner. */
export function isTransient(code: WidgetErrorCode): boolean {
  return code === 'NETWORK' || code === 'SERVICE_UNAVAILABLE' || code === 'RATE_LIMITED' || code === 'UNKNOWN';
}
