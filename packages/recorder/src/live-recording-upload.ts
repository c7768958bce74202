import type { RecordingSink } from './media-recorder-driver';
import { systemClock } from './recorder-machine';
import type { RecordingStore, StoredRecording } from './recording-store';
import { createSnapshotStore, type SnapshotStore } from './snapshot-store';

// The SDK's resumable recording upload (`client.uploads` of @verbatim/core-sdk satisfies these), declared here so that
// the recorder does not depend on the SDK.

/** One resumable upload on the server (tus). */
export interface RecordingUpload {
  readonly url: string;
  /** How many bytes the server has, as far as this object knows. */
  readonly offset: number;
  /** `bytes` must start exactly at `offset`; resolves with the new offset. A mismatch rejects (409). */
  append(bytes: Blob, options?: { signal?: AbortSignal }): Promise<number>;
  /** Asks the server for its offset; rejects with an error whose `status` is 404 when the server no longer has the upload. */
  sync(): Promise<number>;
  /** Ends the upload and starts its transcription. */
  finish(options?: { finalBytes?: Blob; draftText?: string; signal?: AbortSignal }): Promise<{ transcriptionId: string }>;
}

export interface RecordingUploads {
  startRecording(init: { fileName: string; mimeType: string; signal?: AbortSignal }): Promise<RecordingUpload>;
  resumeRecording(url: string, init: { fileName: string; mimeType: string; signal?: AbortSignal }): Promise<RecordingUpload>;
}

/** How far a live recording has got. `getSnapshot()` returns the same object until something changes. */
export interface LiveRecordingStatus {
  /** Kept on this device. */
  bytesRecorded: number;
  /** Confirmed by the server. */
  bytesUploaded: number;
  /** False while the server cannot be reached; the recording is still kept locally and is sent once it can. */
  online: boolean;
  /** The last failure's message (offline, refused, the device's storage failing), null once things work again. */
  error: string | null;
}

/** A recording kept in IndexedDB and streamed to the server while it runs. Hand it to the driver as its sink. */
export interface LiveRecording extends RecordingSink {
  readonly id: string;
  readonly fileName: string;
  readonly mimeType: string;
  getSnapshot(): LiveRecordingStatus;
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: (status: LiveRecordingStatus) => void): () => void;
  /** What live captions heard so far: kept with the recording and sent with `transcribe()`. */
  setDraftText(text: string): void;
  /** Recorded time so far (the driver's `elapsedMs`), shown when the recording has to be recovered; kept with each chunk. */
  setDurationMs(durationMs: number): void;
  /** The whole recording from this device (preview, Download). */
  blob(): Promise<Blob>;
  /**
   * After stop: sends what the server does not have yet, then finishes the upload with the draft text, which starts
   * the transcription; then deletes the local copy. Rejects on the first failure (offline, say): the upload still
   * goes on in the background, and calling it again tries again at once.
   */
  transcribe(): Promise<{ transcriptionId: string }>;
  /** Deletes the local copy and stops uploading. The server's partial copy expires on its own. */
  discard(): Promise<void>;
  /**
   * Stops uploading and lets go of the recording without deleting it, for a page or widget going away: the local copy
   * stays and `recoverRecordings` offers it again (as stopped, at its last stored chunk). No timer or request is left.
   * Chunks handed over before are still stored, later ones are refused; resolves once they are in the store.
   */
  close(): Promise<void>;
}

/** Timers, injectable for tests; `RecorderClock` fits. */
export interface LiveRecordingTimers {
  /** Runs `callback` once after `ms`; the returned function cancels it. */
  schedule(callback: () => void, ms: number): () => void;
}

/** Which recordings are live somewhere (this tab or another), so that recovery leaves them alone. */
export interface RecordingLocks {
  /** Marks the recording live until the returned function is called, or until the tab goes away. */
  hold(id: string): () => void;
  isHeld(id: string): Promise<boolean>;
}

