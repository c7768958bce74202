import { createSnapshotStore } from '../snapshot-store';
import {
  type AudioStreamLike,
  type CaptionAudioCapture,
  type CaptureCaptionAudioOptions,
  captureCaptionAudio,
} from './capture-caption-audio';

/** The captions kept on screen (core-journey spec, section 9). */
export const VISIBLE_CAPTIONS = 3;

/** What the captions socket reports, with errors already worded for the screen (the SDK's CaptionEvent). */
export type CaptionEventLike = { type: 'transcription'; text: string } | { type: 'error'; message: string };

/**
 * A captions connection, as `client.realtime.captions()` of @verbatim/core-sdk makes it; typed by its shape so that
 * the recorder needs no SDK.
 */
export interface CaptionsConnectionLike {
  /** Sends a WAV data URL; false when the socket is not open (the chunk is dropped). */
  send(wavDataUrl: string): boolean;
  subscribe(listener: (event: CaptionEventLike) => void): () => void;
  /** When the connection has one: an open socket clears the last error. */
  subscribeState?(listener: (state: string) => void): () => void;
  close(): void;
}

export interface LiveCaptionsSnapshot {
  /** The last three captions, oldest first. */
  captions: string[];
  /** The error to show ('Transcription error: ...', 'Caption connection error', 'Connection lost. Retrying...'), if any. */
  error: string | null;
  /** Everything captioned so far, in order: the recording's draft transcript. */
  heard: string;
}

/** Starts the capture of the stream's audio, calling `onChunk` with each WAV data URL; returns how to stop it. */
export type CaptureAudio<S> = (stream: S, onChunk: (wavDataUrl: string) => void) => Pick<CaptionAudioCapture, 'stop'>;

export interface LiveCaptionsOptions<S extends AudioStreamLike = MediaStream> {
  /** A stream with the microphone's audio track. */
  stream: S;
  /** The open captions socket; live captions close it when they stop. */
  connection: CaptionsConnectionLike;
  /** Default: captureCaptionAudio (16 kHz, chunks of 30 × 4096 samples, silence not sent). */
  capture?: CaptureAudio<S>;
  /** Passed to captureCaptionAudio when `capture` is not given (tests, or another AudioContext). */
  AudioContext?: CaptureCaptionAudioOptions<S>['AudioContext'];
}

export interface LiveCaptions {
  getSnapshot(): LiveCaptionsSnapshot;
  /** Calls `listener` with each new snapshot; returns the function that stops it. */
  subscribe(listener: (snapshot: LiveCaptionsSnapshot) => void): () => void;
  /** Stops the audio capture and closes the connection. The snapshot keeps what was heard. */
  stop(): void;
}

/**
 * Live captions of a recording: the microphone's audio goes to the captions socket in 7.68 s chunks, and what comes
 * back is kept as the last three captions, the current error and the whole text heard so far. Throws when the audio
 * cannot be captured (no audio track, no Web Audio); the connection is closed then.
 */
export function startLiveCaptions<S extends AudioStreamLike = MediaStream>(options: LiveCaptionsOptions<S>): LiveCaptions {
  const { connection } = options;
  const heard: string[] = [];
  const store = createSnapshotStore<LiveCaptionsSnapshot>({ captions: [], error: null, heard: '' });
  let stopped = false;

  const update = store.update;

  const unsubscribe = connection.subscribe((event) => {
    if (stopped) return;
    if (event.type === 'error') {
      update({ error: event.message });
      return;
    }
    const text = event.text.trim();
    if (!text) return;
    heard.push(text);
    update({ captions: [...store.get().captions, text].slice(-VISIBLE_CAPTIONS), error: null, heard: heard.join(' ') });
  });
  const unsubscribeState = connection.subscribeState?.((state) => {
    if (!stopped && state === 'open' && store.get().error !== null) update({ error: null });
  });

  const capture =
    options.capture ??
    ((stream: S, onChunk: (wavDataUrl: string) => void) =>
      captureCaptionAudio(stream, { onChunk, ...(options.AudioContext ? { AudioContext: options.AudioContext } : {}) }));
  let audio: Pick<CaptionAudioCapture, 'stop'>;
  try {
    audio = capture(options.stream, (wavDataUrl) => {
      if (!stopped) connection.send(wavDataUrl);
    });
  } catch (error) {
    unsubscribe();
    unsubscribeState?.();
    connection.close();
    throw error;
  }

  return {
    getSnapshot: store.get,
    subscribe: store.subscribe,
    stop() {
      if (stopped) return;
      stopped = true;
      audio.stop();
      unsubscribe();
      unsubscribeState?.();
      connection.close();
    },
  };
}
