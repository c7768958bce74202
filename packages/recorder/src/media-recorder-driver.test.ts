import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  AUDIO_BITS_PER_SECOND,
  CHUNK_INTERVAL_MS,
  type DisplayMediaLike,
  MediaRecorderDriver,
  type MediaRecorderLike,
  type MediaStreamLike,
  type MediaStreamTrackLike,
  MIME_TYPE_CANDIDATES,
  pickMimeType,
  type RecordingSink,
  type RecordingSinkInit,
  VIDEO_BITS_PER_SECOND,
} from './media-recorder-driver';
import { createRecorderMachine, type RecorderClock, type RecorderSnapshot } from './recorder-machine';

// Small fakes of the browser's media APIs: just enough behaviour for the driver's contract with them.

class FakeTrack implements MediaStreamTrackLike {
  stopped = false;
  readonly #onEnded: (() => void)[] = [];
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
  addEventListener(_type: 'ended', listener: () => void) {
    this.#onEnded.push(listener);
  }
  /** What the browser does when the person clicks its "Stop sharing" button. */
  endByBrowser() {
    this.stopped = true;
    for (const listener of this.#onEnded) listener();
  }
}

class FakeStream implements MediaStreamLike {
  readonly tracks: FakeTrack[];
  constructor(kinds: ('audio' | 'video')[]) {
    this.tracks = kinds.map((kind) => new FakeTrack(kind));
  }
  getTracks() {
    return [...this.tracks];
  }
  getAudioTracks() {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  get allStopped() {
    return this.tracks.every((track) => track.stopped);
  }
}

class DisplayPromptDismissed extends Error {
  override readonly name = 'NotAllowedError';
}

interface FakeMediaOptions {
  /** What the share prompt gives back: a stream of these track kinds, or an error it rejects with. */
  prompt?: ('audio' | 'video')[] | Error | (() => Promise<FakeStream>);
  supported?: string[];
  constructorThrows?: Error;
}

function fakeMedia(options: FakeMediaOptions = {}) {
  const prompt = options.prompt ?? ['video', 'audio'];
  const supported = new Set(options.supported ?? MIME_TYPE_CANDIDATES);
  const typeQueries: string[] = [];
  const recorders: FakeRecorder[] = [];
  const streams: FakeStream[] = [];
  const promptCalls: DisplayMediaStreamOptions[] = [];
  const constructorThrows = options.constructorThrows;

  const mediaDevices: DisplayMediaLike<FakeStream> = {
    async getDisplayMedia(constraints) {
      promptCalls.push(constraints);
      if (prompt instanceof Error) throw prompt;
      const stream = typeof prompt === 'function' ? await prompt() : new FakeStream(prompt);
      streams.push(stream);
      return stream;
    },
  };

  type Listener = (event: Event & { data: Blob }) => void;

  class FakeRecorder implements MediaRecorderLike {
    static isTypeSupported(mimeType: string) {
      typeQueries.push(mimeType);
      return supported.has(mimeType);
    }
    state: RecordingState = 'inactive';
    readonly mimeType: string;
    timeslice: number | undefined;
    stopCalls = 0;
    readonly #listeners = new Map<string, Listener[]>();

    constructor(
      readonly stream: FakeStream,
      readonly options: MediaRecorderOptions = {},
    ) {
      if (constructorThrows) throw constructorThrows;
      this.mimeType = options.mimeType ?? 'video/webm';
      recorders.push(this);
    }
    start(timeslice?: number) {
      this.state = 'recording';
      this.timeslice = timeslice;
    }
    pause() {
      this.state = 'paused';
    }
    resume() {
      this.state = 'recording';
    }
    stop() {
      this.stopCalls += 1;
      if (this.state === 'inactive') throw new DOMException('already inactive', 'InvalidStateError');
      this.state = 'inactive';
      // Like the browser: the last chunk and then "stop" arrive in a later task.
      queueMicrotask(() => {
        this.#emit('dataavailable', new Blob(['last']));
        this.#emit('stop');
      });
    }
    addEventListener(type: 'dataavailable', listener: (event: { data: Blob }) => void): void;
    addEventListener(type: 'stop' | 'error', listener: (event: Event) => void): void;
    addEventListener(type: string, listener: Listener) {
      this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
    }
    /** A timeslice's worth of recorded media. */
    emitChunk(data: Blob) {
      this.#emit('dataavailable', data);
    }
    /** The browser stops a recorder itself when all its tracks end. */
    stopByBrowser() {
      this.state = 'inactive';
      this.#emit('stop');
    }
    failByBrowser() {
      this.state = 'inactive';
      this.#emit('error');
    }
    #emit(type: string, data = new Blob([])) {
      const event = Object.assign(new Event(type), { data });
      for (const listener of this.#listeners.get(type) ?? []) listener(event);
    }
  }

  return { mediaDevices, MediaRecorder: FakeRecorder, recorders, streams, typeQueries, promptCalls };
}

const fakeClock: RecorderClock = {
  now: () => Date.now(),
  schedule(callback, ms) {
    const handle = setTimeout(callback, ms);
    return () => clearTimeout(handle);
  },
};

const drivers: MediaRecorderDriver<FakeStream>[] = [];
function setup(options: FakeMediaOptions & { sink?: RecordingSink | ((init: RecordingSinkInit) => RecordingSink) } = {}) {
  const media = fakeMedia(options);
  const driver = new MediaRecorderDriver({
    machine: createRecorderMachine({ clock: fakeClock }),
    mediaDevices: media.mediaDevices,
    MediaRecorder: media.MediaRecorder,
    sink: options.sink,
  });
  drivers.push(driver);
  const seen: RecorderSnapshot[] = [];
  driver.subscribe((snapshot) => seen.push(snapshot));
  const recorder = () => {
    const [first] = media.recorders;
    if (!first) throw new Error('no MediaRecorder was created');
    return first;
  };
  const stream = () => {
    const [first] = media.streams;
    if (!first) throw new Error('the share prompt gave no stream');
    return first;
  };
  return { ...media, driver, seen, recorder, stream };
}

// Lets the fake recorder's queued "dataavailable" and "stop" run.
const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const driver of drivers.splice(0)) driver.destroy();
  vi.useRealTimers();
});

