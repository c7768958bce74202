import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createLiveRecording,
  createRecordingLocks,
  type LiveRecording,
  type LiveRecordingOptions,
  type LiveRecordingStatus,
  type RecordingLocks,
  type RecordingUpload,
  type RecordingUploads,
  recoverRecordings,
} from './live-recording-upload';
import { MediaRecorderDriver, type MediaRecorderLike, type MediaStreamLike, type MediaStreamTrackLike } from './media-recorder-driver';
import { createRecorderMachine } from './recorder-machine';
import { openRecordingStore, type RecordingStore } from './recording-store';

// An in-memory stand-in for the server's resumable recording uploads (the SDK's client.uploads in the app): it can go
// offline, lose an upload (404), keep a batch but lose its answer, and insists that every append starts at its offset.

class HttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

class FakeNetworkError extends Error {
  override readonly name = 'NetworkError';
}

interface ServerUpload {
  fileName: string;
  mimeType: string;
  data: Buffer;
  finished: { draftText: string | undefined } | null;
}

class FakeServer implements RecordingUploads {
  readonly uploads = new Map<string, ServerUpload>();
  readonly log: string[] = [];
  /** When each request arrived (fake time), failed or not. */
  readonly attempts: number[] = [];
  offline = false;
  /** The next append is kept, but its answer never arrives. */
  dropNextAnswer = false;
  inFlight = 0;
  maxInFlight = 0;
  #next = 1;

  async startRecording(init: { fileName: string; mimeType: string }): Promise<RecordingUpload> {
    return this.request('start', async () => {
      const url = `https://verbatim.test/api/uploads/recordings/${this.#next++}`;
      this.uploads.set(url, { fileName: init.fileName, mimeType: init.mimeType, data: Buffer.alloc(0), finished: null });
      return new FakeUpload(this, url, 0);
    });
  }

  async resumeRecording(url: string): Promise<RecordingUpload> {
    return this.request('resume', async () => new FakeUpload(this, url, this.upload(url).data.length));
  }

  async request<T>(name: string, run: () => Promise<T>): Promise<T> {
    this.attempts.push(Date.now());
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await new Promise((resolve) => setImmediate(resolve));
      if (this.offline) {
        this.log.push(`${name} offline`);
        throw new FakeNetworkError('Failed to fetch');
      }
      const result = await run();
      this.log.push(name);
      return result;
    } catch (error) {
      if (!this.offline) this.log.push(`${name} ${(error as { status?: number }).status ?? 'failed'}`);
      throw error;
    } finally {
      this.inFlight -= 1;
    }
  }

  upload(url: string): ServerUpload {
    const upload = this.uploads.get(url);
    if (!upload) throw new HttpError('404: Upload not found', 404);
    return upload;
  }

  lose(url: string) {
    this.uploads.delete(url);
  }

  text(url: string): string {
    return this.upload(url).data.toString();
  }

  get urls(): string[] {
    return [...this.uploads.keys()];
  }
}

class FakeUpload implements RecordingUpload {
  constructor(
    readonly server: FakeServer,
    readonly url: string,
    public offset: number,
  ) {}

  append(bytes: Blob): Promise<number> {
    return this.server.request(`append ${this.offset}+${bytes.size}`, async () => {
      const upload = this.server.upload(this.url);
      if (upload.finished) throw new HttpError('403: finished', 403);
      if (this.offset !== upload.data.length) throw new HttpError('409: Upload-Offset mismatch', 409);
      upload.data = Buffer.concat([upload.data, Buffer.from(await bytes.arrayBuffer())]);
      // Like a real client, this object learns the new offset only from the answer.
      if (this.server.dropNextAnswer) {
        this.server.dropNextAnswer = false;
        throw new FakeNetworkError('The connection was reset');
      }
      this.offset = upload.data.length;
      return this.offset;
    });
  }

  sync(): Promise<number> {
    return this.server.request('sync', async () => {
      this.offset = this.server.upload(this.url).data.length;
      return this.offset;
    });
  }

