import { createSnapshotStore } from './snapshot-store';

/** Free-plan recordings stop at 30 minutes. */
export const FREE_RECORDING_LIMIT_MS = 1_800_000;
/** Above this share of the limit the elapsed time should be shown as a warning. */
export const RECORDING_WARNING_RATIO = 0.8;

export type RecorderStatus = 'idle' | 'requesting' | 'recording' | 'paused' | 'stopping' | 'stopped' | 'error';

/** What the share prompt should offer first; the person still picks the surface in the browser's own dialog. */
export type RecordingSource = 'tab' | 'screen';

/** Why a recording ended: the Stop button, the browser's "Stop sharing", or the plan's time limit. */
export type StopReason = 'user' | 'share-ended' | 'limit-reached';

export type RecorderErrorCode = 'START_FAILED' | 'AUDIO_BLOCKED' | 'RECORDING_FAILED' | 'UNSUPPORTED';

export interface RecorderMessage {
  /** Toast title. */
  title: string;
  /** Toast body. */
  message: string;
}

/** The words the recorder shows for each error. */
export const RECORDER_ERRORS: Readonly<Record<RecorderErrorCode, RecorderMessage>> = {
  START_FAILED: {
    title: 'Recording Failed',
    message: 'Failed to start screen recording. Please allow screen sharing and system audio.',
  },
  AUDIO_BLOCKED: {
    title: 'Audio Recording Not Available',
    message: 'This browser cannot record audio from desktop applications. Share a browser tab instead, or turn audio off.',
  },
  RECORDING_FAILED: {
    title: 'Recording Failed',
    message: 'The recording stopped because of an error. Please try again.',
  },
  UNSUPPORTED: {
    title: 'Recording Failed',
    message: 'Screen recording is not supported in this browser.',
  },
};

/** The notice for a recording that the free-plan limit ended. */
export const RECORDING_LIMIT_REACHED: Readonly<RecorderMessage> = {
  title: 'Recording Limit Reached',
  message: 'Free plan recordings are limited to 30 minutes, so the recording stopped automatically.',
};

export interface RecorderError extends RecorderMessage {
  code: RecorderErrorCode;
  /** The underlying browser error, for logs; never shown to people. */
  cause?: unknown;
}

export interface RecordingPreview {
  blob: Blob;
  mimeType: string;
  /** Recorded time, paused time excluded. */
  durationMs: number;
}

export interface RecorderSnapshot {
  status: RecorderStatus;
  source: RecordingSource;
  audioRequested: boolean;
  /** Time spent recording so far, paused time excluded. */
  elapsedMs: number;
  /** `null` when the plan has no recording limit. */
  limitMs: number | null;
  /** True once more than 80% of the limit is used. */
  nearLimit: boolean;
  /** Set from the moment a recording stops until the next start or reset. */
  stopReason: StopReason | null;
  /** Present in `stopped`. */
  preview: RecordingPreview | null;
  /** Present in `error`. */
  error: RecorderError | null;
}

export type RecorderEvent =
  /** Ask for a screen: idle, stopped or error → requesting. */
  | { type: 'start'; audio?: boolean; source?: RecordingSource }
  /** The browser handed over a stream and recording began: requesting → recording. */
  | { type: 'granted' }
  /** The person dismissed the share prompt: requesting → idle, silently. */
  | { type: 'start-cancelled' }
  /** The share prompt or the recorder failed to start: requesting → error START_FAILED (or UNSUPPORTED). */
  | { type: 'start-failed'; code?: 'START_FAILED' | 'UNSUPPORTED'; cause?: unknown }
  | { type: 'pause' }
  | { type: 'resume' }
  | { type: 'stop' }
  /** The browser's "Stop sharing" ended the captured track. */
  | { type: 'share-ended' }
  /** Audio was requested but the stream has no audio track. */
  | { type: 'audio-blocked' }
  /** Sent by the machine itself when the plan's limit is used up; may also be sent from outside. */
  | { type: 'limit-reached' }
  /** The recorder flushed its last chunk: stopping → stopped with a preview. */
  | { type: 'recorded'; blob: Blob; mimeType?: string }
  /** The recorder failed while recording or finishing. */
  | { type: 'failed'; cause?: unknown }
  /** Back to idle from anywhere, dropping any preview (also after the recording was uploaded). */
  | { type: 'reset' };

export type RecorderEventType = RecorderEvent['type'];

/** Time and timers, injectable so that tests run in fake time. */
export interface RecorderClock {
  /** Milliseconds from any fixed origin; only differences are used. */
  now(): number;
  /** Runs `callback` once after `ms`; the returned function cancels it. */
  schedule(callback: () => void, ms: number): () => void;
}

export interface RecorderMachineOptions {
  /** Longest recording in milliseconds; `null` for plans without a limit. Default: the free-plan 30 minutes. */
  limitMs?: number | null;
  /** How often `elapsedMs` is refreshed while recording. Default 250 ms. */
  tickMs?: number;
  clock?: RecorderClock;
}

export interface RecorderMachine {
  getSnapshot(): RecorderSnapshot;
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: (snapshot: RecorderSnapshot) => void): () => void;
  /** Applies an event; events that make no sense in the current state are ignored. */
  send(event: RecorderEvent): void;
  /** Whether `send` would act on an event of this type now (for enabling buttons). */
  can(type: RecorderEventType): boolean;
  /** Cancels timers and drops listeners. */
  dispose(): void;
}

export const systemClock: RecorderClock = {
  // performance.now() is monotonic, so a change of the wall clock cannot shorten or stretch a recording.
  now: () => globalThis.performance.now(),
  schedule(callback, ms) {
    const handle = globalThis.setTimeout(callback, ms);
    return () => globalThis.clearTimeout(handle);
  },
};

