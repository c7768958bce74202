import { createRecorderMachine, type RecorderMachine, type RecorderSnapshot, type RecordingSource } from './recorder-machine';

/** Recording quality. */
export const VIDEO_BITS_PER_SECOND = 2_500_000;
export const AUDIO_BITS_PER_SECOND = 128_000;
/** The recorder hands over a chunk every second, so a crash loses at most one second. */
export const CHUNK_INTERVAL_MS = 1_000;

/** Container and codecs in order of preference: VP8, then VP9, then MP4/H.264 (Safari records only MP4). */
export const MIME_TYPE_CANDIDATES = [
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9,opus',
  'video/mp4;codecs=avc1,mp4a.40.2',
  'video/mp4',
] as const;

/** The first candidate the browser can record, or `undefined` to let the browser choose. */
export function pickMimeType(isTypeSupported: (mimeType: string) => boolean): string | undefined {
  return MIME_TYPE_CANDIDATES.find((candidate) => isTypeSupported(candidate));
}

// The parts of the browser's media APIs the driver uses. The real globals satisfy these (the constructor's
// defaults prove it at compile time); tests pass small fakes.

export interface MediaStreamTrackLike {
  readonly kind: string;
  stop(): void;
  addEventListener(type: 'ended', listener: () => void): void;
}

export interface MediaStreamLike {
  getTracks(): MediaStreamTrackLike[];
  getAudioTracks(): MediaStreamTrackLike[];
  getVideoTracks(): MediaStreamTrackLike[];
}

/** `navigator.mediaDevices`, as far as the driver uses it. `S` is the stream type it hands out. */
export interface DisplayMediaLike<S extends MediaStreamLike = MediaStream> {
  getDisplayMedia(options: DisplayMediaStreamOptions): Promise<S>;
}

export interface MediaRecorderLike {
  readonly state: RecordingState;
  readonly mimeType: string;
  start(timeslice?: number): void;
  pause(): void;
  resume(): void;
  stop(): void;
  addEventListener(type: 'dataavailable', listener: (event: { data: Blob }) => void): void;
  addEventListener(type: 'stop' | 'error', listener: (event: Event) => void): void;
}

/** The `MediaRecorder` class, as far as the driver uses it. It must accept the streams `DisplayMediaLike<S>` hands out. */
export interface MediaRecorderConstructorLike<S extends MediaStreamLike = MediaStream> {
  new (stream: S, options?: MediaRecorderOptions): MediaRecorderLike;
  isTypeSupported(mimeType: string): boolean;
}

/**
 * Where a recording's chunks go instead of memory (an hour of screen is over a gigabyte): for example a live recording
 * that keeps them in IndexedDB and streams them to the server (`createLiveRecording`).
 */
export interface RecordingSink {
  /** Called in order for each non-empty chunk. May be async; the driver serialises calls (never two at once) and keeps order. */
  append(chunk: Blob): void | Promise<void>;
  /** After the last chunk: resolves with the whole recording as one Blob (e.g. built from IndexedDB, file-backed in Chromium). */
  finish(mimeType: string): Promise<Blob>;
}

/** What a sink factory learns about the recording it is made for. */
export interface RecordingSinkInit {
  /** The format the browser records in, as `finish` will be told. */
  mimeType: string;
  /**
   * The captured stream (in a browser, the `MediaStream` that getDisplayMedia handed out), for whatever else listens
   * to the same recording, such as live captions of its audio. The driver stops its tracks when the recording ends.
   */
  stream: MediaStreamLike;
}