  finish(options: { draftText?: string } = {}): Promise<{ transcriptionId: string }> {
    return this.server.request('finish', async () => {
      const upload = this.server.upload(this.url);
      if (this.offset !== upload.data.length) throw new HttpError('409: Upload-Offset mismatch', 409);
      upload.finished = { draftText: options.draftText };
      return { transcriptionId: `tr_${this.url.split('/').pop()}` };
    });
  }
}

/**
 * A tab's view of the server that can die: after `crash()` nothing it sends gets an answer. With
 * `crashDuringNextAppend()` the next append reaches the server and the tab dies before the answer comes back.
 */
function mortalClient(server: FakeServer) {
  let dead = false;
  let dieDuringAppend = false;
  const never = new Promise<never>(() => undefined);
  const mortal = (upload: RecordingUpload): RecordingUpload => ({
    get url() {
      return upload.url;
    },
    get offset() {
      return upload.offset;
    },
    append: async (bytes) => {
      if (dead) return never;
      const offset = await upload.append(bytes);
      if (dieDuringAppend) dead = true;
      return dead ? never : offset;
    },
    sync: async () => (dead ? never : upload.sync()),
    finish: async (options) => (dead ? never : upload.finish(options)),
  });
  const client: RecordingUploads = {
    startRecording: async (init) => (dead ? never : mortal(await server.startRecording(init))),
    resumeRecording: async (url) => (dead ? never : mortal(await server.resumeRecording(url))),
  };
  return {
    client,
    get dead() {
      return dead;
    },
    crash() {
      dead = true;
    },
    crashDuringNextAppend() {
      dieDuringAppend = true;
    },
  };
}

/** The store, with every read of the pump recorded: how much it asked for, how much it got, and any overlap. */
function watchedStore(store: RecordingStore, server: FakeServer) {
  const reads: { offset: number; limit: number | undefined; size: number }[] = [];
  let reading = 0;
  let overlaps = 0;
  const watched: RecordingStore = {
    ...store,
    async readFrom(id, offset, limit) {
      reading += 1;
      // A second read while one is under way, or while a batch is still being sent, would mean two batches in memory.
      if (reading > 1 || server.inFlight > 0) overlaps += 1;
      try {
        const blob = await store.readFrom(id, offset, limit);
        reads.push({ offset, limit, size: blob.size });
        return blob;
      } finally {
        reading -= 1;
      }
    },
  };
  return {
    store: watched,
    reads,
    get overlaps() {
      return overlaps;
    },
  };
}

/** Real turns of the event loop (fake-indexeddb works in them; the fake timers only stop setTimeout). */
async function until(condition: () => boolean, what: string) {
  for (let turn = 0; turn < 5_000; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

async function quiesce(turns = 100) {
  for (let turn = 0; turn < turns; turn += 1) await new Promise((resolve) => setImmediate(resolve));
}

let factory: IDBFactory;
let stores: RecordingStore[];
let server: FakeServer;
let lives: LiveRecording[];

async function openStore() {
  const store = await openRecordingStore(factory);
  stores.push(store);
  return store;
}

const MIME = 'video/webm;codecs=vp8,opus';

function record(store: RecordingStore, options: Partial<LiveRecordingOptions> = {}) {
  const live = createLiveRecording({
    store,
    uploads: server,
    fileName: 'Recording 2026-01-01.webm',
    mimeType: MIME,
    locks: createRecordingLocks(null),
    ...options,
  });
  lives.push(live);
  return live;
}

/** Distinct, recognisable chunks, so that order and duplicates show in the server's bytes. */
function chunk(index: number, size = 40): Blob {
  const label = `<${index}>`;
  return new Blob([label + '.'.repeat(Math.max(0, size - label.length))]);
}

async function appendAll(live: LiveRecording, chunks: Blob[]) {
  for (const part of chunks) await live.append(part);
}

async function textOf(chunks: Blob[]) {
  return (await Promise.all(chunks.map((part) => part.text()))).join('');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: new Date('2026-01-01T10:00:00Z') });
  factory = new IDBFactory();
  stores = [];
  lives = [];
  server = new FakeServer();
});

afterEach(async () => {
  for (const live of lives) await live.discard().catch(() => undefined);
  for (const store of stores) store.close();
  vi.useRealTimers();
});

