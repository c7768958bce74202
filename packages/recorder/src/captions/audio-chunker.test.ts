import { describe, expect, it } from 'vitest';
import { CAPTION_BUFFER_SIZE, CAPTION_BUFFERS_PER_CHUNK, CAPTION_MIN_VOLUME, createAudioChunker, rmsVolume } from './audio-chunker';
import { createResampler } from './resample';

const CHUNK = CAPTION_BUFFER_SIZE * CAPTION_BUFFERS_PER_CHUNK;
const buffer = (value: number, length = CAPTION_BUFFER_SIZE) => new Float32Array(length).fill(value);

function collect() {
  const chunks: Array<{ samples: Float32Array; volume: number }> = [];
  const chunker = createAudioChunker({ onChunk: (samples, volume) => chunks.push({ samples, volume }) });
  return { chunks, chunker };
}

describe('rmsVolume', () => {
  it('is the root mean square of the samples', () => {
    expect(rmsVolume(new Float32Array([0.5, -0.5, 0.5, -0.5]))).toBeCloseTo(0.5);
    expect(rmsVolume(new Float32Array([3, 4]))).toBeCloseTo(Math.sqrt(12.5));
    expect(rmsVolume(new Float32Array())).toBe(0);
  });
});

describe('createAudioChunker', () => {
  it('hands over a chunk after 30 buffers of 4096 samples, not before', () => {
    const { chunks, chunker } = collect();
    for (let i = 0; i < 29; i++) chunker.push(buffer(0.1));
    expect(chunks).toEqual([]);
    chunker.push(buffer(0.1));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.samples.length).toBe(30 * 4096);
    expect(chunks[0]?.volume).toBeCloseTo(0.1);
  });

  it('drops a silent chunk (volume at or below 0.0001) and sends the next loud one', () => {
    const { chunks, chunker } = collect();
    for (let i = 0; i < 30; i++) chunker.push(buffer(0));
    for (let i = 0; i < 30; i++) chunker.push(buffer(CAPTION_MIN_VOLUME));
    expect(chunks).toEqual([]);
    for (let i = 0; i < 30; i++) chunker.push(buffer(0.0002));
    expect(chunks).toHaveLength(1);
    expect(chunks[0]?.samples.every((s) => Math.abs(s - 0.0002) < 1e-9)).toBe(true);
  });

  it('keeps the samples in order, copies them, and splits buffers of any length across chunks', () => {
    const { chunks, chunker } = collect();
    const reused = new Float32Array(1000);
    let next = 1;
    // 2.5 chunks in buffers of 1000, the same array refilled each time, as an audio processor does.
    for (let pushed = 0; pushed < CHUNK * 2.5; pushed += reused.length) {
      for (let i = 0; i < reused.length; i++) reused[i] = (next++ % 1000) / 1000 + 0.001;
      chunker.push(reused);
    }
    expect(chunks).toHaveLength(2);
    expect(chunks[0]?.samples[0]).toBeCloseTo(0.002);
    expect(chunks[1]?.samples[0]).toBeCloseTo(((CHUNK + 1) % 1000) / 1000 + 0.001);
    expect(chunks[0]?.samples).not.toBe(chunks[1]?.samples);
  });

  it('reset() forgets the unfinished chunk', () => {
    const { chunks, chunker } = collect();
    for (let i = 0; i < 20; i++) chunker.push(buffer(0.5));
    chunker.reset();
    for (let i = 0; i < 29; i++) chunker.push(buffer(0.5));
    expect(chunks).toEqual([]);
    chunker.push(buffer(0.5));
    expect(chunks).toHaveLength(1);
  });
});

describe('createResampler', () => {
  it('downsamples 48 kHz to 16 kHz by averaging, across buffers, keeping the length exact', () => {
    const resample = createResampler(48_000, 16_000);
    const out: number[] = [];
    // 1 s at 48 kHz in buffers of 4096 (not a multiple of 3).
    const input = Float32Array.from({ length: 48_000 }, (_, i) => (i % 3 === 0 ? 0.3 : 0));
    for (let start = 0; start < input.length; start += 4096) out.push(...resample(input.subarray(start, start + 4096)));
    expect(out).toHaveLength(16_000);
    expect(out.every((s) => Math.abs(s - 0.1) < 1e-6)).toBe(true);
  });

  it('handles 44.1 kHz, passes 16 kHz through, and upsamples 8 kHz by repeating', () => {
    const from44 = createResampler(44_100, 16_000);
    let count = 0;
    for (let i = 0; i < 44_100; i += 4096) count += from44(new Float32Array(Math.min(4096, 44_100 - i))).length;
    expect(count).toBe(16_000);
    const same = new Float32Array([1, 2]);
    expect(createResampler(16_000, 16_000)(same)).toBe(same);
    expect([...createResampler(8000, 16_000)(new Float32Array([0.25, 0.5]))]).toEqual([0.25, 0.25, 0.5, 0.5]);
  });
});
