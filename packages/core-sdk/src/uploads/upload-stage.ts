/**
 * Which call of an upload is under way (and so which one failed):
 * - `upload`: the one-request multipart upload (POST /api/transcriptions/upload);
 * - `upload-url`: asking for a storage URL (POST /api/objects/upload);
 * - `storage`: sending the bytes to that URL;
 * - `large-health`: the large-file pre-flight (GET /api/upload-large/health);
 * - `large-upload`: sending a large file (POST /api/upload-large, or the resumable upload);
 * - `process`: turning a stored file into a transcription (POST /api/objects/process-upload, /api/transcriptions/process-large).
 */
export type UploadStage = 'upload' | 'upload-url' | 'storage' | 'large-health' | 'large-upload' | 'process';
