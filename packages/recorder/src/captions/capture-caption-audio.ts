import { CAPTION_BUFFER_SIZE, createAudioChunker } from './audio-chunker';
import { CAPTION_SAMPLE_RATE, encodeWavDataUrl } from './encode-wav';
import { createResampler } from './resample';

// The parts of the Web Audio API the capture uses. The browser's classes satisfy these (browserAudioContext proves it
// at compile time); tests pass small fakes.

// Handlers typed as methods are checked bivariantly, so the browser's AudioProcessingEvent handler fits.
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

export interface AudioNodeLike {
  connect(destination: AudioNodeLike): unknown;
  disconnect(): void;
}

export interface ScriptProcessorNodeLike extends AudioNodeLike {
  onaudioprocess: Handler<{ inputBuffer: { getChannelData(channel: number): Float32Array } }> | null;
}

export interface AudioContextLike<S = MediaStream> {
  readonly sampleRate: number;
  readonly destination: AudioNodeLike;
  createMediaStreamSource(stream: S): AudioNodeLike;
  createScriptProcessor(bufferSize: number, inputChannels: number, outputChannels: number): ScriptProcessorNodeLike;
  resume(): Promise<void>;
  close(): Promise<void>;
}

export type AudioContextConstructorLike<S = MediaStream> = new (options?: { sampleRate?: number }) => AudioContextLike<S>;

/** A stream with at least one audio track: the microphone's. */
export interface AudioStreamLike {
  getAudioTracks(): readonly unknown[];
}

export interface CaptureCaptionAudioOptions<S extends AudioStreamLike = MediaStream> {
  /** Called with each chunk loud enough to caption: a 16 kHz 16-bit mono WAV data URL of 7.68 s. */
  onChunk(wavDataUrl: string): void;
  /** Default: the browser's AudioContext (webkitAudioContext on old Safari). */
  AudioContext?: AudioContextConstructorLike<S>;
}

export interface CaptionAudioCapture {
  /** The rate the audio is captured at; resampled to 16 kHz when it is another. */
  readonly sampleRate: number;
  /** Stops listening and closes the audio context. The stream's tracks are the caller's to stop. */
  stop(): void;
}

function browserAudioContext(): AudioContextConstructorLike<MediaStream> | undefined {
  const scope = globalThis as { AudioContext?: typeof AudioContext; webkitAudioContext?: typeof AudioContext };
  return scope.AudioContext ?? scope.webkitAudioContext;
}

/** The context and the stream's source in it: at 16 kHz where the browser allows, else at its own rate. */
function openSource<S>(Context: AudioContextConstructorLike<S>, stream: S) {
  let context: AudioContextLike<S> | undefined;
  try {
    context = new Context({ sampleRate: CAPTION_SAMPLE_RATE });
    return { context, source: context.createMediaStreamSource(stream) };
  } catch {
    // Old Safari has no sampleRate option; Firefox will not connect a microphone to a context at another rate.
    void context?.close().catch(() => undefined);
    context = new Context();
    try {
      return { context, source: context.createMediaStreamSource(stream) };
    } catch (error) {
      void context.close().catch(() => undefined);
      throw error;
    }
  }
}

/**
 * Listens to a stream's microphone for live captions: an AudioContext at 16 kHz, the stream's source and a
 * ScriptProcessorNode of 4096 samples, whose buffers go into chunks of 30 (7.68 s); each chunk above the spec's
 * volume becomes a WAV data URL for `onChunk`. Throws when the stream has no audio track or the browser has no Web
 * Audio.
 */
export function captureCaptionAudio<S extends AudioStreamLike = MediaStream>(
  stream: S,
  options: CaptureCaptionAudioOptions<S>,
): CaptionAudioCapture {
  if (stream.getAudioTracks().length === 0) throw new Error('Live captions need a stream with an audio track.');
  // Without an AudioContext option the stream is a browser's MediaStream, which is what the browser's context takes.
  const Context = options.AudioContext ?? (browserAudioContext() as AudioContextConstructorLike<S> | undefined);
  if (!Context) throw new Error('Live captions need the Web Audio API, which this browser does not have.');

  const { context, source } = openSource(Context, stream);
  const resample = createResampler(context.sampleRate, CAPTION_SAMPLE_RATE);
  const chunker = createAudioChunker({ onChunk: (samples) => options.onChunk(encodeWavDataUrl(samples, CAPTION_SAMPLE_RATE)) });
  const processor = context.createScriptProcessor(CAPTION_BUFFER_SIZE, 1, 1);
  processor.onaudioprocess = (event) => chunker.push(resample(event.inputBuffer.getChannelData(0)));
  source.connect(processor);
  // A processor runs only while connected to the output; it writes nothing, so nothing is heard.
  processor.connect(context.destination);
  // A context made outside a user gesture starts suspended.
  void context.resume().catch(() => undefined);

  let stopped = false;
  return {
    sampleRate: context.sampleRate,
    stop() {
      if (stopped) return;
      stopped = true;
      processor.onaudioprocess = null;
      source.disconnect();
      processor.disconnect();
      chunker.reset();
      void context.close().catch(() => undefined);
    },
  };
}
