import { describe, expect, it } from 'vitest';
import { type AudioContextLike, type AudioNodeLike, captureCaptionAudio, type ScriptProcessorNodeLike } from './capture-caption-audio';

interface FakeStream {
  getAudioTracks(): unknown[];
}
const withAudio: FakeStream = { getAudioTracks: () => [{ kind: 'audio' }] };

class FakeNode implements AudioNodeLike {
  connectedTo: AudioNodeLike[] = [];
  disconnected = false;
  connect(destination: AudioNodeLike) {
    this.connectedTo.push(destination);
    return destination;
  }
  disconnect() {
    this.disconnected = true;
  }
}

class FakeProcessor extends FakeNode implements ScriptProcessorNodeLike {
  onaudioprocess: ScriptProcessorNodeLike['onaudioprocess'] = null;
  constructor(readonly args: [number, number, number]) {
    super();
  }
  /** The browser hands over one buffer of the microphone's samples. */
  feed(samples: Float32Array) {
    this.onaudioprocess?.({ inputBuffer: { getChannelData: () => samples } });
  }
}

/** An AudioContext that records what was made with it; `deviceRate` set, it refuses other rates as Firefox does. */
function fakeAudioContext(deviceRate?: number) {
  const contexts: FakeContext[] = [];
  class FakeContext implements AudioContextLike<FakeStream> {
    readonly sampleRate: number;
    readonly destination = new FakeNode();
    sources: FakeNode[] = [];
    processors: FakeProcessor[] = [];
    state = 'suspended';
    constructor(readonly options?: { sampleRate?: number }) {
      this.sampleRate = options?.sampleRate ?? deviceRate ?? 48_000;
      contexts.push(this);
    }
    createMediaStreamSource(_stream: FakeStream) {
      if (deviceRate && this.sampleRate !== deviceRate) throw new Error('NotSupportedError: different sample rate');
      const source = new FakeNode();
      this.sources.push(source);
      return source;
    }
    createScriptProcessor(bufferSize: number, inputs: number, outputs: number) {
      const processor = new FakeProcessor([bufferSize, inputs, outputs]);
      this.processors.push(processor);
      return processor;
    }
    async resume() {
      this.state = 'running';
    }
    async close() {
      this.state = 'closed';
    }
  }
  return { AudioContext: FakeContext, contexts };
}

const tone = (length: number, level = 0.2) => Float32Array.from({ length }, (_, i) => Math.sin(i / 7) * level);
const samplesOf = (url: string) => {
  const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
  const view = new DataView(bytes.buffer);
  return { sampleRate: view.getUint32(24, true), count: (bytes.length - 44) / 2 };
};

describe('captureCaptionAudio', () => {
  it('opens a 16 kHz context with a 4096-sample processor and sends a WAV data URL per 30 loud buffers', async () => {
    const fake = fakeAudioContext();
    const chunks: string[] = [];
    const capture = captureCaptionAudio(withAudio, { onChunk: (url) => chunks.push(url), AudioContext: fake.AudioContext });
    const [context] = fake.contexts;
    expect(context?.options).toEqual({ sampleRate: 16_000 });
    expect(capture.sampleRate).toBe(16_000);
    const processor = context?.processors[0] as FakeProcessor;
    expect(processor.args).toEqual([4096, 1, 1]);
    expect(context?.sources[0]?.connectedTo).toEqual([processor]);
    expect(processor.connectedTo).toEqual([context?.destination]);
    await Promise.resolve();
    expect(context?.state).toBe('running');

    for (let i = 0; i < 30; i++) processor.feed(new Float32Array(4096)); // silence: nothing sent
    for (let i = 0; i < 29; i++) processor.feed(tone(4096));
    expect(chunks).toEqual([]);
    processor.feed(tone(4096));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.startsWith('data:audio/wav;base64,')).toBe(true);
    expect(samplesOf(chunks[0] as string)).toEqual({ sampleRate: 16_000, count: 30 * 4096 });

    capture.stop();
    expect(processor.onaudioprocess).toBeNull();
    expect(context?.sources[0]?.disconnected).toBe(true);
    expect(processor.disconnected).toBe(true);
    await Promise.resolve();
    expect(context?.state).toBe('closed');
    capture.stop(); // twice is harmless
  });

  it('where the browser will not capture at 16 kHz, captures at its own rate and resamples to 16 kHz', () => {
    const fake = fakeAudioContext(48_000);
    const chunks: string[] = [];
    const capture = captureCaptionAudio(withAudio, { onChunk: (url) => chunks.push(url), AudioContext: fake.AudioContext });
    expect(fake.contexts).toHaveLength(2);
    expect(fake.contexts[0]?.state).toBe('closed');
    expect(capture.sampleRate).toBe(48_000);
    const processor = fake.contexts[1]?.processors[0] as FakeProcessor;
    // 7.68 s at 48 kHz.
    for (let i = 0; i < 90; i++) processor.feed(tone(4096));
    expect(chunks).toHaveLength(1);
    expect(samplesOf(chunks[0] as string)).toEqual({ sampleRate: 16_000, count: 30 * 4096 });
    capture.stop();
  });

  it('refuses a stream without an audio track, and a browser without Web Audio', () => {
    const fake = fakeAudioContext();
    expect(() => captureCaptionAudio({ getAudioTracks: () => [] }, { onChunk: () => undefined, AudioContext: fake.AudioContext })).toThrow(
      /audio track/,
    );
    expect(fake.contexts).toEqual([]);
    expect(() => captureCaptionAudio(withAudio, { onChunk: () => undefined })).toThrow(/Web Audio/);
  });
});
