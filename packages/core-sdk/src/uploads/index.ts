export {
  chooseUploadPath,
  DEFAULT_THRESHOLDS,
  DIRECT_UPLOAD_THRESHOLD,
  LARGE_FILE_THRESHOLD,
  MAX_FILE_SIZE,
  type UploadPath,
  type UploadThresholds,
} from './constants';
export type { RecordingAppendOptions, RecordingFinishOptions, RecordingUpload, RecordingUploadInit } from './recording-upload';
export { createMemoryResumeStorage, type ResumeStorage, type StoredUpload } from './resume-storage';
export { isUploadError, UploadError, type UploadErrorCode } from './upload-error';
export { transcriptionFailure, type UploadFailure, type UploadFailureReason, uploadFailureOf } from './upload-failure';
export {
  type PolledTranscription,
  type QueueUploadOptions,
  UPLOAD_QUEUE_TIMING,
  type UploadItem,
  type UploadItemStatus,
  UploadQueue,
  type UploadQueueEvent,
  type UploadQueueOptions,
} from './upload-queue';
export type { UploadStage } from './upload-stage';
export {
  type ResumableUploadConfig,
  type UploadFileOptions,
  type UploadProgress,
  type UploadsClientOptions,
  type UploadsConfig,
  type UploadsResource,
  uploadsResource,
} from './uploads-resource';
export { checkUploadFile } from './validate-file';
