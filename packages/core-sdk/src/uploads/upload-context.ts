import type { Http } from '../http';
import type { ProgressTransport } from './send-with-progress';
import type { UploadStage } from './upload-stage';

/** What every upload path needs of the client: its calls, and how to send bodies that report progress. */
export interface UploadTransport {
  http: Http;
  /** The client's base URL without a trailing slash ("" for the page's own origin). */
  base: string;
  fetch: typeof fetch;
  /** Headers the client sends with every request (the publishable key's among them). */
  headers: Record<string, string>;
  /** Whether API requests carry cookies: not with a publishable key. */
  credentials: 'include' | 'omit';
  transport: ProgressTransport;
}

/** One file on its way, already checked: what a path sends and whom it tells. */
export interface UploadJob {
  file: Blob;
  fileName: string;
  signal: AbortSignal | undefined;
  /** Sent with the final process call, so that repeating it never makes a second transcription. */
  idempotencyKey: string;
  onStage(stage: UploadStage): void;
  /** Bytes of the file sent so far (the reporter keeps it whole and monotonic). */
  onProgress(sent: number): void;
}