export interface MediaRecorderDriverOptions<S extends MediaStreamLike = MediaStream> {
  /** The machine to drive; by default a new one with the free-plan limit. */
  machine?: RecorderMachine;
  /** Default: `navigator.mediaDevices`. Pass it together with `MediaRecorder`, since the two share a stream type. */
  mediaDevices?: DisplayMediaLike<S>;
  /** Default: the global `MediaRecorder`. */
  MediaRecorder?: MediaRecorderConstructorLike<S>;
  /**
   * Where chunks go instead of an array in memory. A function is called once per recording, when it starts, and
   * makes that recording's sink (a new live recording each time); a sink object is used for every recording the
   * driver makes. Without one, the driver keeps the chunks in memory and builds the preview from them at stop.
   */
  sink?: RecordingSink | ((init: RecordingSinkInit) => RecordingSink);
}

export interface StartRecordingOptions {
  /** Ask for the shared tab's or system's audio as well. Default false. */
  audio?: boolean;
  /** Which surface the share prompt offers first. Default 'tab'. */
  source?: RecordingSource;
}

// The media APIs bound together, so that the driver itself does not need to know the stream type.
interface MediaBackend {
  capture(options: DisplayMediaStreamOptions): Promise<Capture>;
  isTypeSupported(mimeType: string): boolean;
}

interface Capture {
  stream: MediaStreamLike;
  createRecorder(options: MediaRecorderOptions): MediaRecorderLike;
}

function createBackend<S extends MediaStreamLike>(devices: DisplayMediaLike<S>, Recorder: MediaRecorderConstructorLike<S>): MediaBackend {
  return {
    async capture(options) {
      const stream = await devices.getDisplayMedia(options);
      return { stream, createRecorder: (recorderOptions) => new Recorder(stream, recorderOptions) };
    },
    isTypeSupported: (mimeType) => Recorder.isTypeSupported(mimeType),
  };
}

// Looked up at each use, so a driver made during server rendering still works once in the browser.
function browserBackend(): MediaBackend | undefined {
  const devices = globalThis.navigator?.mediaDevices;
  const Recorder = globalThis.MediaRecorder;
  if (typeof devices?.getDisplayMedia !== 'function' || typeof Recorder !== 'function') return undefined;
  return createBackend<MediaStream>(devices, Recorder);
}

interface ActiveRecording {
  stream: MediaStreamLike;
  recorder: MediaRecorderLike;
}

/** Receives one recording's chunks and makes its blob once the recorder has stopped. */
type ChunkCollector =
  /** The driver's own behaviour without a sink: every chunk in memory, one Blob at stop, at once. */
  | { kind: 'memory'; add(chunk: Blob): void; blob(mimeType: string): Blob }
  /** Rejects if the sink failed at any point. */
  | { kind: 'sink'; add(chunk: Blob): void; finish(mimeType: string): Promise<Blob> };

function memoryCollector(): ChunkCollector {
  const chunks: Blob[] = [];
  return {
    kind: 'memory',
    add: (chunk) => chunks.push(chunk),
    blob: (mimeType) => new Blob(chunks, { type: mimeType }),
  };
}

/**
 * Hands chunks to a sink one at a time, in order, and never two calls at once. The first failure is kept: later chunks
 * are not appended (a gap would corrupt the file) and `finish` rejects with it; `onFailure` reports it at once.
 */
function sinkCollector(sink: RecordingSink, onFailure: (error: unknown) => void): ChunkCollector {
  let queue: Promise<void> = Promise.resolve();
  let failure: { error: unknown } | null = null;
  const fail = (error: unknown) => {
    if (failure) return;
    failure = { error };
    onFailure(error);
  };
  return {
    kind: 'sink',
    add(chunk) {
      queue = queue.then(async () => {
        if (failure) return;
        try {
          await sink.append(chunk);
        } catch (error) {
          fail(error);
        }
      });
    },
    async finish(mimeType) {
      await queue;
      if (failure) throw failure.error;
      return sink.finish(mimeType);
    },
  };
}

