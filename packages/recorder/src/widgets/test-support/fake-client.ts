import type { WidgetConfig, WidgetTranscription } from '@verbatim/core-sdk/contracts';
import type { RecordingUpload } from '../../live-recording-upload';
import type { WidgetClient, WidgetUploadOptions } from '../client';

// A stand-in for the SDK client in publishable-key mode, for the widgets' unit tests: each call is recorded and its
// answer is set by the test. (The real SDK against the real API is tested end to end.)

export const TEST_CONFIG: WidgetConfig = {
  widgets: ['uploader', 'recorder'],
  maxFileBytes: 50 * 1024 * 1024,
  minutesLeftToday: null,
  recordingLimitMs: 1_800_000,
  returnText: true,
};

export interface PendingUpload {
  file: Blob;
  options: WidgetUploadOptions;
  resolve(result: { transcriptionId: string }): void;
  reject(error: unknown): void;
}

export function transcription(patch: Partial<WidgetTranscription> = {}): WidgetTranscription {
  return {
    id: 'tr_1',
    fileName: 'interview.mp3',
    status: 'processing',
    progress: 0,
    errorMessage: null,
    duration: null,
    text: null,
    ...patch,
  };
}

class FakeRecordingUpload implements RecordingUpload {
  constructor(
    readonly api: FakeWidgetApi,
    readonly url: string,
    public offset: number,
  ) {}
  async append(bytes: Blob): Promise<number> {
    const stored = this.api.recordings.get(this.url) ?? [];
    stored.push(bytes);
    this.api.recordings.set(this.url, stored);
    this.offset += bytes.size;
    return this.offset;
  }
  async sync(): Promise<number> {
    return this.offset;
  }
  async finish(): Promise<{ transcriptionId: string }> {
    if (this.api.finishError) throw this.api.finishError;
    this.api.finished.push(this.url);
    return { transcriptionId: 'tr_rec' };
  }
}

export class FakeWidgetApi implements WidgetClient {
  /** The config answer, or the error the call rejects with. */
  config: WidgetConfig | Error = TEST_CONFIG;
  configCalls = 0;
  /** Answers of the transcription call, one per call; the last repeats. An Error rejects. */
  answers: (WidgetTranscription | Error)[] = [transcription()];
  transcriptionCalls: string[] = [];
  /** Uploads waiting for the test to settle them. */
  pending: PendingUpload[] = [];
  /** Recording uploads: their bytes by URL, and the ones finished. */
  recordings = new Map<string, Blob[]>();
  finished: string[] = [];
  finishError: Error | null = null;
  /** Recording uploads started. */
  started = 0;
  #next = 1;

  widget = {
    config: async (options?: { signal?: AbortSignal }) => {
      this.configCalls += 1;
      options?.signal?.throwIfAborted();
      if (this.config instanceof Error) throw this.config;
      return this.config;
    },
    transcription: async (id: string) => {
      this.transcriptionCalls.push(id);
      const answer = this.answers.length > 1 ? this.answers.shift() : this.answers[0];
      if (!answer) throw new Error('no answer scripted');
      if (answer instanceof Error) throw answer;
      return { ...answer, id };
    },
  };

  uploads = {
    upload: (file: Blob, options: WidgetUploadOptions = {}) =>
      new Promise<{ transcriptionId: string }>((resolve, reject) => {
        this.pending.push({ file, options, resolve, reject });
        options.signal?.addEventListener('abort', () => reject(options.signal?.reason), { once: true });
      }),
    startRecording: async () => {
      this.started += 1;
      const url = `https://verbatim.test/api/uploads/recordings/${this.#next++}`;
      return new FakeRecordingUpload(this, url, 0);
    },
    resumeRecording: async (url: string) => {
      const stored = this.recordings.get(url) ?? [];
      return new FakeRecordingUpload(
        this,
        url,
        stored.reduce((sum, blob) => sum + blob.size, 0),
      );
    },
  };

  /** The upload waiting longest. */
  get upload(): PendingUpload {
    const pending = this.pending[0];
    if (!pending) throw new Error('No upload was started');
    return pending;
  }
}
