import {
  isAbortError,
  isApiError,
  isInvalidResponseError,
  isNetworkError,
  isServiceUnavailableError,
  isSubscriptionRequiredError,
  isUnauthorizedError,
  SERVICE_UNAVAILABLE_MESSAGE,
} from './errors';
import { isUploadError } from './uploads/upload-error';

/** The upload texts of the core-journey spec (sections 4, 5 and 8), in one place for every upload path and screen. */
export const UPLOAD_MESSAGES = {
  subscriptionRequiredUpload: 'Subscription required to upload files. Please subscribe to continue.',
  subscriptionRequiredProcess: 'Subscription required to process files. Please subscribe to continue.',
  subscriptionExpired: 'Your subscription has expired. Please renew to continue.',
  subscriptionCancelled: 'Your subscription was cancelled. Please reactivate to continue.',
  accessDenied: 'Access denied. Please check your subscription status.',
  loginForLargeFiles: 'Please log in first to upload large files',
  loggedOut: 'You are logged out. Logging in again...',
  streamingUnavailable: 'Streaming upload service unavailable. Please try again later or contact support.',
  serviceUnavailable: SERVICE_UNAVAILABLE_MESSAGE,
  network: 'Network error occurred during upload',
  networkLargeFile: 'Network error uploading large file. Please check your connection and try again.',
  parseFailed: 'Failed to parse response',
  processFailed: 'Failed to process uploaded file',
  uploadFailed: 'Upload failed. Please try again.',
  transcriptionFailed: 'Transcription failed',
  transcriptionFailedDefault: 'An error occurred during transcription.',
  cancelled: 'The upload was cancelled.',
  invalidFileType: (fileName: string) => `${fileName}: Only audio and video files are supported.`,
  fileTooLarge: (fileName: string) => `${fileName}: Please select a file smaller than 2GB.`,
  largeFileNotice: 'Processing may take longer and will use advanced chunking.',
} as const;

/** Toast titles of the upload flow. */
export const UPLOAD_TITLES = {
  failed: 'Upload Failed',
  subscription: 'Subscription Required',
  unauthorized: 'Unauthorized',
  invalidFileType: 'Invalid File Type',
  fileTooLarge: 'File too large',
  largeFile: 'Large File Detected',
  transcriptionFailed: 'Transcription Failed',
  cancelled: 'Upload Cancelled',
} as const;

/**
 * Which call of an upload failed:
 * - `upload`: the one-request multipart upload (POST /api/transcriptions/upload);
 * - `upload-url`: asking for a storage URL (POST /api/objects/upload);
 * - `storage`: sending the bytes to that URL;
 * - `large-health`: the large-file pre-flight (GET /api/upload-large/health);
 * - `large-upload`: sending a large file (POST /api/upload-large, or the resumable upload);
 * - `process`: turning a stored file into a transcription (POST /api/objects/process-upload, /api/transcriptions/process-large).
 */
export type UploadStage = 'upload' | 'upload-url' | 'storage' | 'large-health' | 'large-upload' | 'process';

export type UploadFailureKind =
  | 'subscription'
  | 'forbidden'
  | 'unauthorized'
  | 'too-large'
  | 'invalid-file'
  | 'unavailable'
  | 'network'
  | 'invalid-response'
  | 'cancelled'
  | 'failed';

/** What to tell the person about a failed upload, and where to send them. */
export interface UploadFailure {
  kind: UploadFailureKind;
  title: (typeof UPLOAD_TITLES)[keyof typeof UPLOAD_TITLES];
  message: string;
  /** Navigate here after `afterMs` (core-journey spec section 8). */
  redirect?: { to: '/billing' | '/pricing' | '/auth'; afterMs: number };
}

/** How long the spec waits before leaving the page after an upload failure. */
export const UPLOAD_REDIRECT_DELAYS = { subscription: 3000, unauthorized: 500 } as const;

/**
 * Turns any error of an upload into the spec's message. The API's own message wins where it is more specific than the
 * spec's fixed text (e.g. "You have used today's 3 free transcriptions…"), because it says what to do.
 */