function stopTracks(stream: MediaStreamLike) {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Dismissing the share prompt rejects with NotAllowedError, and the spec wants that silent. Chrome on macOS
 * uses the same error when the OS has not granted screen recording to the browser; that one needs the
 * message, so it is not treated as a cancel.
 */
function isPromptDismissed(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  return name === 'NotAllowedError' && !(typeof message === 'string' && /by system/i.test(message));
}

/** Drives a recorder machine with `getDisplayMedia` and `MediaRecorder`. The machine stays the source of truth. */
export class MediaRecorderDriver<S extends MediaStreamLike = MediaStream> {
  readonly machine: RecorderMachine;
  readonly #ownsMachine: boolean;
  readonly #backend: () => MediaBackend | undefined;
  readonly #sink: MediaRecorderDriverOptions<S>['sink'];
  readonly #unsubscribe: () => void;
  #active: ActiveRecording | null = null;
  // Bumped whenever media is released, so that a share prompt answered after a reset is discarded.
  #session = 0;

  constructor(options: MediaRecorderDriverOptions<S> = {}) {
    const { mediaDevices, MediaRecorder: Recorder } = options;
    if ((mediaDevices === undefined) !== (Recorder === undefined)) {
      throw new TypeError('MediaRecorderDriver: pass both mediaDevices and MediaRecorder, or neither.');
    }
    if (mediaDevices && Recorder) {
      const backend = createBackend(mediaDevices, Recorder);
      this.#backend = () => backend;
    } else {
      this.#backend = browserBackend;
    }
    this.#sink = options.sink;
    this.machine = options.machine ?? createRecorderMachine();
    this.#ownsMachine = options.machine === undefined;
    this.#unsubscribe = this.machine.subscribe((snapshot) => this.#follow(snapshot));
  }

  /** False where the browser cannot share a screen or record (insecure page, old or mobile browser). */
  get isSupported(): boolean {
    return this.#backend() !== undefined;
  }

  getSnapshot = (): RecorderSnapshot => this.machine.getSnapshot();

  subscribe = (listener: (snapshot: RecorderSnapshot) => void): (() => void) => this.machine.subscribe(listener);

  /** Opens the browser's share prompt and starts recording what the person picks. Never rejects. */
  async start(options: StartRecordingOptions = {}): Promise<void> {
    const audio = options.audio ?? false;
    const source = options.source ?? 'tab';
    if (!this.machine.can('start')) return;
    this.machine.send({ type: 'start', audio, source });
    const backend = this.#backend();
    if (!backend) {
      this.machine.send({ type: 'start-failed', code: 'UNSUPPORTED' });
      return;
    }
    const session = this.#session;

    let capture: Capture;
    try {
      capture = await backend.capture({
        video: { displaySurface: source === 'screen' ? 'monitor' : 'browser' },
        audio,
      });
    } catch (error) {
      if (session !== this.#session) return;
      this.machine.send(isPromptDismissed(error) ? { type: 'start-cancelled' } : { type: 'start-failed', cause: error });
      return;
    }
    const { stream } = capture;
    if (session !== this.#session || this.machine.getSnapshot().status !== 'requesting') {
      stopTracks(stream);
      return;
    }
    if (audio && stream.getAudioTracks().length === 0) {
      stopTracks(stream);
      this.machine.send({ type: 'audio-blocked' });
      return;
    }

    const mimeType = pickMimeType((candidate) => backend.isTypeSupported(candidate));
    let recorder: MediaRecorderLike;
    try {
      recorder = capture.createRecorder({
        ...(mimeType ? { mimeType } : {}),
        videoBitsPerSecond: VIDEO_BITS_PER_SECOND,
        audioBitsPerSecond: AUDIO_BITS_PER_SECOND,
      });
    } catch (error) {
      stopTracks(stream);
      this.machine.send({ type: 'start-failed', cause: error });
      return;
    }
    const recordedType = () => recorder.mimeType || mimeType || 'video/webm';
    const active: ActiveRecording = { stream, recorder };

    let collector: ChunkCollector;
    try {
      collector = this.#collector(recordedType(), stream, (error) => {
        if (this.#active !== active) return;
        // The sink can no longer keep what is recorded: stop now rather than record into nothing.
        this.#release();
        this.machine.send({ type: 'failed', cause: error });
      });
    } catch (error) {
      stopTracks(stream);
      this.machine.send({ type: 'start-failed', cause: error });
      return;
    }

    recorder.addEventListener('dataavailable', (event) => {
      if (this.#active === active && event.data.size > 0) collector.add(event.data);
    });
    recorder.addEventListener('stop', () => {
      if (this.#active !== active) return;
      // The browser stops a recorder by itself when every captured track ends.
      if (this.#isCapturing()) this.machine.send({ type: 'share-ended' });
      const type = recordedType();
      this.#release();
      if (collector.kind === 'memory') {
        // Without a sink the blob is ready at once, so the preview follows in the same task.
        this.machine.send({ type: 'recorded', blob: collector.blob(type), mimeType: type });
        return;
      }
      // A reset (or a new start) while the sink finishes bumps the session: the late blob is then not this recording's.
      const session = this.#session;
      collector.finish(type).then(
        (blob) => {
          if (session === this.#session) this.machine.send({ type: 'recorded', blob, mimeType: type });
        },
        (error: unknown) => {
          if (session === this.#session) this.machine.send({ type: 'failed', cause: error });
        },
      );
    });
    recorder.addEventListener('error', (event) => {
      if (this.#active !== active) return;
      this.#release();
      this.machine.send({ type: 'failed', cause: event });
    });
    for (const track of stream.getVideoTracks()) {
      track.addEventListener('ended', () => {
        if (this.#active === active) this.machine.send({ type: 'share-ended' });
      });
    }

    try {
      this.#active = active;
      recorder.start(CHUNK_INTERVAL_MS);
    } catch (error) {
      this.#release();
      this.machine.send({ type: 'start-failed', cause: error });
      return;
    }
    this.machine.send({ type: 'granted' });
  }

  pause(): void {
    this.machine.send({ type: 'pause' });
  }

  resume(): void {
    this.machine.send({ type: 'resume' });
  }

  /** Stops recording; the preview follows once the browser has flushed the last chunk. */
  stop(): void {
    this.machine.send({ type: 'stop' });
  }

  /** Discards the recording or the pending prompt and goes back to idle (also after a successful upload). */
  reset(): void {
    this.machine.send({ type: 'reset' });
  }

  /** Releases the screen and stops listening; the driver cannot be used afterwards. */
  destroy(): void {
    this.#unsubscribe();
    this.#release();
    if (this.#ownsMachine) this.machine.dispose();
  }

  #collector(mimeType: string, stream: MediaStreamLike, onFailure: (error: unknown) => void): ChunkCollector {
    const sink = typeof this.#sink === 'function' ? this.#sink({ mimeType, stream }) : this.#sink;
    return sink ? sinkCollector(sink, onFailure) : memoryCollector();
  }

  #isCapturing(): boolean {
    const { status } = this.machine.getSnapshot();
    return status === 'recording' || status === 'paused';
  }

  // Side effects follow the machine, so a stop decided by the machine itself (the time limit) reaches the recorder too.
  #follow(snapshot: RecorderSnapshot) {
    const active = this.#active;
    switch (snapshot.status) {
      case 'paused':
        if (active?.recorder.state === 'recording') active.recorder.pause();
        return;
      case 'recording':
        if (active?.recorder.state === 'paused') active.recorder.resume();
        return;
      case 'stopping':
        if (active && active.recorder.state !== 'inactive') active.recorder.stop();
        return;
      case 'idle':
      case 'error':
        this.#release();
        return;
      default:
        return;
    }
  }

  #release() {
    this.#session += 1;
    const active = this.#active;
    this.#active = null;
    if (!active) return;
    if (active.recorder.state !== 'inactive') {
      try {
        active.recorder.stop();
      } catch {
        // Already stopping on its own; the tracks are stopped below either way.
      }
    }
    stopTracks(active.stream);
  }
}
