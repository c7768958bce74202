/** A file in storage under its owner's prefix, checked to be audio or video, not yet a transcription. */
export interface StoredUpload {
  key: string;
  fileName: string;
  size: number;
  mimeType: string | null;
  /** True for a finished tus upload, whose bookkeeping goes once it is a transcription. */
  resumable: boolean;
}