export interface LiveUploadOptions {
  store: RecordingStore;
  uploads: RecordingUploads;
  timers?: LiveRecordingTimers;
  /** Send as soon as this much is waiting. Default 256 KiB. */
  batchBytes?: number;
  /** …or once bytes have waited this long. Default 5 s. */
  batchIntervalMs?: number;
  /** The most one request carries, and so the most the pump reads from the store at once. Default 4 MiB. */
  maxBatchBytes?: number;
  /** Waits between tries while the server cannot be reached; the last one repeats. Default 1 s, 2 s, 5 s, 10 s. */
  retryDelaysMs?: readonly number[];
  /** Default: this page's locks (Web Locks where the browser has them, so other tabs see them too). */
  locks?: RecordingLocks;
}

export interface LiveRecordingOptions extends LiveUploadOptions {
  fileName: string;
  mimeType: string;
  /** Default: a random UUID. */
  id?: string;
  /** Wall clock for `createdAt`, in ms since the epoch. Default `Date.now`. */
  now?: () => number;
}

export const LIVE_UPLOAD_BATCH_BYTES = 256 * 1024;
export const LIVE_UPLOAD_BATCH_INTERVAL_MS = 5_000;
export const LIVE_UPLOAD_MAX_BATCH_BYTES = 4 * 1024 * 1024;
export const LIVE_UPLOAD_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000];

const LOCK_PREFIX = 'verbatim-recording:';

/**
 * Locks held in this page, and through `lockManager` (the browser's Web Locks) in every tab of the origin: a lock
 * is released when its tab dies, which is exactly when its recording needs recovering.
 */
export function createRecordingLocks(lockManager: LockManager | null | undefined = globalThis.navigator?.locks): RecordingLocks {
  const held = new Set<string>();
  return {
    hold(id) {
      held.add(id);
      let release: () => void = () => undefined;
      if (lockManager) {
        const released = new Promise<void>((resolve) => {
          release = resolve;
        });
        lockManager.request(LOCK_PREFIX + id, () => released).catch(() => undefined);
      }
      return () => {
        held.delete(id);
        release();
      };
    },
    async isHeld(id) {
      if (held.has(id)) return true;
      if (!lockManager) return false;
      const state = await lockManager.query();
      return [...(state.held ?? []), ...(state.pending ?? [])].some((lock) => lock.name === LOCK_PREFIX + id);
    },
  };
}

let pageLocks: RecordingLocks | undefined;
const defaultLocks = () => {
  pageLocks ??= createRecordingLocks();
  return pageLocks;
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
}

/** The server no longer has the upload (expired, cleaned up): start a new one and send everything again. */
function isUploadLost(error: unknown): boolean {
  const status = statusOf(error);
  return status === 404 || status === 410;
}

/** tus answers 409 when `Upload-Offset` is not what the server has (a response lost after the server kept the bytes). */
function isOffsetMismatch(error: unknown): boolean {
  if (statusOf(error) === 409) return true;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /offset/i.test(code);
}

