import { mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs';
import { truncate } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiError, NetworkError } from '../errors';
import type { Timers } from '../realtime/timers';
import { LARGE_FILE_THRESHOLD, MAX_FILE_SIZE } from './constants';
import { type PolledTranscription, type QueueUploadOptions, UploadQueue, type UploadQueueEvent } from './upload-queue';

interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(error: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const dir = mkdtempSync(join(tmpdir(), 'verbatim-queue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file of `size` bytes that takes no disk space or memory (a sparse file), as big as the rule needs. */
async function sparseFile(name: string, size: number, type: string): Promise<Blob> {
  const path = join(dir, name);
  writeFileSync(path, '');
  await truncate(path, size);
  return Object.assign(await openAsBlob(path, { type }), { name });
}

const audio = (name = 'talk.mp3', type = 'audio/mpeg') => new File([new Uint8Array(64)], name, { type });
const apiError = (status: number, code: string, message: string) =>
  createApiError(new Response(JSON.stringify({ error: { code, message } }), { status }));

interface Started {
  file: Blob;
  options: QueueUploadOptions;
  result: Deferred<{ transcriptionId: string }>;
}

function setup(extra: { timers?: Timers; concurrency?: number } = {}) {
  const started: Started[] = [];
  const polled: string[] = [];
  let answer: (id: string, attempt: number) => Promise<PolledTranscription> = async () => ({
    status: 'processing',
    progress: 10,
    errorMessage: null,
  });
  const queue = new UploadQueue({
    upload: (file, options) => {
      const result = deferred<{ transcriptionId: string }>();
      started.push({ file, options, result });
      return result.promise;
    },
    getTranscription: (id) => {
      polled.push(id);
      return answer(id, polled.length);
    },
    ...extra,
  });
  const events: UploadQueueEvent[] = [];
  queue.events.subscribe((event) => events.push(event));
  const failures = () => events.flatMap((e) => (e.type === 'failed' ? [{ itemId: e.itemId, ...e.failure }] : []));
  return {
    queue,
    started,
    polled,
    events,
    failures,
    answer(fn: (id: string, attempt: number) => Promise<PolledTranscription>) {
      answer = fn;
    },
    item: (id: string) => queue.getSnapshot().find((i) => i.id === id),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('UploadQueue validation', () => {
  it('refuses a file that is not audio or video with a reason, and does not add it', () => {
    const q = setup();
    const ids = q.queue.add([new File(['hello'], 'notes.txt', { type: 'text/plain' })]);
    expect(ids).toEqual([]);
    expect(q.queue.getSnapshot()).toEqual([]);
    expect(q.started).toHaveLength(0);
    expect(q.events).toEqual([{ type: 'refused', fileName: 'notes.txt', failure: { reason: 'invalid-type', stage: 'upload' } }]);
  });

  it('refuses a file over 2 GB, and an empty one', async () => {
    const q = setup();
    const huge = await sparseFile('huge.mp4', MAX_FILE_SIZE + 1, 'video/mp4');
    expect(q.queue.add([huge, new File([], 'silence.wav', { type: 'audio/wav' })])).toEqual([]);
    expect(q.events).toEqual([
      { type: 'refused', fileName: 'huge.mp4', failure: { reason: 'too-large', stage: 'upload' } },
      { type: 'refused', fileName: 'silence.wav', failure: { reason: 'empty-file', stage: 'upload' } },
    ]);
  });

  it('accepts exactly 2 GB, and tells about files over 100 MB before uploading them', async () => {
    const q = setup();
    const limit = await sparseFile('limit.wav', MAX_FILE_SIZE, 'audio/wav');
    const large = await sparseFile('large.wav', LARGE_FILE_THRESHOLD + 1, 'audio/wav');
    const exactly100 = await sparseFile('hundred.wav', LARGE_FILE_THRESHOLD, 'audio/wav');
    const ids = q.queue.add([limit, large, exactly100]);
    expect(ids).toHaveLength(3);
    expect(q.events).toEqual([
      { type: 'large-file', itemId: ids[0], fileName: 'limit.wav' },
      { type: 'large-file', itemId: ids[1], fileName: 'large.wav' },
    ]);
  });

  it('takes a FileList-like object and keeps the good files of a mixed batch', () => {
    const q = setup();
    const list = { length: 2, 0: audio('a.mp3'), 1: new File(['x'], 'b.pdf', { type: 'application/pdf' }) };
    const ids = q.queue.add(list);
    expect(ids).toHaveLength(1);
    expect(q.queue.getSnapshot().map((i) => i.name)).toEqual(['a.mp3']);
  });
});

describe('UploadQueue lifecycle', () => {
  it('goes uploading -> processing -> completed, polls first after 100 ms then every 500 ms, removes after 2 s', async () => {
    const q = setup();
    const [id] = q.queue.add([audio('talk.mp3')]) as [string];
    expect(q.item(id)).toMatchObject({
      name: 'talk.mp3',
      size: 64,
      status: 'uploading',
      progress: 0,
      failure: null,
      transcriptionId: null,
    });
    const [upload] = q.started as [Started];
    expect(upload.options.fileName).toBe('talk.mp3');
    upload.options.onProgress({ loaded: 32, total: 64, percent: 50 });
    expect(q.item(id)?.progress).toBe(50);

    q.answer(async (_id, attempt) =>
      attempt < 3
        ? { status: attempt === 1 ? 'pending' : 'processing', progress: attempt * 20, errorMessage: null }
        : { status: 'completed', progress: 100, errorMessage: null },
    );
    upload.result.resolve({ transcriptionId: 't_1' });
    await vi.advanceTimersByTimeAsync(0);
    expect(q.item(id)).toMatchObject({ status: 'processing', progress: 0, transcriptionId: 't_1' });
    expect(q.events).toContainEqual({ type: 'uploaded', itemId: id, transcriptionId: 't_1' });

    await vi.advanceTimersByTimeAsync(99);
    expect(q.polled).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(q.polled).toEqual(['t_1']);
    // An unknown or pending status counts as processing, with the reported progress.
    expect(q.item(id)).toMatchObject({ status: 'processing', progress: 20 });

    await vi.advanceTimersByTimeAsync(499);
    expect(q.polled).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(q.polled).toHaveLength(2);
    expect(q.item(id)?.progress).toBe(40);

    await vi.advanceTimersByTimeAsync(500);
    expect(q.item(id)).toMatchObject({ status: 'completed', progress: 100 });
    expect(q.events).toContainEqual({ type: 'completed', itemId: id, transcriptionId: 't_1' });

    await vi.advanceTimersByTimeAsync(1999);
    expect(q.item(id)?.status).toBe('completed');
    await vi.advanceTimersByTimeAsync(1);
    expect(q.queue.getSnapshot()).toEqual([]);
    // Nothing is polled after completion.
    await vi.advanceTimersByTimeAsync(5000);
    expect(q.polled).toHaveLength(3);
  });

  it('drops an item still processing after 120 polls', async () => {
    const q = setup();
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.result.resolve({ transcriptionId: 't_slow' });
    await vi.advanceTimersByTimeAsync(100 + 119 * 500 - 1);
    expect(q.polled).toHaveLength(119);
    expect(q.item(id)?.status).toBe('processing');
    await vi.advanceTimersByTimeAsync(1);
    expect(q.polled).toHaveLength(120);
    expect(q.item(id)).toBeUndefined();
    expect(q.events).toContainEqual({ type: 'dropped', itemId: id, transcriptionId: 't_slow', reason: 'poll-attempts' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.polled).toHaveLength(120);
  });

  it('retries a failed poll after 2 s and drops the item after 5 failures in a row', async () => {
    const q = setup();
    q.answer(async () => {
      throw new NetworkError('Network error: connection refused');
    });
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.result.resolve({ transcriptionId: 't_2' });
    await vi.advanceTimersByTimeAsync(100);
    expect(q.polled).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(q.polled).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(q.polled).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(3 * 2000 - 1);
    expect(q.polled).toHaveLength(4);
    expect(q.item(id)).toBeDefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(q.polled).toHaveLength(5);
    expect(q.item(id)).toBeUndefined();
    expect(q.events).toContainEqual({ type: 'dropped', itemId: id, transcriptionId: 't_2', reason: 'poll-errors' });
  });

  it('counts poll failures in a row: a good answer in between starts the count again', async () => {
    const q = setup();
    // Fails 4 times, answers once, fails 4 times more: never 5 in a row.
    q.answer(async (_id, attempt) => {
      if (attempt === 5) return { status: 'processing', progress: 50, errorMessage: null };
      if (attempt === 10) return { status: 'completed', progress: 100, errorMessage: null };
      throw new NetworkError('Network error: reset');
    });
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.result.resolve({ transcriptionId: 't_3' });
    await vi.advanceTimersByTimeAsync(100 + 4 * 2000 + 500 + 4 * 2000);
    expect(q.polled).toHaveLength(10);
    expect(q.item(id)?.status).toBe('completed');
  });

  it('marks a failed transcription as an error with its errorMessage as the reason', async () => {
    const q = setup();
    q.answer(async (id) =>
      id === 't_a'
        ? { status: 'failed', progress: 30, errorMessage: 'The audio could not be decoded.' }
        : { status: 'failed', progress: 0, errorMessage: null },
    );
    const [a, b] = q.queue.add([audio('a.mp3'), audio('b.mp3')]) as [string, string];
    q.started[0]?.result.resolve({ transcriptionId: 't_a' });
    q.started[1]?.result.resolve({ transcriptionId: 't_b' });
    await vi.advanceTimersByTimeAsync(100);
    const decode = { reason: 'transcription-failed', stage: 'transcription', serverMessage: 'The audio could not be decoded.' };
    expect(q.item(a)).toMatchObject({ status: 'error', failure: decode });
    expect(q.item(b)).toMatchObject({ status: 'error', failure: { reason: 'transcription-failed', stage: 'transcription' } });
    expect(q.events.filter((e) => e.type === 'failed')).toEqual([
      { type: 'failed', itemId: a, fileName: 'a.mp3', transcriptionId: 't_a', failure: decode },
      {
        type: 'failed',
        itemId: b,
        fileName: 'b.mp3',
        transcriptionId: 't_b',
        failure: { reason: 'transcription-failed', stage: 'transcription' },
      },
    ]);
    // A failed item stays in the list for the person to read, and is not polled again.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.polled).toHaveLength(2);
    expect(q.queue.getSnapshot()).toHaveLength(2);
  });
});

describe('UploadQueue upload errors', () => {
  it.each([
    ['SUBSCRIPTION_REQUIRED', 'subscription-required'],
    ['SUBSCRIPTION_EXPIRED', 'subscription-expired'],
    ['SUBSCRIPTION_CANCELLED', 'subscription-cancelled'],
  ])('%s: the item fails with the reason %s and the API message', async (code, reason) => {
    const q = setup();
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.result.reject(await apiError(403, code, 'Your free transcriptions renew at midnight UTC.'));
    await vi.advanceTimersByTimeAsync(0);
    const failure = { reason, stage: 'upload', serverMessage: 'Your free transcriptions renew at midnight UTC.' };
    expect(q.item(id)).toMatchObject({ status: 'error', failure });
    expect(q.events).toEqual([{ type: 'failed', itemId: id, fileName: 'talk.mp3', transcriptionId: null, failure }]);
  });

  it('401: every failing file reports unauthorized; the queue itself never navigates', async () => {
    const q = setup();
    const ids = q.queue.add([audio('a.mp3'), audio('b.mp3')]);
    for (const s of q.started) s.result.reject(await apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    await vi.advanceTimersByTimeAsync(0);
    for (const id of ids) expect(q.item(id)).toMatchObject({ status: 'error', failure: { reason: 'unauthorized', stage: 'upload' } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.events.map((e) => e.type)).toEqual(['failed', 'failed']);
  });

  it('429: rate-limited, with when to try again', async () => {
    const q = setup();
    const [id] = q.queue.add([audio()]) as [string];
    const limited = await createApiError(
      new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Too many uploads.' } }), {
        status: 429,
        headers: { 'Retry-After': '120' },
      }),
    );
    q.started[0]?.result.reject(limited);
    await vi.advanceTimersByTimeAsync(0);
    expect(q.item(id)?.failure).toEqual({
      reason: 'rate-limited',
      stage: 'upload',
      serverMessage: 'Too many uploads.',
      retryAfterSeconds: 120,
    });
  });

  it('a 401 while polling stops polling: unauthorized, while following the transcription', async () => {
    const q = setup();
    q.answer(async () => {
      throw await apiError(401, 'UNAUTHORIZED', 'You need to sign in first.');
    });
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.result.resolve({ transcriptionId: 't_4' });
    await vi.advanceTimersByTimeAsync(100);
    const failure = { reason: 'unauthorized', stage: 'transcription' };
    expect(q.item(id)).toMatchObject({ status: 'error', failure });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.polled).toHaveLength(1);
    expect(q.events).toContainEqual({ type: 'failed', itemId: id, fileName: 'talk.mp3', transcriptionId: 't_4', failure });
  });

  it('keeps the stage of the failing call: a 401 asking for a storage URL', async () => {
    const q = setup();
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.options.onStage('upload-url');
    q.started[0]?.result.reject(await apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    await vi.advanceTimersByTimeAsync(0);
    expect(q.item(id)?.failure).toEqual({ reason: 'unauthorized', stage: 'upload-url' });
  });

  it('a network failure and another 403 (with no message of its own)', async () => {
    const q = setup();
    const [a, b] = q.queue.add([audio('a.mp3'), audio('b.mp3')]) as [string, string];
    q.started[0]?.result.reject(new NetworkError('Network error occurred during upload'));
    q.started[1]?.result.reject(await apiError(403, 'FORBIDDEN', ''));
    await vi.advanceTimersByTimeAsync(0);
    expect(q.item(a)?.failure).toEqual({ reason: 'network', stage: 'upload' });
    expect(q.item(b)?.failure).toEqual({ reason: 'forbidden', stage: 'upload' });
  });
});

describe('UploadQueue and a restarting server', () => {
  it("reports the 503 as service-unavailable with the API's own words", async () => {
    const q = setup();
    const message = 'The server restarted before your upload finished. Please upload the file again in a moment.';
    const [id] = q.queue.add([audio('long.mp3')]) as [string];
    q.started[0]?.result.reject(await apiError(503, 'SERVICE_UNAVAILABLE', message));
    await vi.advanceTimersByTimeAsync(0);
    const failure = { reason: 'service-unavailable', stage: 'upload', serverMessage: message };
    expect(q.item(id)).toMatchObject({ status: 'error', failure });
    expect(q.failures()).toEqual([{ itemId: id, ...failure }]);
  });
});

describe('UploadQueue control and subscription', () => {
  it('remove() cancels an upload in flight: its signal aborts and nothing is reported', async () => {
    const q = setup();
    const [id] = q.queue.add([audio()]) as [string];
    const upload = q.started[0] as Started;
    expect(upload.options.signal.aborted).toBe(false);
    q.queue.remove(id);
    expect(upload.options.signal.aborted).toBe(true);
    expect(q.queue.getSnapshot()).toEqual([]);
    upload.result.reject(upload.options.signal.reason);
    await vi.advanceTimersByTimeAsync(0);
    expect(q.events).toEqual([]);
  });

  it('remove() during processing stops the polling', async () => {
    const q = setup();
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.result.resolve({ transcriptionId: 't_5' });
    await vi.advanceTimersByTimeAsync(100);
    expect(q.polled).toHaveLength(1);
    q.queue.remove(id);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(q.polled).toHaveLength(1);
  });

  it('sends two files at a time by default; the next starts when one is done', async () => {
    const q = setup();
    q.queue.add([audio('1.mp3'), audio('2.mp3'), audio('3.mp3')]);
    expect(q.started.map((s) => s.options.fileName)).toEqual(['1.mp3', '2.mp3']);
    q.started[0]?.result.resolve({ transcriptionId: 't_6' });
    await vi.advanceTimersByTimeAsync(0);
    expect(q.started.map((s) => s.options.fileName)).toEqual(['1.mp3', '2.mp3', '3.mp3']);
  });

  it('getSnapshot keeps its identity until the list changes, and subscribe stops with its return value', () => {
    const q = setup();
    const onChange = vi.fn();
    const stop = q.queue.subscribe(onChange);
    const empty = q.queue.getSnapshot();
    expect(q.queue.getSnapshot()).toBe(empty);
    const [id] = q.queue.add([audio()]) as [string];
    expect(onChange).toHaveBeenCalledTimes(1);
    const one = q.queue.getSnapshot();
    expect(one).not.toBe(empty);
    // The same percent again is no change.
    q.started[0]?.options.onProgress({ loaded: 10, total: 64, percent: 15 });
    q.started[0]?.options.onProgress({ loaded: 11, total: 64, percent: 15 });
    expect(onChange).toHaveBeenCalledTimes(2);
    stop();
    q.queue.remove(id);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('destroy() cancels everything and refuses new files', () => {
    const q = setup();
    q.queue.add([audio('a.mp3'), audio('b.mp3')]);
    q.queue.destroy();
    expect(q.started.every((s) => s.options.signal.aborted)).toBe(true);
    expect(() => q.queue.add([audio()])).toThrow('destroyed');
  });

  it('runs on injected timers, without touching the global clock', async () => {
    vi.useRealTimers();
    const pending: { at: number; run: () => void; handle: number }[] = [];
    let now = 0;
    let handles = 0;
    const timers: Timers = {
      setTimeout: (run, ms) => {
        pending.push({ at: now + ms, run, handle: ++handles });
        return handles;
      },
      clearTimeout: (handle) => {
        const index = pending.findIndex((p) => p.handle === handle);
        if (index >= 0) pending.splice(index, 1);
      },
    };
    const advance = async (ms: number) => {
      const until = now + ms;
      for (;;) {
        pending.sort((x, y) => x.at - y.at);
        const next = pending[0];
        if (!next || next.at > until) break;
        pending.shift();
        now = next.at;
        next.run();
        for (let i = 0; i < 5; i++) await Promise.resolve();
      }
      now = until;
    };
    const q = setup({ timers });
    q.answer(async () => ({ status: 'completed', progress: 100, errorMessage: null }));
    const [id] = q.queue.add([audio()]) as [string];
    q.started[0]?.result.resolve({ transcriptionId: 't_7' });
    for (let i = 0; i < 5; i++) await Promise.resolve();
    await advance(99);
    expect(q.polled).toHaveLength(0);
    await advance(1);
    expect(q.item(id)?.status).toBe('completed');
    await advance(2000);
    expect(q.item(id)).toBeUndefined();
  });
});