describe('pickMimeType', () => {
  it('prefers VP8, then VP9, then MP4 with H.264', () => {
    expect(MIME_TYPE_CANDIDATES.slice(0, 3)).toEqual([
      'video/webm;codecs=vp8,opus',
      'video/webm;codecs=vp9,opus',
      'video/mp4;codecs=avc1,mp4a.40.2',
    ]);
    expect(pickMimeType(() => true)).toBe('video/webm;codecs=vp8,opus');
    expect(pickMimeType((type) => type.includes('vp9') || type.startsWith('video/mp4'))).toBe('video/webm;codecs=vp9,opus');
    expect(pickMimeType((type) => type.startsWith('video/mp4'))).toBe('video/mp4;codecs=avc1,mp4a.40.2');
    expect(pickMimeType((type) => type === 'video/mp4')).toBe('video/mp4');
    expect(pickMimeType(() => false)).toBeUndefined();
  });
});

describe('MediaRecorderDriver', () => {
  it('asks for a tab with audio and records at the spec quality in 1 s chunks', async () => {
    const { driver, recorder, promptCalls } = setup();
    await driver.start({ audio: true });
    expect(promptCalls).toEqual([{ video: { displaySurface: 'browser' }, audio: true }]);
    expect(driver.getSnapshot()).toMatchObject({ status: 'recording', audioRequested: true, source: 'tab' });
    expect(recorder().options).toEqual({
      mimeType: 'video/webm;codecs=vp8,opus',
      videoBitsPerSecond: 2_500_000,
      audioBitsPerSecond: 128_000,
    });
    expect([VIDEO_BITS_PER_SECOND, AUDIO_BITS_PER_SECOND, CHUNK_INTERVAL_MS]).toEqual([2_500_000, 128_000, 1_000]);
    expect(recorder().timeslice).toBe(1_000);
    expect(recorder().state).toBe('recording');
  });

  it('offers the whole screen when asked, without audio by default', async () => {
    const { driver, promptCalls } = setup({ prompt: ['video'] });
    await driver.start({ source: 'screen' });
    expect(promptCalls).toEqual([{ video: { displaySurface: 'monitor' }, audio: false }]);
    expect(driver.getSnapshot().status).toBe('recording');
  });

  it('falls back through the codecs in order', async () => {
    const { driver, recorder, typeQueries } = setup({ supported: ['video/mp4;codecs=avc1,mp4a.40.2'] });
    await driver.start();
    expect(typeQueries).toEqual(['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/mp4;codecs=avc1,mp4a.40.2']);
    expect(recorder().options.mimeType).toBe('video/mp4;codecs=avc1,mp4a.40.2');
  });

  it('lets the browser choose the format when it supports none of the candidates', async () => {
    const { driver, recorder } = setup({ supported: [] });
    await driver.start();
    expect(recorder().options).not.toHaveProperty('mimeType');
    expect(driver.getSnapshot().status).toBe('recording');
  });

  it('pauses, resumes and stops the recorder, then previews every chunk without the paused time', async () => {
    const { driver, recorder, stream } = setup();
    await driver.start({ audio: true });
    vi.advanceTimersByTime(2_000);
    recorder().emitChunk(new Blob(['aa']));
    driver.pause();
    expect(recorder().state).toBe('paused');
    vi.advanceTimersByTime(60_000);
    driver.resume();
    expect(recorder().state).toBe('recording');
    vi.advanceTimersByTime(3_000);
    recorder().emitChunk(new Blob([]));
    recorder().emitChunk(new Blob(['bbb']));
    driver.stop();
    expect(driver.getSnapshot().status).toBe('stopping');
    expect(recorder().state).toBe('inactive');
    await flush();

    const { status, preview, stopReason } = driver.getSnapshot();
    expect({ status, stopReason }).toEqual({ status: 'stopped', stopReason: 'user' });
    expect(preview?.durationMs).toBe(5_000);
    expect(preview?.mimeType).toBe('video/webm;codecs=vp8,opus');
    expect(preview?.blob.type).toBe('video/webm;codecs=vp8,opus');
    expect(await preview?.blob.text()).toBe('aabbblast');
    expect(stream().allStopped).toBe(true);
  });

  it('stops when the person ends the share from the browser', async () => {
    const { driver, recorder, stream } = setup();
    await driver.start();
    vi.advanceTimersByTime(4_000);
    stream().getVideoTracks()[0]?.endByBrowser();
    expect(driver.getSnapshot()).toMatchObject({ status: 'stopping', stopReason: 'share-ended' });
    expect(recorder().stopCalls).toBe(1);
    await flush();
    expect(driver.getSnapshot()).toMatchObject({ status: 'stopped', stopReason: 'share-ended', preview: { durationMs: 4_000 } });
    expect(stream().allStopped).toBe(true);
  });

  it('produces the preview when the browser stops the recorder on its own', async () => {
    const { driver, recorder } = setup();
    await driver.start();
    recorder().emitChunk(new Blob(['x']));
    recorder().stopByBrowser();
    expect(driver.getSnapshot()).toMatchObject({ status: 'stopped', stopReason: 'share-ended' });
    expect(await driver.getSnapshot().preview?.blob.text()).toBe('x');
  });

  it('stops the recorder at the free-plan limit', async () => {
    const { driver, recorder, seen } = setup();
    await driver.start();
    vi.advanceTimersByTime(1_799_999);
    expect(recorder().state).toBe('recording');
    expect(seen.some((snapshot) => snapshot.nearLimit)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(recorder().stopCalls).toBe(1);
    await flush();
    expect(driver.getSnapshot()).toMatchObject({
      status: 'stopped',
      stopReason: 'limit-reached',
      preview: { durationMs: 1_800_000 },
    });
  });

  it('ends in AUDIO_BLOCKED and releases the screen when audio was asked for and none came', async () => {
    const { driver, recorders, stream } = setup({ prompt: ['video'] });
    await driver.start({ audio: true });
    expect(driver.getSnapshot()).toMatchObject({
      status: 'error',
      error: { code: 'AUDIO_BLOCKED', title: 'Audio Recording Not Available' },
    });
    expect(recorders).toEqual([]);
    expect(stream().allStopped).toBe(true);
  });

  it('shows the spec message when the share prompt fails', async () => {
    const failure = new DOMException('Could not start video source', 'NotReadableError');
    const { driver } = setup({ prompt: failure });
    await driver.start({ audio: true });
    expect(driver.getSnapshot()).toMatchObject({
      status: 'error',
      error: {
        code: 'START_FAILED',
        title: 'Recording Failed',
        message: 'Failed to start screen recording. Please allow screen sharing and system audio.',
        cause: failure,
      },
    });
  });

  it('goes back to idle without any error when the share prompt is dismissed', async () => {
    const { driver, seen } = setup({ prompt: new DOMException('Permission denied', 'NotAllowedError') });
    await driver.start();
    expect(driver.getSnapshot()).toMatchObject({ status: 'idle', error: null });
    expect(seen.map((snapshot) => snapshot.status)).toEqual(['requesting', 'idle']);
  });

  it('treats any NotAllowedError from the prompt as a dismissal, whatever its class', async () => {
    const { driver } = setup({ prompt: new DisplayPromptDismissed('Permission denied') });
    await driver.start();
    expect(driver.getSnapshot()).toMatchObject({ status: 'idle', error: null });
  });

  it('explains a refusal by the operating system instead of hiding it', async () => {
    const { driver } = setup({ prompt: new DOMException('Permission denied by system', 'NotAllowedError') });
    await driver.start();
    expect(driver.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'START_FAILED' } });
  });

  it('fails to start and releases the screen when the recorder cannot be created', async () => {
    const { driver, stream } = setup({ constructorThrows: new DOMException('bad type', 'NotSupportedError') });
    await driver.start();
    expect(driver.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'START_FAILED' } });
    expect(stream().allStopped).toBe(true);
  });

  it('ends in RECORDING_FAILED when the recorder errors mid-recording', async () => {
    const { driver, recorder, stream } = setup();
    await driver.start();
    recorder().failByBrowser();
    expect(driver.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'RECORDING_FAILED' } });
    expect(stream().allStopped).toBe(true);
  });

  it('discards a stream that arrives after a reset', async () => {
    let answer: (stream: FakeStream) => void = () => undefined;
    const { driver, recorders } = setup({ prompt: () => new Promise<FakeStream>((resolve) => (answer = resolve)) });
    const starting = driver.start();
    expect(driver.getSnapshot().status).toBe('requesting');
    driver.reset();
    const late = new FakeStream(['video']);
    answer(late);
    await starting;
    expect(driver.getSnapshot().status).toBe('idle');
    expect(recorders).toEqual([]);
    expect(late.allStopped).toBe(true);
  });

  it('keeps only the answer to the latest prompt when a reset and a new start overtake the first', async () => {
    const answers: ((stream: FakeStream) => void)[] = [];
    const { driver, recorders } = setup({ prompt: () => new Promise<FakeStream>((resolve) => answers.push(resolve)) });
    const first = driver.start();
    driver.reset();
    const second = driver.start({ source: 'screen' });
    const stale = new FakeStream(['video']);
    const fresh = new FakeStream(['video']);
    answers[0]?.(stale);
    await first;
    expect(stale.allStopped).toBe(true);
    expect(recorders).toEqual([]);
    answers[1]?.(fresh);
    await second;
    expect(driver.getSnapshot()).toMatchObject({ status: 'recording', source: 'screen' });
    expect(recorders.map((recorder) => recorder.stream)).toEqual([fresh]);
  });

  it('discards the recording on reset and never previews it', async () => {
    const { driver, recorder, stream } = setup();
    await driver.start();
    driver.reset();
    expect(recorder().state).toBe('inactive');
    expect(stream().allStopped).toBe(true);
    await flush();
    expect(driver.getSnapshot()).toMatchObject({ status: 'idle', preview: null });
  });

  it('records again after a preview (Start New Recording)', async () => {
    const { driver, recorders } = setup();
    await driver.start();
    driver.stop();
    await flush();
    expect(driver.getSnapshot().status).toBe('stopped');
    await driver.start();
    expect(driver.getSnapshot()).toMatchObject({ status: 'recording', preview: null });
    expect(recorders).toHaveLength(2);
  });

  it('ignores a second start while one is under way', async () => {
    const { driver, promptCalls } = setup();
    await Promise.all([driver.start(), driver.start()]);
    expect(promptCalls).toHaveLength(1);
  });

  it('releases the screen on destroy', async () => {
    const { driver, stream } = setup();
    await driver.start();
    driver.destroy();
    expect(stream().allStopped).toBe(true);
  });

  it('reports an unsupported browser when the media APIs are missing', async () => {
    // Node has neither getDisplayMedia nor MediaRecorder, like an insecure page or an old browser.
    const driver = new MediaRecorderDriver({ machine: createRecorderMachine({ clock: fakeClock }) });
    expect(driver.isSupported).toBe(false);
    await driver.start();
    expect(driver.getSnapshot()).toMatchObject({
      status: 'error',
      error: { code: 'UNSUPPORTED', message: 'Screen recording is not supported in this browser.' },
    });
    driver.destroy();
  });

  it('refuses half a set of media APIs, since the two must share a stream type', () => {
    const { mediaDevices } = fakeMedia();
    expect(() => new MediaRecorderDriver({ mediaDevices })).toThrow(TypeError);
  });
});

