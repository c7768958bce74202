import { isAbortError, isUnauthorizedError } from '../errors';
import { createListeners, type Subscribable } from '../realtime/subscribable';
import { realTimers, type Timers } from '../realtime/timers';
import { LARGE_FILE_THRESHOLD, MAX_FILE_SIZE } from './constants';
import { transcriptionFailure, type UploadFailure, uploadFailureOf } from './upload-failure';
import type { UploadProgress } from './upload-progress';
import type { UploadStage } from './upload-stage';
import { checkUploadFile } from './validate-file';

/** How the queue follows each upload: when it first polls, how often, and when finished rows leave the list. */
export const UPLOAD_QUEUE_TIMING = {
  firstPollMs: 100,
  pollIntervalMs: 500,
  maxPollAttempts: 120,
  pollErrorRetryMs: 2000,
  maxPollErrors: 5,
  completedRemovalMs: 2000,
} as const;

export type UploadItemStatus = 'uploading' | 'processing' | 'completed' | 'error';

/** One file in the list. */
export interface UploadItem {
  readonly id: string;
  readonly name: string;
  /** Bytes. */
  readonly size: number;
  /** 0 to 100: the bytes sent while uploading, then the server's progress while processing. */
  readonly progress: number;
  readonly status: UploadItemStatus;
  /** Why it failed, once `status` is 'error'; the app words it. */
  readonly failure: UploadFailure | null;
  readonly transcriptionId: string | null;
}

/**
 * What the queue reports. It never words, shows or navigates anything itself: the app turns `refused`, `large-file`
 * and `failed` into what the person sees, and decides where a failure sends them.
 */
export type UploadQueueEvent =
  /** A file refused as it was added (type, size, empty): it never joined the list. */
  | { type: 'refused'; fileName: string; failure: UploadFailure }
  /** A file over the large-file threshold (100 MB) joined the list: it is sent in resumable chunks and takes longer. */
  | { type: 'large-file'; itemId: string; fileName: string }
  /** The file is in; cached transcription lists and stats are stale now. */
  | { type: 'uploaded'; itemId: string; transcriptionId: string }
  | { type: 'completed'; itemId: string; transcriptionId: string }
  /** The upload failed (`transcriptionId` null), or the transcription it became did, or the session ended while following it. */
  | { type: 'failed'; itemId: string; fileName: string; transcriptionId: string | null; failure: UploadFailure }
  /** No longer followed: too many polls, or too many failed polls in a row. */
  | { type: 'dropped'; itemId: string; transcriptionId: string | null; reason: 'poll-attempts' | 'poll-errors' };

/** What the queue needs of a transcription when it polls. Unknown statuses count as processing. */
export interface PolledTranscription {
  status: string;
  progress: number;
  errorMessage: string | null;
}

export interface QueueUploadOptions {
  fileName: string;
  signal: AbortSignal;
  onProgress(progress: UploadProgress): void;
  onStage(stage: UploadStage): void;
}

export interface UploadQueueOptions {
  upload(file: Blob, options: QueueUploadOptions): Promise<{ transcriptionId: string }>;
  getTranscription(id: string, options: { signal: AbortSignal }): Promise<PolledTranscription>;
  /** A fake clock in tests. */
  timers?: Timers;
  /** Files sent at the same time; the rest wait their turn. Default 2. */
  concurrency?: number;
}

interface Entry {
  item: UploadItem;
  file: Blob;
  controller: AbortController;
  timer: unknown;
  started: boolean;
  stage: UploadStage;
  polls: number;
  pollErrors: number;
}

