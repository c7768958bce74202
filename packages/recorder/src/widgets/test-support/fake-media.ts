import type {
  DisplayMediaLike,
  MediaRecorderConstructorLike,
  MediaRecorderLike,
  MediaStreamLike,
  MediaStreamTrackLike,
} from '../../media-recorder-driver';

// Small fakes of getDisplayMedia and MediaRecorder for the widget tests: just what the driver uses.

export class FakeTrack implements MediaStreamTrackLike {
  stopped = false;
  readonly #onEnded: (() => void)[] = [];
  constructor(readonly kind: 'audio' | 'video') {}
  stop() {
    this.stopped = true;
  }
  addEventListener(_type: 'ended', listener: () => void) {
    this.#onEnded.push(listener);
  }
}

export class FakeStream implements MediaStreamLike {
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

type Listener = (event: Event & { data: Blob }) => void;

export interface FakeMedia {
  mediaDevices: DisplayMediaLike<MediaStreamLike>;
  MediaRecorder: MediaRecorderConstructorLike<MediaStreamLike>;
  prompts: DisplayMediaStreamOptions[];
  streams: FakeStream[];
  /** The recorder of the current recording. */
  recorder(): FakeRecorderLike;
  /** What the next share prompt does: share these tracks (default video and audio), or reject. */
  next: ('audio' | 'video')[] | Error;
}

export interface FakeRecorderLike extends MediaRecorderLike {
  emitChunk(data: Blob): void;
}

export function fakeMedia(): FakeMedia {
  const recorders: FakeRecorderLike[] = [];
  const media: FakeMedia = {
    prompts: [],
    streams: [],
    next: ['video', 'audio'],
    recorder() {
      const last = recorders.at(-1);
      if (!last) throw new Error('No recorder was made');
      return last;
    },
    mediaDevices: {
      async getDisplayMedia(options) {
        media.prompts.push(options);
        if (media.next instanceof Error) throw media.next;
        const stream = new FakeStream(media.next);
        media.streams.push(stream);
        return stream;
      },
    },
    MediaRecorder: class FakeRecorder implements FakeRecorderLike {
      static isTypeSupported(mimeType: string) {
        return mimeType.startsWith('video/webm');
      }
      state: RecordingState = 'inactive';
      readonly mimeType: string;
      readonly #listeners = new Map<string, Listener[]>();
      constructor(_stream: MediaStreamLike, options: MediaRecorderOptions = {}) {
        this.mimeType = options.mimeType ?? 'video/webm';
        recorders.push(this);
      }
      start() {
        this.state = 'recording';
      }
      pause() {
        this.state = 'paused';
      }
      resume() {
        this.state = 'recording';
      }
      stop() {
        if (this.state === 'inactive') return;
        this.state = 'inactive';
        // Like the browser: the last chunk and then "stop" arrive in a later task.
        queueMicrotask(() => {
          this.#emit('dataavailable', new Blob(['<last>']));
          this.#emit('stop');
        });
      }
      addEventListener(type: 'dataavailable', listener: (event: { data: Blob }) => void): void;
      addEventListener(type: 'stop' | 'error', listener: (event: Event) => void): void;
      addEventListener(type: string, listener: Listener) {
        this.#listeners.set(type, [...(this.#listeners.get(type) ?? []), listener]);
      }
      emitChunk(data: Blob) {
        this.#emit('dataavailable', data);
      }
      #emit(type: string, data?: Blob) {
        const event = Object.assign(new Event(type), { data: data ?? new Blob() });
        for (const listener of this.#listeners.get(type) ?? []) listener(event);
      }
    },
  };
  return media;
}