// A sink whose appends and finish complete only when the test says so, and which notes overlapping calls.
function fakeSink() {
  const appended: string[] = [];
  const pending: { done(error?: Error): void }[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  let finishedWith: string | null = null;
  let settleFinish: (result: Blob | Error) => void = () => undefined;
  const result = new Blob(['from the sink'], { type: 'video/webm' });
  const sink: RecordingSink = {
    append(chunk) {
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      return new Promise<void>((resolve, reject) => {
        pending.push({
          done(error) {
            inFlight -= 1;
            if (error) {
              reject(error);
              return;
            }
            void chunk.text().then((text) => appended.push(text));
            resolve();
          },
        });
      });
    },
    finish(mimeType) {
      finishedWith = mimeType;
      return new Promise<Blob>((resolve, reject) => {
        settleFinish = (value) => (value instanceof Error ? reject(value) : resolve(value));
      });
    },
  };
  return {
    sink,
    appended,
    pending,
    result,
    get maxInFlight() {
      return maxInFlight;
    },
    get finishedWith() {
      return finishedWith;
    },
    /** Completes the oldest unfinished append. */
    async next(error?: Error) {
      const call = pending.shift();
      if (!call) throw new Error('no append is waiting');
      call.done(error);
      await settle();
    },
    async finish(value: Blob | Error = result) {
      settleFinish(value);
      await settle();
    },
  };
}

// Lets a chain of promises (the sink's queue) run to its end.
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

describe('MediaRecorderDriver with a sink', () => {
  it('hands the chunks to the sink in order, one call at a time, and previews what the sink finishes with', async () => {
    const fake = fakeSink();
    const { driver, recorder } = setup({ sink: fake.sink });
    await driver.start();
    recorder().emitChunk(new Blob(['a']));
    recorder().emitChunk(new Blob([]));
    recorder().emitChunk(new Blob(['b']));
    recorder().emitChunk(new Blob(['c']));
    await settle();
    // Serialised: the second chunk waits until the first append has finished.
    expect(fake.pending).toHaveLength(1);
    await fake.next();
    await fake.next();
    driver.stop();
    await settle();
    expect(driver.getSnapshot().status).toBe('stopping');
    await fake.next();
    expect(fake.finishedWith).toBeNull();
    await fake.next(); // 'last', flushed by the recorder at stop
    expect(fake.finishedWith).toBe('video/webm;codecs=vp8,opus');
    expect(driver.getSnapshot().status).toBe('stopping');
    await fake.finish();

    expect(fake.appended).toEqual(['a', 'b', 'c', 'last']);
    expect(fake.maxInFlight).toBe(1);
    const { status, preview } = driver.getSnapshot();
    expect(status).toBe('stopped');
    // The sink's own blob, not one the driver assembled from chunks it kept.
    expect(preview?.blob).toBe(fake.result);
    expect(preview?.mimeType).toBe('video/webm;codecs=vp8,opus');
  });

  it('makes a new sink for each recording from a factory, told the format and the stream', async () => {
    const inits: RecordingSinkInit[] = [];
    const sinks: ReturnType<typeof fakeSink>[] = [];
    const { driver, recorders, streams } = setup({
      supported: ['video/mp4;codecs=avc1,mp4a.40.2'],
      sink: (init) => {
        inits.push(init);
        const fake = fakeSink();
        sinks.push(fake);
        return fake.sink;
      },
    });
    await driver.start();
    recorders[0]?.emitChunk(new Blob(['one']));
    driver.stop();
    await settle();
    await sinks[0]?.next();
    await sinks[0]?.next();
    await sinks[0]?.finish();
    expect(driver.getSnapshot().status).toBe('stopped');

    await driver.start();
    recorders[1]?.emitChunk(new Blob(['two']));
    await settle();
    await sinks[1]?.next();
    expect(inits.map((init) => init.mimeType)).toEqual(['video/mp4;codecs=avc1,mp4a.40.2', 'video/mp4;codecs=avc1,mp4a.40.2']);
    expect(inits.map((init) => init.stream)).toEqual([streams[0], streams[1]]);
    expect(inits[0]?.stream).toBe(streams[0]);
    expect(sinks.map((sink) => sink.appended)).toEqual([['one', 'last'], ['two']]);
  });

  it('stops with RECORDING_FAILED at the first failed append, and appends nothing after it', async () => {
    const fake = fakeSink();
    const { driver, recorder, stream } = setup({ sink: fake.sink });
    await driver.start();
    recorder().emitChunk(new Blob(['a']));
    recorder().emitChunk(new Blob(['b']));
    recorder().emitChunk(new Blob(['c']));
    await settle();
    await fake.next();
    const failure = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    await fake.next(failure);
    expect(driver.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'RECORDING_FAILED', cause: failure } });
    expect(recorder().state).toBe('inactive');
    expect(stream().allStopped).toBe(true);
    await settle();
    expect(fake.pending).toHaveLength(0);
    expect(fake.appended).toEqual(['a']);
    expect(fake.finishedWith).toBeNull();
  });

  it('ends in RECORDING_FAILED when an append after stop fails', async () => {
    const fake = fakeSink();
    const { driver } = setup({ sink: fake.sink });
    await driver.start();
    driver.stop();
    await settle();
    await fake.next(new Error('disk full'));
    expect(driver.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'RECORDING_FAILED' } });
    expect(fake.finishedWith).toBeNull();
  });

  it('ends in RECORDING_FAILED when the sink cannot finish', async () => {
    const fake = fakeSink();
    const { driver } = setup({ sink: fake.sink });
    await driver.start();
    driver.stop();
    await settle();
    await fake.next();
    const failure = new Error('IndexedDB went away');
    await fake.finish(failure);
    expect(driver.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'RECORDING_FAILED', cause: failure }, preview: null });
  });

  it('drops the blob of a recording reset while its sink was finishing', async () => {
    const fake = fakeSink();
    const { driver } = setup({ sink: fake.sink });
    await driver.start();
    driver.stop();
    await settle();
    await fake.next();
    driver.reset();
    await fake.finish();
    expect(driver.getSnapshot()).toMatchObject({ status: 'idle', preview: null, error: null });
  });

  it('fails to start and releases the screen when the sink cannot be made', async () => {
    const { driver, stream } = setup({
      sink: () => {
        throw new Error('IndexedDB is not available here.');
      },
    });
    await driver.start();
    expect(driver.getSnapshot()).toMatchObject({ status: 'error', error: { code: 'START_FAILED' } });
    expect(stream().allStopped).toBe(true);
  });
});