/** No answer at all, or one that says "later": the server cannot be reached for now. */
function isUnreachable(error: unknown): boolean {
  const status = statusOf(error);
  return status === undefined || status === 408 || status === 429 || status >= 500;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The server claims bytes this recording never had: its upload is not ours to continue. */
class ForeignUploadError extends Error {
  readonly status = 410;
}

type Phase = 'recording' | 'stopped' | 'transcribing' | 'transcribed' | 'discarded' | 'closed';

interface Waiter {
  urgentOnly: boolean;
  wake(): void;
}

interface Restored {
  record: StoredRecording;
}

class LiveRecordingImpl implements LiveRecording {
  readonly id: string;
  readonly fileName: string;
  #mimeType: string;
  readonly #store: RecordingStore;
  readonly #uploads: RecordingUploads;
  readonly #timers: LiveRecordingTimers;
  readonly #now: () => number;
  readonly #batchBytes: number;
  readonly #batchIntervalMs: number;
  readonly #maxBatchBytes: number;
  readonly #retryDelaysMs: readonly number[];
  readonly #releaseLock: () => void;
  readonly #controller = new AbortController();

  #phase: Phase;
  readonly #status: SnapshotStore<LiveRecordingStatus>;
  #stored: number;
  #acknowledged: number;
  #upload: RecordingUpload | null = null;
  #uploadUrl: string | null;
  #draftText: string;
  #durationMs: number;

  // The store record is made with the first chunk, so a recording that never got one leaves nothing behind.
  #creating: Promise<void> | null;
  #created: boolean;
  #appends: Promise<void> = Promise.resolve();
  #metaDirty = false;
  #metaWriting = false;

  #waiter: Waiter | null = null;
  #batchDue = false;
  #cancelBatchTimer: (() => void) | null = null;
  #drainWaiters: { resolve(): void; reject(error: unknown): void }[] = [];
  #transcribing: Promise<{ transcriptionId: string }> | null = null;

  constructor(options: LiveRecordingOptions, restored?: Restored) {
    this.#store = options.store;
    this.#uploads = options.uploads;
    this.#timers = options.timers ?? systemClock;
    this.#now = options.now ?? Date.now;
    this.#batchBytes = options.batchBytes ?? LIVE_UPLOAD_BATCH_BYTES;
    this.#batchIntervalMs = options.batchIntervalMs ?? LIVE_UPLOAD_BATCH_INTERVAL_MS;
    this.#maxBatchBytes = options.maxBatchBytes ?? LIVE_UPLOAD_MAX_BATCH_BYTES;
    const delays = options.retryDelaysMs ?? LIVE_UPLOAD_RETRY_DELAYS_MS;
    this.#retryDelaysMs = delays.length > 0 ? delays : LIVE_UPLOAD_RETRY_DELAYS_MS;
    if (!(this.#maxBatchBytes > 0)) throw new RangeError('maxBatchBytes must be positive.');

    const record = restored?.record;
    this.id = record?.id ?? options.id ?? globalThis.crypto.randomUUID();
    this.fileName = record?.fileName ?? options.fileName;
    this.#mimeType = record?.mimeType ?? options.mimeType;
    this.#phase = record ? 'stopped' : 'recording';
    this.#stored = record?.bytesStored ?? 0;
    // What the store says the server confirmed is only a hint: the upload's own offset is asked for before sending.
    this.#acknowledged = Math.min(record?.bytesAcknowledged ?? 0, this.#stored);
    this.#uploadUrl = record?.uploadUrl ?? null;
    this.#draftText = record?.draftText ?? '';
    this.#durationMs = record?.durationMs ?? 0;
    this.#created = record !== undefined;
    this.#creating = record ? Promise.resolve() : null;
    this.#status = createSnapshotStore<LiveRecordingStatus>({
      bytesRecorded: this.#stored,
      bytesUploaded: this.#acknowledged,
      online: true,
      error: null,
    });

    this.#releaseLock = (options.locks ?? defaultLocks()).hold(this.id);
    void this.#pump();
  }

  get mimeType(): string {
    return this.#mimeType;
  }

  getSnapshot = (): LiveRecordingStatus => this.#status.get();

  subscribe = (listener: (status: LiveRecordingStatus) => void): (() => void) => this.#status.subscribe(listener);

  setDraftText(text: string): void {
    if (text === this.#draftText) return;
    this.#draftText = text;
    this.#saveMeta();
  }

  setDurationMs(durationMs: number): void {
    if (durationMs === this.#durationMs) return;
    this.#durationMs = durationMs;
    // The machine ticks four times a second: the duration is written with the next chunk (or at stop), not each time.
    this.#metaDirty = true;
  }

  // RecordingSink

  append(chunk: Blob): Promise<void> {
    // Whether a chunk is taken is decided when it is handed over: one queued before close() is still kept.
    const refused = this.#phase === 'recording' ? null : new Error(`Cannot add to a recording that is ${this.#phase}.`);
    // Serialised here as well as in the driver, so that order holds whoever calls.
    const appended = this.#appends.then(() => {
      if (refused) throw refused;
      return this.#append(chunk);
    });
    this.#appends = appended.catch(() => undefined);
    return appended;
  }

  async finish(mimeType: string): Promise<Blob> {
    await this.#appends;
    if (this.#phase === 'discarded' || this.#phase === 'closed') throw new Error(`The recording was ${this.#phase}.`);
    await this.#ensureCreated();
    if (mimeType) this.#mimeType = mimeType;
    if (this.#phase === 'recording') this.#phase = 'stopped';
    await this.#store.update(this.id, {
      state: 'stopped',
      mimeType: this.#mimeType,
      durationMs: this.#durationMs,
      draftText: this.#draftText,
    });
    // Whatever is left goes now, without waiting for a full batch.
    this.#kick(false);
    return this.#store.blob(this.id, this.#mimeType);
  }

  blob(): Promise<Blob> {
    return this.#store.blob(this.id, this.#mimeType);
  }

  transcribe(): Promise<{ transcriptionId: string }> {
    if (this.#transcribing) return this.#transcribing;
    if (this.#phase === 'recording') return Promise.reject(new Error('The recording is still running: stop it first.'));
    if (this.#phase === 'discarded' || this.#phase === 'transcribed' || this.#phase === 'closed') {
      return Promise.reject(new Error(`The recording was already ${this.#phase}.`));
    }
    const transcribing = this.#transcribe().finally(() => {
      this.#transcribing = null;
    });
    this.#transcribing = transcribing;
    return transcribing;
  }

  close(): Promise<void> {
    if (this.#isOpen()) this.#close('closed', new Error('The recording was closed; it stays on this device.'));
    return this.#appends;
  }

  async discard(): Promise<void> {
    if (this.#phase === 'discarded') return;
    this.#close('discarded', new Error('The recording was discarded.'));
    // Let a record being made be made first, so the delete removes it rather than racing it.
    await this.#appends;
    await this.#creating?.catch(() => undefined);
    await this.#store.delete(this.id);
  }

  // Storing

  async #append(chunk: Blob): Promise<void> {
    if (this.#phase === 'discarded') throw new Error('Cannot add to a recording that is discarded.');
    if (chunk.size === 0) return;
    try {
      await this.#ensureCreated();
      // The local copy first: it is what survives a crash or a long time offline.
      const record = await this.#store.appendChunk(this.id, chunk);
      this.#stored = record.bytesStored;
    } catch (error) {
      this.#setStatus({ error: `This device could not keep the recording: ${messageOf(error)}` });
      throw error;
    }
    this.#setStatus({ bytesRecorded: this.#stored });
    if (this.#metaDirty) this.#saveMeta();
    this.#kick(false);
  }

  #ensureCreated(): Promise<void> {
    this.#creating ??= this.#store
      .create({
        id: this.id,
        fileName: this.fileName,
        mimeType: this.#mimeType,
        createdAt: this.#now(),
        durationMs: this.#durationMs,
        draftText: this.#draftText,
      })
      .then(() => {
        this.#created = true;
        // Changes made while the record was being made.
        if (this.#metaDirty) this.#saveMeta();
      });
    return this.#creating;
  }

  /** Keeps the draft text and duration; at most one write at a time, the next one carries the latest values. */
  #saveMeta() {
    this.#metaDirty = true;
    if (!this.#created || this.#metaWriting || !this.#isOpen()) return;
    this.#metaWriting = true;
    void (async () => {
      try {
        while (this.#metaDirty && this.#isOpen()) {
          this.#metaDirty = false;
          await this.#store.update(this.id, { draftText: this.#draftText, durationMs: this.#durationMs });
        }
      } catch (error) {
        this.#setStatus({ error: `This device could not keep the recording: ${messageOf(error)}` });
      } finally {
        this.#metaWriting = false;
      }
    })();
  }

  // Uploading

  #isOpen(): boolean {
    return this.#phase !== 'discarded' && this.#phase !== 'transcribed' && this.#phase !== 'closed';
  }

  /** The background pump: one request at a time, in order, from the store, until transcribed or discarded. */
  async #pump(): Promise<void> {
    let failures = 0;
    let lostInARow = 0;
    while (this.#isOpen()) {
      const unsent = this.#stored - this.#acknowledged;
      const stopped = this.#phase !== 'recording';
      // The upload is made with the first chunk (or for an empty recording that is to be transcribed).
      const needUpload = this.#upload === null && (this.#stored > 0 || this.#phase === 'transcribing');
      const sendNow = unsent > 0 && (stopped || unsent >= this.#batchBytes || this.#batchDue);
      if (!needUpload && !sendNow) {
        if (unsent === 0 && stopped && this.#upload) this.#settleDrain(null);
        if (unsent > 0) this.#armBatchTimer();
        await this.#wait(null, false);
        continue;
      }
      try {
        if (needUpload) {
          await this.#openUpload();
        } else {
          await this.#sendBatch();
          lostInARow = 0;
        }
        failures = 0;
        this.#setStatus({ online: true, error: null });
      } catch (error) {
        if (!this.#isOpen()) return;
        // The server lost the upload: start a new one at once and send everything again from the store. If that
        // happens again straight away, back off like any other failure rather than spin.
        if (isUploadLost(error) && this.#upload !== null) {
          await this.#forgetUpload();
          lostInARow += 1;
          if (lostInARow === 1) continue;
        }
        this.#settleDrain(error);
        this.#setStatus({ online: !isUnreachable(error), error: messageOf(error) });
        const delay = this.#retryDelaysMs[Math.min(failures, this.#retryDelaysMs.length - 1)] ?? 10_000;
        failures += 1;
        // Only transcribe() or discard() cut a wait short; new chunks do not.
        await this.#wait(delay, true);
      }
    }
  }

  async #openUpload(): Promise<void> {
    const init = { fileName: this.fileName, mimeType: this.#mimeType, signal: this.#controller.signal };
    let upload: RecordingUpload | null = null;
    if (this.#uploadUrl) {
      try {
        upload = await this.#uploads.resumeRecording(this.#uploadUrl, init);
      } catch (error) {
        if (!isUploadLost(error)) throw error;
      }
      if (upload && upload.offset > this.#stored) upload = null;
    }
    upload ??= await this.#uploads.startRecording(init);
    if (!this.#isOpen()) return;
    this.#upload = upload;
    this.#uploadUrl = upload.url;
    await this.#acknowledge(upload.offset);
  }

  async #sendBatch(): Promise<void> {
    const upload = this.#upload;
    if (!upload) return;
    // One batch at most is read at a time: in Chromium it is a Blob over the chunks' files; elsewhere it is at most
    // maxBatchBytes in memory, however far behind the upload is.
    // The upload says where the next bytes must start; normally that is what the server last confirmed.
    if (upload.offset !== this.#acknowledged) await this.#acknowledge(upload.offset);
    const batch = await this.#store.readFrom(this.id, upload.offset, this.#maxBatchBytes);
    if (batch.size === 0) throw new Error('The stored recording is missing bytes it says it has.');
    let offset: number;
    try {
      offset = await upload.append(batch, { signal: this.#controller.signal });
    } catch (error) {
      if (!isOffsetMismatch(error)) throw error;
      // The server has another offset (it kept a batch whose answer was lost): carry on from its own count.
      offset = await upload.sync();
    }
    if (upload !== this.#upload) return;
    this.#batchDue = false;
    this.#cancelBatchTimer?.();
    this.#cancelBatchTimer = null;
    await this.#acknowledge(offset);
  }

  async #acknowledge(offset: number): Promise<void> {
    if (!Number.isSafeInteger(offset) || offset < 0 || offset > this.#stored) {
      throw new ForeignUploadError(`The server reports ${offset} bytes of a ${this.#stored}-byte recording.`);
    }
    this.#acknowledged = offset;
    // An answer came, so the server is reachable again.
    this.#setStatus({ bytesUploaded: offset, online: true, error: null });
    await this.#store.update(this.id, { uploadUrl: this.#uploadUrl, bytesAcknowledged: offset });
  }

  async #forgetUpload(): Promise<void> {
    this.#upload = null;
    this.#uploadUrl = null;
    this.#acknowledged = 0;
    this.#setStatus({ bytesUploaded: 0 });
    await this.#store.update(this.id, { uploadUrl: null, bytesAcknowledged: 0 });
  }

  #armBatchTimer() {
    if (this.#cancelBatchTimer || this.#batchDue) return;
    this.#cancelBatchTimer = this.#timers.schedule(() => {
      this.#cancelBatchTimer = null;
      this.#batchDue = true;
      this.#kick(false);
    }, this.#batchIntervalMs);
  }

  /** Waits for a kick (an urgent one only, if `urgentOnly`) or `ms`, whichever comes first. */
  #wait(ms: number | null, urgentOnly: boolean): Promise<void> {
    return new Promise((resolve) => {
      let settled = false;
      let cancelTimer: () => void = () => undefined;
      const wake = () => {
        if (settled) return;
        settled = true;
        cancelTimer();
        if (this.#waiter === waiter) this.#waiter = null;
        resolve();
      };
      const waiter: Waiter = { urgentOnly, wake };
      this.#waiter = waiter;
      if (ms !== null) cancelTimer = this.#timers.schedule(wake, ms);
    });
  }

  #kick(urgent: boolean) {
    const waiter = this.#waiter;
    if (waiter && (urgent || !waiter.urgentOnly)) waiter.wake();
  }

  /** Resolves once the server has every byte of the stopped recording; rejects with the pump's next failure. */
  #drain(): Promise<void> {
    if (this.#phase !== 'recording' && this.#upload && this.#acknowledged === this.#stored) return Promise.resolve();
    return new Promise((resolve, reject) => {
      this.#drainWaiters.push({ resolve, reject });
      this.#kick(true);
    });
  }

  #settleDrain(error: unknown) {
    for (const waiter of this.#drainWaiters.splice(0)) {
      if (error === null) waiter.resolve();
      else waiter.reject(error);
    }
  }

  async #transcribe(): Promise<{ transcriptionId: string }> {
    this.#phase = 'transcribing';
    try {
      for (let attempt = 0; ; attempt += 1) {
        await this.#drain();
        const upload = this.#upload;
        if (!upload) continue;
        try {
          const result = await upload.finish({
            ...(this.#draftText ? { draftText: this.#draftText } : {}),
            signal: this.#controller.signal,
          });
          this.#close('transcribed', new Error('The recording was transcribed.'));
          // The transcription has started: the local copy is no longer needed. Should deleting fail, the recording
          // would be offered for recovery again, whose upload the server has finished and will refuse.
          await this.#store.delete(this.id).catch(() => undefined);
          return result;
        } catch (error) {
          // The server lost the upload before it could finish: send everything again, once.
          if (!isUploadLost(error) || attempt > 0 || !this.#isOpen()) throw error;
          await this.#forgetUpload();
          this.#kick(true);
        }
      }
    } catch (error) {
      if (this.#phase === 'transcribing') this.#phase = 'stopped';
      this.#setStatus({ error: messageOf(error) });
      throw error;
    }
  }

  #close(phase: 'transcribed' | 'discarded' | 'closed', reason: Error) {
    this.#phase = phase;
    this.#controller.abort(reason);
    this.#cancelBatchTimer?.();
    this.#cancelBatchTimer = null;
    this.#settleDrain(reason);
    this.#kick(true);
    this.#releaseLock();
  }

  #setStatus(patch: Partial<LiveRecordingStatus>) {
    const current = this.#status.get();
    // Only a real change is announced (the pump reports after every batch, often with nothing new).
    if ((Object.keys(patch) as (keyof LiveRecordingStatus)[]).every((key) => patch[key] === current[key])) return;
    this.#status.update(patch);
  }
}

/**
 * Starts a live recording: the sink to hand to `MediaRecorderDriver`. Each chunk is kept in the store first, then a
 * background pump sends what the server does not have, in batches, one request at a time, retrying while offline.
 */
export function createLiveRecording(options: LiveRecordingOptions): LiveRecording {
  return new LiveRecordingImpl(options);
}

/** A recording found in the store after the page that made it went away (closed, crashed, reloaded). */
export interface RecoverableRecording {
  id: string;
  fileName: string;
  mimeType: string;
  createdAt: number;
  durationMs: number;
  bytesStored: number;
  /**
   * A live recording in its stopped state: it uploads what is missing at once; `transcribe()` it, or preview it with
   * `blob()`. Rejects if the recording is open elsewhere (resumed in another tab).
   */
  resume(): Promise<LiveRecording>;
  /** Deletes the local copy; the server's partial copy expires on its own. */
  discard(): Promise<void>;
}

/**
 * The unfinished recordings in the store: anything there is unfinished by definition, since a recording is deleted once
 * its transcription has started or it was discarded. Recordings still live in this or another tab are left out, and
 * one that never got a byte is deleted.
 *
 * A recording whose state is still 'recording' (its tab died while recording) is taken as stopped at its last stored
 * chunk. That is a usable file: WebM from MediaRecorder carries no index at its end to miss (its cues and duration are
 * never written when recording in chunks), so players and ffmpeg decode it up to the last complete cluster. Safari's
 * MP4 is fragmented when recorded in chunks and should likewise decode up to its last complete fragment (not checked here).
 */
export async function recoverRecordings(options: LiveUploadOptions): Promise<RecoverableRecording[]> {
  const { store } = options;
  const locks = options.locks ?? defaultLocks();
  const recordings = await store.list();
  const held = await Promise.all(recordings.map((recording) => locks.isHeld(recording.id)));
  const free = recordings.filter((_, index) => !held[index]);
  // A record without a byte (its tab died before the first chunk was kept) has nothing to recover.
  const empty = free.filter((recording) => recording.bytesStored === 0);
  await Promise.all(empty.map((recording) => store.delete(recording.id)));

  async function resume(recording: StoredRecording): Promise<LiveRecording> {
    if (await locks.isHeld(recording.id)) throw new Error('This recording is already open.');
    const record = recording.state === 'recording' ? await store.update(recording.id, { state: 'stopped' }) : await store.get(recording.id);
    if (!record) throw new Error('This recording is no longer on this device.');
    return new LiveRecordingImpl({ ...options, locks, id: record.id, fileName: record.fileName, mimeType: record.mimeType }, { record });
  }

  return free
    .filter((recording) => recording.bytesStored > 0)
    .map((recording): RecoverableRecording => {
      let resuming: Promise<LiveRecording> | null = null;
      return {
        id: recording.id,
        fileName: recording.fileName,
        mimeType: recording.mimeType,
        createdAt: recording.createdAt,
        durationMs: recording.durationMs,
        bytesStored: recording.bytesStored,
        resume() {
          // A second call (a double click) gets the same live recording; a failed one may be tried again.
          resuming ??= resume(recording).catch((error: unknown) => {
            resuming = null;
            throw error;
          });
          return resuming;
        },
        discard: () => store.delete(recording.id),
      };
    });
}