let sequence = 0;
const nextId = () => `upload-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;
const clampPercent = (value: number) => (Number.isFinite(value) ? Math.min(100, Math.max(0, Math.round(value))) : 0);

/**
 * A headless list of uploads: validates, uploads, then polls each transcription until
 * it completes or fails. Follow the list with `subscribe` + `getSnapshot` (React's useSyncExternalStore) and what
 * happens to each file (refusals, failures with their reasons, completions) with `events.subscribe`.
 */
export class UploadQueue {
  readonly events: Subscribable<UploadQueueEvent>;
  private readonly eventListeners = createListeners<UploadQueueEvent>();
  private readonly changeListeners = createListeners<void>();
  private readonly entries = new Map<string, Entry>();
  private readonly timers: Timers;
  private readonly concurrency: number;
  private snapshot: readonly UploadItem[] = [];
  private active = 0;
  private destroyed = false;

  constructor(private readonly options: UploadQueueOptions) {
    this.timers = options.timers ?? realTimers;
    this.concurrency = Math.max(1, options.concurrency ?? 2);
    this.events = { subscribe: (listener) => this.eventListeners.subscribe(listener) };
  }

  /** Called after every change of the list. */
  subscribe = (listener: () => void): (() => void) => this.changeListeners.subscribe(listener);

  /** The list as it is now; the same array until something changes. */
  getSnapshot = (): readonly UploadItem[] => this.snapshot;

  /**
   * Adds files (a FileList, an array of Files, or Blobs that carry a `name`). Files that are not audio or video,
   * empty or over 2 GB are refused (a `refused` event each); the ids of those added are returned. Each file is
   * checked here, once: the upload that follows does not check it again.
   */
  add(files: Iterable<Blob> | ArrayLike<Blob>): string[] {
    if (this.destroyed) throw new Error('This upload queue was destroyed.');
    const added: string[] = [];
    for (const file of Array.from(files)) {
      const name = (file as Partial<File>).name || 'Untitled';
      const refused = checkUploadFile(file, name, MAX_FILE_SIZE);
      if (refused) {
        this.emit({ type: 'refused', fileName: name, failure: uploadFailureOf(refused, 'upload') });
        continue;
      }
      const item: UploadItem = {
        id: nextId(),
        name,
        size: file.size,
        progress: 0,
        status: 'uploading',
        failure: null,
        transcriptionId: null,
      };
      if (file.size > LARGE_FILE_THRESHOLD) this.emit({ type: 'large-file', itemId: item.id, fileName: name });
      this.entries.set(item.id, {
        item,
        file,
        controller: new AbortController(),
        timer: undefined,
        started: false,
        stage: 'upload',
        polls: 0,
        pollErrors: 0,
      });
      added.push(item.id);
    }
    if (added.length > 0) this.changed();
    this.pump();
    return added;
  }

  /** Removes an item, cancelling its upload or its polling. */
  remove(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    entry.controller.abort();
    if (entry.timer !== undefined) this.timers.clearTimeout(entry.timer);
    this.changed();
  }

  /** Cancels everything and stops emitting. */
  destroy(): void {
    for (const id of [...this.entries.keys()]) this.remove(id);
    this.destroyed = true;
    this.eventListeners.clear();
    this.changeListeners.clear();
  }

  private changed() {
    this.snapshot = [...this.entries.values()].map((entry) => entry.item);
    this.changeListeners.emit();
  }

  private update(entry: Entry, patch: Partial<UploadItem>) {
    if (!this.isLive(entry)) return;
    const keys = Object.keys(patch) as (keyof UploadItem)[];
    if (keys.every((key) => entry.item[key] === patch[key])) return;
    entry.item = { ...entry.item, ...patch };
    this.changed();
  }

  private isLive(entry: Entry) {
    return this.entries.get(entry.item.id) === entry;
  }

  private emit(event: UploadQueueEvent) {
    if (!this.destroyed) this.eventListeners.emit(event);
  }

  private fail(entry: Entry, failure: UploadFailure) {
    this.update(entry, { status: 'error', failure });
    const { id: itemId, name: fileName, transcriptionId } = entry.item;
    this.emit({ type: 'failed', itemId, fileName, transcriptionId, failure });
  }

  private pump() {
    for (const entry of this.entries.values()) {
      if (this.active >= this.concurrency) return;
      if (entry.started) continue;
      entry.started = true;
      this.active++;
      this.send(entry).finally(() => {
        this.active--;
        this.pump();
      });
    }
  }

  private async send(entry: Entry) {
    let transcriptionId: string;
    try {
      ({ transcriptionId } = await this.options.upload(entry.file, {
        fileName: entry.item.name,
        signal: entry.controller.signal,
        onProgress: (progress) => {
          if (entry.item.status === 'uploading') this.update(entry, { progress: progress.percent });
        },
        onStage: (stage) => {
          entry.stage = stage;
        },
      }));
    } catch (error) {
      if (!this.isLive(entry) || (isAbortError(error) && entry.controller.signal.aborted)) return;
      this.fail(entry, uploadFailureOf(error, entry.stage));
      return;
    }
    if (!this.isLive(entry)) return;
    this.update(entry, { status: 'processing', progress: 0, transcriptionId });
    this.emit({ type: 'uploaded', itemId: entry.item.id, transcriptionId });
    this.schedulePoll(entry, UPLOAD_QUEUE_TIMING.firstPollMs);
  }

  private schedulePoll(entry: Entry, delayMs: number) {
    entry.timer = this.timers.setTimeout(() => {
      entry.timer = undefined;
      void this.poll(entry);
    }, delayMs);
  }

  private drop(entry: Entry, reason: 'poll-attempts' | 'poll-errors') {
    this.remove(entry.item.id);
    this.emit({ type: 'dropped', itemId: entry.item.id, transcriptionId: entry.item.transcriptionId, reason });
  }

  private async poll(entry: Entry) {
    const id = entry.item.transcriptionId as string;
    let transcription: PolledTranscription;
    try {
      transcription = await this.options.getTranscription(id, { signal: entry.controller.signal });
    } catch (error) {
      if (!this.isLive(entry)) return;
      if (isUnauthorizedError(error)) {
        // Asking again cannot help: the session is gone.
        this.fail(entry, { reason: 'unauthorized', stage: 'transcription' });
        return;
      }
      // Failures in a row: one good answer in between starts the count again.
      entry.pollErrors++;
      if (entry.pollErrors >= UPLOAD_QUEUE_TIMING.maxPollErrors) return this.drop(entry, 'poll-errors');
      this.schedulePoll(entry, UPLOAD_QUEUE_TIMING.pollErrorRetryMs);
      return;
    }
    if (!this.isLive(entry)) return;
    entry.pollErrors = 0;
    entry.polls++;
    if (transcription.status === 'completed') {
      this.update(entry, { status: 'completed', progress: 100 });
      this.emit({ type: 'completed', itemId: entry.item.id, transcriptionId: id });
      entry.timer = this.timers.setTimeout(() => {
        entry.timer = undefined;
        this.remove(entry.item.id);
      }, UPLOAD_QUEUE_TIMING.completedRemovalMs);
      return;
    }
    if (transcription.status === 'failed') {
      this.fail(entry, transcriptionFailure(transcription.errorMessage));
      return;
    }
    this.update(entry, { status: 'processing', progress: clampPercent(transcription.progress) });
    if (entry.polls >= UPLOAD_QUEUE_TIMING.maxPollAttempts) return this.drop(entry, 'poll-attempts');
    this.schedulePoll(entry, UPLOAD_QUEUE_TIMING.pollIntervalMs);
  }
}