export function describeUploadError(error: unknown, stage: UploadStage, fileName = 'The file'): UploadFailure {
  const failed = (message: string, kind: UploadFailureKind = 'failed'): UploadFailure => ({ kind, title: UPLOAD_TITLES.failed, message });
  if (isAbortError(error)) return { kind: 'cancelled', title: UPLOAD_TITLES.cancelled, message: UPLOAD_MESSAGES.cancelled };
  if (isUploadError(error)) {
    const kind = error.code === 'PAYLOAD_TOO_LARGE' ? 'too-large' : 'invalid-file';
    return { kind, title: error.title as UploadFailure['title'], message: error.message };
  }
  if (stage === 'large-health') return failed(UPLOAD_MESSAGES.streamingUnavailable, 'unavailable');
  if (isNetworkError(error))
    return failed(stage === 'large-upload' ? UPLOAD_MESSAGES.networkLargeFile : UPLOAD_MESSAGES.network, 'network');
  if (isInvalidResponseError(error)) return failed(UPLOAD_MESSAGES.parseFailed, 'invalid-response');
  if (isUnauthorizedError(error)) {
    const message = stage === 'upload-url' ? UPLOAD_MESSAGES.loginForLargeFiles : UPLOAD_MESSAGES.loggedOut;
    return {
      kind: 'unauthorized',
      title: UPLOAD_TITLES.unauthorized,
      message,
      redirect: { to: '/auth', afterMs: UPLOAD_REDIRECT_DELAYS.unauthorized },
    };
  }
  if (isSubscriptionRequiredError(error)) {
    const fixed = {
      SUBSCRIPTION_REQUIRED: stage === 'process' ? UPLOAD_MESSAGES.subscriptionRequiredProcess : UPLOAD_MESSAGES.subscriptionRequiredUpload,
      SUBSCRIPTION_EXPIRED: UPLOAD_MESSAGES.subscriptionExpired,
      SUBSCRIPTION_CANCELLED: UPLOAD_MESSAGES.subscriptionCancelled,
    }[error.reason];
    return {
      kind: 'subscription',
      title: UPLOAD_TITLES.subscription,
      message: hasOwnMessage(error.serverMessage, error.status) ? error.serverMessage : fixed,
      redirect: { to: error.reason === 'SUBSCRIPTION_REQUIRED' ? '/pricing' : '/billing', afterMs: UPLOAD_REDIRECT_DELAYS.subscription },
    };
  }
  if (isApiError(error)) {
    const own = hasOwnMessage(error.serverMessage, error.status) ? error.serverMessage : null;
    // A storage 403 is an expired or refused signature, not the access gate.
    if (error.status === 403 && stage !== 'storage') return failed(own ?? UPLOAD_MESSAGES.accessDenied, 'forbidden');
    if (error.status === 413 || error.code === 'PAYLOAD_TOO_LARGE') {
      return { kind: 'too-large', title: UPLOAD_TITLES.fileTooLarge, message: own ?? UPLOAD_MESSAGES.fileTooLarge(fileName) };
    }
    if (error.code === 'INVALID_FILE_TYPE' || error.code === 'UNSUPPORTED_MEDIA_TYPE') {
      return { kind: 'invalid-file', title: UPLOAD_TITLES.invalidFileType, message: own ?? UPLOAD_MESSAGES.invalidFileType(fileName) };
    }
    if (error.code === 'EMPTY_FILE') return failed(own ?? `${fileName}: The file is empty.`, 'invalid-file');
    if (error.status === 503) {
      // The API's own words say what happened ("The server is restarting…"); a storage or proxy 503 gets the spec's.
      const apiSaid = isServiceUnavailableError(error) && error.code === 'SERVICE_UNAVAILABLE' && own;
      const fixed =
        stage === 'large-upload' || stage === 'storage' ? UPLOAD_MESSAGES.streamingUnavailable : UPLOAD_MESSAGES.serviceUnavailable;
      return failed(apiSaid ? own : fixed, 'unavailable');
    }
    if (stage === 'process') return failed(own ?? UPLOAD_MESSAGES.processFailed);
    return failed(own ?? UPLOAD_MESSAGES.uploadFailed);
  }
  return failed(stage === 'process' ? UPLOAD_MESSAGES.processFailed : UPLOAD_MESSAGES.uploadFailed);
}

/** The 'Transcription Failed' toast of a transcription that failed after its upload. */
export function describeTranscriptionFailure(errorMessage: string | null | undefined): UploadFailure {
  return {
    kind: 'failed',
    title: UPLOAD_TITLES.transcriptionFailed,
    message: errorMessage?.trim() || UPLOAD_MESSAGES.transcriptionFailedDefault,
  };
}

// A message worth showing is the API's own words: not empty, not markup from a proxy, not a bare status text.
function hasOwnMessage(message: string, status: number): boolean {
  const text = message.trim();
  if (!text || text.startsWith('<') || text.length > 500) return false;
  return (
    !/^(forbidden|unauthorized|payload too large|request entity too large|internal server error|bad gateway|service unavailable|gateway timeout)$/i.test(
      text,
    ) && text !== String(status)
  );
}
