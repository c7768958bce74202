import { describe, expect, it } from 'vitest';
import { CaptionAudioError, pcmWav, readPcmWav } from './pcm-wav';

const samples = Buffer.from([1, 0, 2, 0, 3, 0, 4, 0]);

/** A WAV with a LIST chunk (odd length, padded) between the format and the samples, as many writers make. */
function withListChunk(dataSize: number): Buffer {
  const plain = pcmWav(samples);
  const list = Buffer.concat([Buffer.from('LIST'), Buffer.from([3, 0, 0, 0]), Buffer.from('abc'), Buffer.from([0])]);
  const data = Buffer.from(plain.subarray(36));
  data.writeUInt32LE(dataSize, 4);
  return Buffer.concat([plain.subarray(0, 36), list, data]);
}

describe('readPcmWav', () => {
  it('reads the samples of a 16 kHz 16-bit mono WAV, with or without other chunks', () => {
    expect(readPcmWav(pcmWav(samples))).toEqual({ sampleRate: 16_000, samples });
    expect(readPcmWav(withListChunk(samples.length)).samples).toEqual(samples);
  });

  it('takes the samples to the end when the data size is unknown or too large, in whole samples', () => {
    expect(readPcmWav(withListChunk(0xffffffff)).samples).toEqual(samples);
    expect(readPcmWav(withListChunk(0)).samples).toEqual(samples);
    expect(readPcmWav(Buffer.concat([withListChunk(1000), Buffer.from([9])])).samples).toEqual(samples);
  });

  it('accepts WAVE_FORMAT_EXTENSIBLE with a PCM sub-format', () => {
    const plain = pcmWav(samples);
    const fmt = Buffer.alloc(40);
    plain.copy(fmt, 0, 20, 36);
    fmt.writeUInt16LE(0xfffe, 0);
    fmt.writeUInt16LE(22, 16);
    fmt.writeUInt16LE(1, 24);
    const head = Buffer.from(plain.subarray(0, 20));
    head.writeUInt32LE(40, 16);
    expect(readPcmWav(Buffer.concat([head, fmt, plain.subarray(36)])).samples).toEqual(samples);
  });

  it('says what is wrong with anything else', () => {
    const refused = (wav: Buffer) => {
      try {
        readPcmWav(wav);
      } catch (error) {
        expect(error).toBeInstanceOf(CaptionAudioError);
        return (error as Error).message;
      }
      return 'accepted';
    };
    const changed = (offset: number, value: number) => {
      const wav = pcmWav(samples);
      wav.writeUInt16LE(value, offset);
      return wav;
    };
    expect(refused(Buffer.from('ID3 not a wav'))).toBe('The audio chunk is not a WAV file.');
    expect(refused(Buffer.alloc(0))).toBe('The audio chunk is not a WAV file.');
    expect(refused(pcmWav(samples).subarray(0, 30))).toMatch(/format is cut short/);
    expect(refused(pcmWav(samples).subarray(0, 36))).toMatch(/no samples/);
    expect(refused(changed(20, 3))).toBe('The audio chunk must be uncompressed PCM audio.');
    expect(refused(changed(34, 24))).toBe('The audio chunk must have 16-bit samples, not 24-bit.');
    expect(refused(changed(22, 2))).toBe('The audio chunk must be mono, not 2 channels.');
    expect(refused(pcmWav(samples, 48_000))).toBe('The audio chunk must be sampled at 16000 Hz, not 48000 Hz.');
  });
});