const TRANSITIONS: Readonly<Record<RecorderStatus, readonly RecorderEventType[]>> = {
  idle: ['start'],
  requesting: ['granted', 'start-cancelled', 'start-failed', 'audio-blocked', 'reset'],
  recording: ['pause', 'stop', 'share-ended', 'limit-reached', 'audio-blocked', 'failed', 'reset'],
  paused: ['resume', 'stop', 'share-ended', 'limit-reached', 'audio-blocked', 'failed', 'reset'],
  stopping: ['recorded', 'failed', 'reset'],
  stopped: ['start', 'reset'],
  error: ['start', 'reset'],
};

function recorderError(code: RecorderErrorCode, cause: unknown): RecorderError {
  return cause === undefined ? { code, ...RECORDER_ERRORS[code] } : { code, ...RECORDER_ERRORS[code], cause };
}

/** Creates the headless screen-recorder state machine. It owns time and the limit; a driver owns the media. */
export function createRecorderMachine(options: RecorderMachineOptions = {}): RecorderMachine {
  const clock = options.clock ?? systemClock;
  const limitMs = options.limitMs === undefined ? FREE_RECORDING_LIMIT_MS : options.limitMs;
  const tickMs = options.tickMs ?? 250;
  const store = createSnapshotStore<RecorderSnapshot>({
    status: 'idle',
    source: 'tab',
    audioRequested: false,
    elapsedMs: 0,
    limitMs,
    nearLimit: false,
    stopReason: null,
    preview: null,
    error: null,
  });
  // Recorded time of the segments that ended with a pause, plus the start of the running segment.
  let accumulatedMs = 0;
  let segmentStartedAt: number | null = null;
  let cancelTick: (() => void) | null = null;
  let cancelLimit: (() => void) | null = null;

  const elapsedNow = () => accumulatedMs + (segmentStartedAt === null ? 0 : clock.now() - segmentStartedAt);
  const isNearLimit = (elapsedMs: number) => limitMs !== null && elapsedMs > limitMs * RECORDING_WARNING_RATIO;

  const update = store.update;

  function stopTimers() {
    cancelTick?.();
    cancelLimit?.();
    cancelTick = null;
    cancelLimit = null;
  }

  function tick() {
    cancelTick = clock.schedule(tick, tickMs);
    const elapsedMs = elapsedNow();
    // Timers can fire late (background tabs are throttled), so the tick checks the limit too.
    if (limitMs !== null && elapsedMs >= limitMs) {
      send({ type: 'limit-reached' });
      return;
    }
    if (elapsedMs !== store.get().elapsedMs) update({ elapsedMs, nearLimit: isNearLimit(elapsedMs) });
  }

  function beginSegment() {
    segmentStartedAt = clock.now();
    cancelTick = clock.schedule(tick, tickMs);
    if (limitMs !== null) {
      cancelLimit = clock.schedule(() => send({ type: 'limit-reached' }), Math.max(0, limitMs - accumulatedMs));
    }
  }

  function endSegment(): number {
    const elapsedMs = elapsedNow();
    accumulatedMs = elapsedMs;
    segmentStartedAt = null;
    stopTimers();
    return elapsedMs;
  }

  function clearRecording() {
    stopTimers();
    accumulatedMs = 0;
    segmentStartedAt = null;
  }

  function stopWith(reason: StopReason) {
    const elapsedMs = endSegment();
    update({ status: 'stopping', stopReason: reason, elapsedMs, nearLimit: isNearLimit(elapsedMs) });
  }

  function can(type: RecorderEventType): boolean {
    return TRANSITIONS[store.get().status].includes(type);
  }

  function send(event: RecorderEvent): void {
    if (!can(event.type)) return;
    switch (event.type) {
      case 'start':
        clearRecording();
        update({
          status: 'requesting',
          source: event.source ?? 'tab',
          audioRequested: event.audio ?? false,
          elapsedMs: 0,
          nearLimit: false,
          stopReason: null,
          preview: null,
          error: null,
        });
        return;
      case 'granted':
        beginSegment();
        update({ status: 'recording' });
        return;
      case 'start-cancelled':
        update({ status: 'idle' });
        return;
      case 'start-failed':
        update({ status: 'error', error: recorderError(event.code ?? 'START_FAILED', event.cause) });
        return;
      case 'pause': {
        const elapsedMs = endSegment();
        update({ status: 'paused', elapsedMs, nearLimit: isNearLimit(elapsedMs) });
        return;
      }
      case 'resume':
        beginSegment();
        update({ status: 'recording' });
        return;
      case 'stop':
        stopWith('user');
        return;
      case 'share-ended':
        stopWith('share-ended');
        return;
      case 'limit-reached':
        stopWith('limit-reached');
        return;
      case 'audio-blocked': {
        const elapsedMs = endSegment();
        update({ status: 'error', elapsedMs, error: recorderError('AUDIO_BLOCKED', undefined) });
        return;
      }
      case 'recorded':
        update({
          status: 'stopped',
          preview: { blob: event.blob, mimeType: event.mimeType ?? event.blob.type, durationMs: store.get().elapsedMs },
        });
        return;
      case 'failed': {
        const elapsedMs = endSegment();
        update({ status: 'error', elapsedMs, error: recorderError('RECORDING_FAILED', event.cause) });
        return;
      }
      case 'reset':
        clearRecording();
        update({ status: 'idle', elapsedMs: 0, nearLimit: false, stopReason: null, preview: null, error: null });
        return;
    }
  }

  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    send,
    can,
    dispose() {
      stopTimers();
      store.clear();
    },
  };
}