describe('createLiveRecording', () => {
  it('keeps each chunk on the device first, creates the upload with the first chunk, and batches by size or by time', async () => {
    const store = await openStore();
    const live = record(store, { batchBytes: 100 });
    await quiesce();
    expect(server.log).toEqual([]);
    expect(await store.list()).toEqual([]);

    await live.append(chunk(1, 30));
    // The store holds it as soon as append resolves.
    expect(await store.get(live.id)).toMatchObject({ bytesStored: 30, state: 'recording', createdAt: Date.now() });
    await until(() => server.log.includes('start'), 'the upload is created');
    await live.append(chunk(2, 30));
    await quiesce();
    expect(server.log).toEqual(['start']);

    // Below the batch size, bytes go after 5 seconds.
    vi.advanceTimersByTime(4_999);
    await quiesce();
    expect(server.log).toEqual(['start']);
    vi.advanceTimersByTime(1);
    await until(() => live.getSnapshot().bytesUploaded === 60, 'the first 5 s are sent');
    expect(server.log).toEqual(['start', 'append 0+60']);

    // A full batch goes at once.
    await appendAll(live, [chunk(3), chunk(4), chunk(5)]);
    await until(() => live.getSnapshot().bytesUploaded === 180, 'a full batch is sent');
    expect(server.log).toEqual(['start', 'append 0+60', 'append 60+120']);
    expect(live.getSnapshot()).toEqual({ bytesRecorded: 180, bytesUploaded: 180, online: true, error: null });
    expect(live.getSnapshot()).toBe(live.getSnapshot());
    expect(await store.get(live.id)).toMatchObject({ bytesAcknowledged: 180, uploadUrl: server.urls[0] });
  });

  it('sends every byte in chunk order, then transcribes with the draft text and forgets the local copy', async () => {
    const store = await openStore();
    const live = record(store, { batchBytes: 150, maxBatchBytes: 200 });
    const statuses: LiveRecordingStatus[] = [];
    live.subscribe((status) => statuses.push(status));
    const chunks = Array.from({ length: 25 }, (_, index) => chunk(index, 20 + ((index * 37) % 90)));
    for (const [index, part] of chunks.entries()) {
      await live.append(part);
      live.setDurationMs((index + 1) * 1_000);
      if (index === 10) live.setDraftText('hello');
    }
    live.setDraftText('hello world');
    await expect(live.transcribe()).rejects.toThrow(/still running/);

    const preview = await live.finish(MIME);
    expect(preview.type).toBe(MIME);
    expect(await preview.text()).toBe(await textOf(chunks));
    expect(await store.get(live.id)).toMatchObject({ state: 'stopped', durationMs: 25_000, draftText: 'hello world' });

    const { transcriptionId } = await live.transcribe();
    expect(transcriptionId).toBe('tr_1');
    const [url = ''] = server.urls;
    expect(server.text(url)).toBe(await textOf(chunks));
    expect(server.uploads.get(url)).toMatchObject({
      fileName: 'Recording 2026-01-01.webm',
      mimeType: MIME,
      finished: { draftText: 'hello world' },
    });
    expect(server.maxInFlight).toBe(1);
    expect(await store.list()).toEqual([]);
    const total = chunks.reduce((sum, part) => sum + part.size, 0);
    expect(statuses.at(-1)).toEqual({ bytesRecorded: total, bytesUploaded: total, online: true, error: null });
    // Uploaded never runs ahead of recorded.
    expect(statuses.every((status) => status.bytesUploaded <= status.bytesRecorded)).toBe(true);
  });

  it('keeps recording while offline, retries after 1, 2, 5, 10 and then every 10 s, and loses nothing', async () => {
    const store = await openStore();
    const live = record(store, { batchBytes: 1 });
    const chunks = Array.from({ length: 30 }, (_, index) => chunk(index));
    await appendAll(live, chunks.slice(0, 3));
    await until(() => live.getSnapshot().bytesUploaded === 120, 'the first chunks are sent');

    server.offline = true;
    const failedAt = server.attempts.length;
    await live.append(chunks[3] as Blob);
    await until(() => !live.getSnapshot().online, 'the pump notices');
    expect(live.getSnapshot()).toMatchObject({ online: false, error: 'Failed to fetch', bytesUploaded: 120, bytesRecorded: 160 });

    const start = Date.now();
    for (const [step, wait] of [1_000, 2_000, 5_000, 10_000, 10_000, 10_000].entries()) {
      const before = server.attempts.length;
      // New chunks arrive every second but do not cut the wait short.
      await live.append(chunks[4 + step] as Blob);
      vi.advanceTimersByTime(wait - 1);
      await quiesce();
      expect(server.attempts.length).toBe(before);
      vi.advanceTimersByTime(1);
      await until(() => server.attempts.length === before + 1, `try ${step + 2}`);
    }
    expect(server.attempts.slice(failedAt).map((time) => time - start)).toEqual([0, 1_000, 3_000, 8_000, 18_000, 28_000, 38_000]);
    expect(await store.get(live.id)).toMatchObject({ bytesStored: 400, bytesAcknowledged: 120 });

    server.offline = false;
    await appendAll(live, chunks.slice(10));
    vi.advanceTimersByTime(10_000);
    await until(() => live.getSnapshot().bytesUploaded === 1_200, 'everything is sent once back online');
    expect(live.getSnapshot()).toEqual({ bytesRecorded: 1_200, bytesUploaded: 1_200, online: true, error: null });
    await live.finish(MIME);
    await live.transcribe();
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
  });

  it('starts a new upload and sends everything again when the server has lost it (404)', async () => {
    const store = await openStore();
    const live = record(store, { batchBytes: 1 });
    const chunks = Array.from({ length: 6 }, (_, index) => chunk(index));
    await appendAll(live, chunks.slice(0, 3));
    await until(() => live.getSnapshot().bytesUploaded === 120, 'the first chunks are sent');
    const [first = ''] = server.urls;
    server.lose(first);

    await appendAll(live, chunks.slice(3));
    await until(() => live.getSnapshot().bytesUploaded === 240, 'everything is sent to a new upload');
    const [second = ''] = server.urls;
    expect(second).not.toBe(first);
    expect(server.text(second)).toBe(await textOf(chunks));
    expect(server.log.filter((entry) => entry === 'start')).toHaveLength(2);
    expect(await store.get(live.id)).toMatchObject({ uploadUrl: second, bytesAcknowledged: 240 });
  });

  it('starts again when the upload is lost just before it finishes', async () => {
    const store = await openStore();
    const live = record(store, { batchBytes: 1 });
    const chunks = [chunk(1), chunk(2)];
    await appendAll(live, chunks);
    await live.finish(MIME);
    await until(() => live.getSnapshot().bytesUploaded === 80, 'everything is sent');
    server.lose(server.urls[0] ?? '');

    const { transcriptionId } = await live.transcribe();
    expect(transcriptionId).toBe('tr_2');
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
  });

  it("carries on from the server's offset when an answer was lost after the server kept the bytes (409, then sync)", async () => {
    const store = await openStore();
    const live = record(store, { batchBytes: 1 });
    const chunks = Array.from({ length: 5 }, (_, index) => chunk(index));
    await appendAll(live, chunks.slice(0, 2));
    await until(() => live.getSnapshot().bytesUploaded === 80, 'the first chunks are sent');

    server.dropNextAnswer = true;
    await live.append(chunks[2] as Blob);
    await until(() => live.getSnapshot().error !== null, 'the lost answer shows');
    expect(live.getSnapshot()).toMatchObject({ online: false, bytesUploaded: 80 });
    await appendAll(live, chunks.slice(3));
    vi.advanceTimersByTime(1_000);
    await until(() => live.getSnapshot().bytesUploaded === 200, 'the rest is sent');
    expect(server.log.slice(-3)).toEqual(['append 80+120 409', 'sync', 'append 120+80']);
    // Nothing twice, nothing missing.
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
  });

  it('reads at most one batch at a time, however far behind the upload is', async () => {
    const watched = watchedStore(await openStore(), server);
    const live = record(watched.store, { batchBytes: 100, maxBatchBytes: 250 });
    const chunks = Array.from({ length: 60 }, (_, index) => chunk(index));
    await live.append(chunks[0] as Blob);
    await until(() => server.log.includes('start'), 'the upload is created');
    server.offline = true;
    await appendAll(live, chunks.slice(1, 50));
    server.offline = false;
    vi.advanceTimersByTime(10_000);
    await appendAll(live, chunks.slice(50));
    await live.finish(MIME);
    await live.transcribe();

    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
    expect(watched.reads.length).toBeGreaterThanOrEqual(2_400 / 250);
    for (const read of watched.reads) {
      expect(read.limit).toBe(250);
      expect(read.size).toBeLessThanOrEqual(250);
    }
    expect(watched.overlaps).toBe(0);
    expect(server.maxInFlight).toBe(1);
  });

  it('refuses to transcribe while offline, and transcribes when asked again online', async () => {
    const store = await openStore();
    const live = record(store);
    const chunks = [chunk(1), chunk(2)];
    await appendAll(live, chunks);
    server.offline = true;
    await live.finish(MIME);
    await expect(live.transcribe()).rejects.toThrow('Failed to fetch');
    expect(await store.get(live.id)).toMatchObject({ bytesStored: 80, state: 'stopped' });

    server.offline = false;
    // Asking again tries at once, without waiting for the back-off.
    await expect(live.transcribe()).resolves.toEqual({ transcriptionId: 'tr_1' });
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
    expect(await store.list()).toEqual([]);
  });

  it('discards the local copy and stops uploading', async () => {
    const store = await openStore();
    const live = record(store, { batchBytes: 1 });
    await appendAll(live, [chunk(1), chunk(2)]);
    await until(() => live.getSnapshot().bytesUploaded === 80, 'sent');
    server.offline = true;
    await live.append(chunk(3));
    await until(() => !live.getSnapshot().online, 'offline');
    const attempts = server.attempts.length;
    await live.discard();
    expect(await store.list()).toEqual([]);
    vi.advanceTimersByTime(60_000);
    await quiesce();
    expect(server.attempts.length).toBe(attempts);
    await expect(live.append(chunk(4))).rejects.toThrow(/discarded/);
    await expect(live.transcribe()).rejects.toThrow(/discarded/);
  });

  it('closes without deleting: uploading stops, the lock goes, and the recording is offered for recovery', async () => {
    const store = await openStore();
    const locks = createRecordingLocks(null);
    const live = record(store, { batchBytes: 1, locks });
    await appendAll(live, [chunk(1), chunk(2)]);
    await until(() => live.getSnapshot().bytesUploaded === 80, 'sent');
    server.offline = true;
    await live.append(chunk(3));
    await until(() => !live.getSnapshot().online, 'offline');
    const attempts = server.attempts.length;
    // Handed over before close(): still kept. After it: refused.
    const queued = live.append(chunk(4));
    await live.close();
    await queued;
    vi.advanceTimersByTime(60_000);
    await quiesce();
    expect(server.attempts.length).toBe(attempts);
    expect(vi.getTimerCount()).toBe(0);
    await expect(live.append(chunk(5))).rejects.toThrow(/closed/);
    await expect(live.transcribe()).rejects.toThrow(/closed/);

    server.offline = false;
    const found = await recoverRecordings({ store, uploads: server, locks });
    expect(found.map((recording) => recording.bytesStored)).toEqual([160]);
  });

  it('leaves nothing behind when no chunk ever came', async () => {
    const store = await openStore();
    const live = record(store);
    await live.discard();
    expect(await store.list()).toEqual([]);
    expect(server.log).toEqual([]);
  });
});

