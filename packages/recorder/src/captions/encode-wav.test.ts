import { describe, expect, it } from 'vitest';
import { CAPTION_SAMPLE_RATE, encodeWav, encodeWavDataUrl, wavDataUrl } from './encode-wav';

/** Reads a WAV header back, field by field, as a decoder would. */
function parseWav(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const ascii = (offset: number) => String.fromCharCode(...bytes.subarray(offset, offset + 4));
  return {
    riff: ascii(0),
    riffSize: view.getUint32(4, true),
    wave: ascii(8),
    fmt: ascii(12),
    fmtSize: view.getUint32(16, true),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    byteRate: view.getUint32(28, true),
    blockAlign: view.getUint16(32, true),
    bitsPerSample: view.getUint16(34, true),
    data: ascii(36),
    dataSize: view.getUint32(40, true),
    samples: Array.from({ length: (bytes.length - 44) / 2 }, (_, i) => view.getInt16(44 + i * 2, true)),
  };
}

describe('encodeWav', () => {
  it('writes a 16 kHz 16-bit PCM mono WAV with the plain 44-byte header', () => {
    const wav = encodeWav(new Float32Array([0, 0.5, -0.5, 1, -1]));
    expect(wav.length).toBe(44 + 5 * 2);
    expect(parseWav(wav)).toEqual({
      riff: 'RIFF',
      riffSize: 36 + 10,
      wave: 'WAVE',
      fmt: 'fmt ',
      fmtSize: 16,
      format: 1,
      channels: 1,
      sampleRate: CAPTION_SAMPLE_RATE,
      byteRate: CAPTION_SAMPLE_RATE * 2,
      blockAlign: 2,
      bitsPerSample: 16,
      data: 'data',
      dataSize: 10,
      samples: [0, 16383, -16384, 32767, -32768],
    });
  });

  it('clips samples outside [-1, 1], makes NaN silence, and takes another rate', () => {
    const wav = parseWav(encodeWav(new Float32Array([2, -3, Number.NaN]), 8000));
    expect(wav.samples).toEqual([32767, -32768, 0]);
    expect(wav.sampleRate).toBe(8000);
    expect(wav.byteRate).toBe(16000);
  });

  it('makes a base64 data URL that decodes to the same bytes, even for a whole 7.68 s chunk', () => {
    const samples = new Float32Array(30 * 4096).map((_, i) => Math.sin(i / 10) * 0.3);
    const wav = encodeWav(samples);
    const url = encodeWavDataUrl(samples);
    expect(url.startsWith('data:audio/wav;base64,')).toBe(true);
    expect(url).toBe(wavDataUrl(wav));
    const decoded = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (c) => c.charCodeAt(0));
    expect(decoded).toEqual(wav);
    // 245,804 bytes: under the captions socket's 512 KiB limit as a data URL.
    expect(wav.length).toBe(245_804);
    expect(url.length).toBeLessThan(512 * 1024);
  });
});
