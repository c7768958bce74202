import { SERVICE_UNAVAILABLE_MESSAGE, type UploadFailure, type UploadStage } from '@verbatim/core-sdk';

// The words, destinations and delays of the upload flow. The SDK's queue
// reports plain reasons; this is where they become what a person reads and where they are sent next.

export const UPLOAD_TEXTS = {
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
  transcriptionFailedDefault: 'An error occurred during transcription.',
  cancelled: 'The upload was cancelled.',
  invalidFileType: (fileName: string) => `${fileName}: Only audio and video files are supported.`,
  fileTooLarge: (fileName: string) => `${fileName}: Please select a file smaller than 2GB.`,
  emptyFile: (fileName: string) => `${fileName}: The file is empty.`,
  largeFile: (fileName: string) => `${fileName}: Processing may take longer and will use advanced chunking.`,
} as const;

export const UPLOAD_TITLES = {
  failed: 'Upload Failed',
  subscription: 'Subscription Required',
  tooLongForFree: 'Too long for a free transcription',
  freeAllowanceUsed: 'Free transcriptions used up today',
  notEnoughCredits: 'Not enough credits',
  unauthorized: 'Unauthorized',
  invalidFileType: 'Invalid File Type',
  fileTooLarge: 'File too large',
  largeFile: 'Large File Detected',
  transcriptionFailed: 'Transcription Failed',
  cancelled: 'Upload Cancelled',
} as const;

/** How long the spec waits before leaving the page after an upload failure. */
export const UPLOAD_REDIRECT_DELAYS = { subscription: 3000, unauthorized: 500 } as const;

/** A toast of the upload flow, and where to go once `afterMs` has passed. */
export interface UploadNotice {
  title: string;
  description: string;
  variant: 'default' | 'destructive';
  redirect?: { to: '/auth' | '/billing' | '/pricing'; afterMs: number };
}

const SENDING_STAGES: readonly (UploadStage | 'transcription')[] = ['large-upload', 'storage'];

/**
 * What to tell the person about a failure. The API's own message wins where it gave one (it is more specific than
 * the spec's fixed text, e.g. "You have used today's 3 free transcriptions…"); the fixed text is the fallback. A
 * refusal by the access gate is titled by its cause (the file's length, today's free transcriptions, credits, the plan).
 */
export function uploadFailureNotice(failure: UploadFailure, fileName = 'The file'): UploadNotice {
  const { reason, stage, serverMessage: own } = failure;
  const failed = (description: string): UploadNotice => ({ title: UPLOAD_TITLES.failed, description, variant: 'destructive' });
  const fallback = stage === 'process' ? UPLOAD_TEXTS.processFailed : UPLOAD_TEXTS.uploadFailed;
  switch (reason) {
    case 'cancelled':
      return { title: UPLOAD_TITLES.cancelled, description: UPLOAD_TEXTS.cancelled, variant: 'destructive' };
    case 'invalid-type':
      return { title: UPLOAD_TITLES.invalidFileType, description: own ?? UPLOAD_TEXTS.invalidFileType(fileName), variant: 'destructive' };
    case 'too-large':
      return { title: UPLOAD_TITLES.fileTooLarge, description: own ?? UPLOAD_TEXTS.fileTooLarge(fileName), variant: 'destructive' };
    case 'empty-file':
      return failed(own ?? UPLOAD_TEXTS.emptyFile(fileName));
    case 'network':
      return failed(stage === 'large-upload' ? UPLOAD_TEXTS.networkLargeFile : UPLOAD_TEXTS.network);
    case 'invalid-response':
      return failed(UPLOAD_TEXTS.parseFailed);
    case 'unauthorized':
      return {
        title: UPLOAD_TITLES.unauthorized,
        description: stage === 'upload-url' ? UPLOAD_TEXTS.loginForLargeFiles : UPLOAD_TEXTS.loggedOut,
        variant: 'destructive',
        redirect: { to: '/auth', afterMs: UPLOAD_REDIRECT_DELAYS.unauthorized },
      };
    case 'subscription-required':
    case 'subscription-expired':
    case 'subscription-cancelled': {
      const fixed = {
        'subscription-required': stage === 'process' ? UPLOAD_TEXTS.subscriptionRequiredProcess : UPLOAD_TEXTS.subscriptionRequiredUpload,
        'subscription-expired': UPLOAD_TEXTS.subscriptionExpired,
        'subscription-cancelled': UPLOAD_TEXTS.subscriptionCancelled,
      }[reason];
      // The gate's cause names the refusal: a file's length, today's free transcriptions or credits are all answered on
      // billing (credits are bought there); only a missing plan leads to the plans.
      const cause = failure.refusal?.cause;
      const title =
        cause === 'length'
          ? UPLOAD_TITLES.tooLongForFree
          : cause === 'allowance'
            ? UPLOAD_TITLES.freeAllowanceUsed
            : cause === 'credits'
              ? UPLOAD_TITLES.notEnoughCredits
              : UPLOAD_TITLES.subscription;
      const toPlans = reason === 'subscription-required' && (cause === undefined || cause === 'plan');
      return {
        title,
        description: own ?? fixed,
        variant: 'destructive',
        redirect: { to: toPlans ? '/pricing' : '/billing', afterMs: UPLOAD_REDIRECT_DELAYS.subscription },
      };
    }
    case 'forbidden':
      return failed(own ?? UPLOAD_TEXTS.accessDenied);
    case 'service-unavailable':
      // A failed pre-flight means the large-file service is out, whatever the API said about it.
      if (stage === 'large-health') return failed(UPLOAD_TEXTS.streamingUnavailable);
      return failed(own ?? (SENDING_STAGES.includes(stage) ? UPLOAD_TEXTS.streamingUnavailable : UPLOAD_TEXTS.serviceUnavailable));
    case 'transcription-failed':
      return {
        title: UPLOAD_TITLES.transcriptionFailed,
        description: own ?? UPLOAD_TEXTS.transcriptionFailedDefault,
        variant: 'destructive',
      };
    case 'rate-limited':
    case 'failed':
      return failed(own ?? fallback);
  }
}

/** The notice for a file over 100 MB: it goes in resumable chunks and takes longer. */
export function largeFileNotice(fileName: string): UploadNotice {
  return { title: UPLOAD_TITLES.largeFile, description: UPLOAD_TEXTS.largeFile(fileName), variant: 'default' };
}