describe('recoverRecordings', () => {
  /**
   * A tab that records, sends some of it, and dies mid-recording: mid-request (the server keeps a batch whose answer
   * never comes back), with a few more chunks stored that were never sent. With `sendAll`, it dies with everything sent.
   */
  async function crashedTab(options: { sendAll?: boolean } = {}) {
    const tabStore = await openStore();
    const tab = mortalClient(server);
    const live = record(tabStore, { uploads: tab.client, batchBytes: 1, fileName: 'Standup.webm' });
    const chunks = Array.from({ length: 12 }, (_, index) => chunk(index));
    await appendAll(live, chunks.slice(0, 4));
    await until(() => live.getSnapshot().bytesUploaded === 160, 'the first chunks are sent');
    live.setDraftText('good morning');
    live.setDurationMs(12_000);
    if (options.sendAll) {
      await appendAll(live, chunks.slice(4));
      await until(() => live.getSnapshot().bytesUploaded === 480, 'everything is sent');
      tab.crash();
    } else {
      tab.crashDuringNextAppend();
      await appendAll(live, chunks.slice(4, 8));
      await until(() => tab.dead, 'the tab dies during a request');
      // The recorder had a few more chunks stored before the tab went.
      await appendAll(live, chunks.slice(8));
    }
    await quiesce();
    lives.splice(lives.indexOf(live), 1);
    return { chunks, live };
  }

  it('resumes a recording whose tab died mid-recording and gives the server exactly the recorded bytes', async () => {
    const { chunks } = await crashedTab();
    const stale = (await (await openStore()).list())[0];
    // The store's count lags behind the server (the last answer was lost): resuming asks the server.
    expect(stale?.bytesAcknowledged).toBeLessThan(server.upload(server.urls[0] ?? '').data.length);

    // The reloaded page: a new connection to the same IndexedDB, no memory of the old tab.
    const store = await openStore();
    const found = await recoverRecordings({ store, uploads: server, locks: createRecordingLocks(null) });
    expect(found).toHaveLength(1);
    const [recovered] = found;
    expect(recovered).toMatchObject({ fileName: 'Standup.webm', durationMs: 12_000, bytesStored: 480, mimeType: MIME });
    expect(recovered?.createdAt).toBe(Date.now());

    const live = (await recovered?.resume()) as LiveRecording;
    lives.push(live);
    expect(await store.get(live.id)).toMatchObject({ state: 'stopped' });
    expect(await (await live.blob()).text()).toBe(await textOf(chunks));
    const { transcriptionId } = await live.transcribe();
    expect(transcriptionId).toBe('tr_1');
    expect(server.log.filter((entry) => entry === 'start')).toHaveLength(1);
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
    expect(server.uploads.get(server.urls[0] ?? '')?.finished).toEqual({ draftText: 'good morning' });
    expect(await store.list()).toEqual([]);
  });

  it('sends everything to a new upload when the server no longer has the old one', async () => {
    const { chunks } = await crashedTab();
    server.lose(server.urls[0] ?? '');
    const store = await openStore();
    const [recovered] = await recoverRecordings({ store, uploads: server, locks: createRecordingLocks(null) });
    const live = (await recovered?.resume()) as LiveRecording;
    lives.push(live);
    await live.transcribe();
    expect(server.log).toContain('resume 404');
    expect(server.urls).toHaveLength(1);
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
  });

  it('leaves out recordings still live in a tab, lists the rest newest first, and discards', async () => {
    const store = await openStore();
    const locks: RecordingLocks = createRecordingLocks(null);
    const older = record(store, { locks: createRecordingLocks(null), fileName: 'older.webm' });
    await older.append(chunk(1));
    vi.advanceTimersByTime(60_000);
    const newer = record(store, { locks: createRecordingLocks(null), fileName: 'newer.webm' });
    await newer.append(chunk(2));
    const running = record(store, { locks, fileName: 'running.webm' });
    await running.append(chunk(3));
    // A tab that died before its first chunk was kept.
    await store.create({ id: 'empty', fileName: 'empty.webm', mimeType: MIME });

    const found = await recoverRecordings({ store, uploads: server, locks });
    expect(found.map((recording) => recording.fileName)).toEqual(['newer.webm', 'older.webm']);
    await found[1]?.discard();
    expect((await store.list()).map((recording) => recording.fileName).sort()).toEqual(['newer.webm', 'running.webm']);

    // Resumed, it is live: a second click gets the same recording, and it is not offered again.
    const resumed = await found[0]?.resume();
    if (resumed) lives.push(resumed);
    expect(await found[0]?.resume()).toBe(resumed);
    expect(await recoverRecordings({ store, uploads: server, locks })).toEqual([]);
  });

  it('finishes at once a recording the server already has whole', async () => {
    const { chunks, live } = await crashedTab({ sendAll: true });
    expect(live.getSnapshot().bytesUploaded).toBe(480);
    const store = await openStore();
    const [recovered] = await recoverRecordings({ store, uploads: server, locks: createRecordingLocks(null) });
    const resumed = (await recovered?.resume()) as LiveRecording;
    lives.push(resumed);
    await resumed.transcribe();
    expect(server.log.slice(-2)).toEqual(['resume', 'finish']);
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(chunks));
  });
});

describe('createRecordingLocks', () => {
  it('holds a Web Lock per live recording, so other tabs see it until it is released', async () => {
    const granted = new Map<string, Promise<unknown>>();
    const lockManager = {
      async request(name: string, callback: () => Promise<unknown>) {
        const held = callback();
        granted.set(name, held);
        await held;
        granted.delete(name);
      },
      async query() {
        return { held: [...granted.keys()].map((name) => ({ name, mode: 'exclusive' as const })), pending: [] };
      },
    } as unknown as LockManager;
    const thisTab = createRecordingLocks(lockManager);
    const otherTab = createRecordingLocks(lockManager);
    const release = thisTab.hold('rec-1');
    expect(await thisTab.isHeld('rec-1')).toBe(true);
    expect(await otherTab.isHeld('rec-1')).toBe(true);
    expect(await otherTab.isHeld('rec-2')).toBe(false);
    release();
    await quiesce(5);
    expect(await otherTab.isHeld('rec-1')).toBe(false);
    expect(await thisTab.isHeld('rec-1')).toBe(false);
  });
});

describe("a live recording as the driver's sink", () => {
  // Just enough of the browser's media APIs: one video track and a recorder whose chunks the test hands out.
  const track: MediaStreamTrackLike = { kind: 'video', stop: () => undefined, addEventListener: () => undefined };
  const stream: MediaStreamLike = { getTracks: () => [track], getAudioTracks: () => [], getVideoTracks: () => [track] };
  class Recorder implements MediaRecorderLike {
    static last: Recorder | null = null;
    static isTypeSupported = (type: string) => type === MIME;
    state: RecordingState = 'inactive';
    readonly mimeType = MIME;
    readonly #listeners: Record<string, ((event: Event & { data: Blob }) => void)[]> = {};
    constructor() {
      Recorder.last = this;
    }
    start() {
      this.state = 'recording';
    }
    pause() {}
    resume() {}
    stop() {
      this.state = 'inactive';
      queueMicrotask(() => {
        this.emit('dataavailable', chunk(99));
        this.emit('stop');
      });
    }
    addEventListener(type: string, listener: (event: Event & { data: Blob }) => void) {
      this.#listeners[type] = [...(this.#listeners[type] ?? []), listener];
    }
    emit(type: string, data = new Blob([])) {
      for (const listener of this.#listeners[type] ?? []) listener(Object.assign(new Event(type), { data }));
    }
  }

  it('records into the store, previews from it, and transcribes from it', async () => {
    const store = await openStore();
    let live: LiveRecording | null = null;
    const driver = new MediaRecorderDriver({
      machine: createRecorderMachine({ limitMs: null }),
      mediaDevices: { getDisplayMedia: async () => stream },
      MediaRecorder: Recorder,
      sink: ({ mimeType }) => {
        live = record(store, { mimeType, fileName: 'Demo.webm' });
        return live;
      },
    });
    driver.subscribe((snapshot) => live?.setDurationMs(snapshot.elapsedMs));
    await driver.start();
    const chunks = [chunk(1), chunk(2), chunk(3)];
    for (const part of chunks) Recorder.last?.emit('dataavailable', part);
    driver.stop();
    await until(() => driver.getSnapshot().status === 'stopped', 'the preview is ready');
    const all = [...chunks, chunk(99)];
    expect(await driver.getSnapshot().preview?.blob.text()).toBe(await textOf(all));
    expect(driver.getSnapshot().preview?.mimeType).toBe(MIME);

    const current = live as LiveRecording | null;
    if (!current) throw new Error('the driver made no sink');
    expect(await store.get(current.id)).toMatchObject({ state: 'stopped', fileName: 'Demo.webm', bytesStored: 160 });
    await current.transcribe();
    expect(server.text(server.urls[0] ?? '')).toBe(await textOf(all));
    driver.destroy();
  });
});
