/** The only sample rate live captions take: the browser records at it (AudioContext({ sampleRate: 16000 })), and
 * the local decoder's model was trained at it. */
export const CAPTION_SAMPLE_RATE = 16_000;

/** A chunk of caption audio that is no WAV, or not the one WAV format captions take. The message is for the user. */
export class CaptionAudioError extends Error {
  override readonly name = 'CaptionAudioError';
}

export interface PcmWav {
  sampleRate: number;
  /** 16-bit little-endian mono samples: a view into the buffer that was read, not a copy. */
  samples: Buffer;
}

const PCM = 1;
const EXTENSIBLE = 0xfffe;

/**
 * Reads a WAV file of 16-bit PCM mono audio at 16 kHz, the format of a caption chunk, and refuses anything else with a
 * message that says what is wrong. Chunks other than `fmt ` and `data` (LIST, fact…) are skipped. A data chunk whose
 * size is unknown (0 or 0xFFFFFFFF, as streaming writers leave it) or larger than what follows runs to the end of the
 * file.
 */
export function readPcmWav(wav: Buffer): PcmWav {
  if (wav.length < 12 || wav.toString('latin1', 0, 4) !== 'RIFF' || wav.toString('latin1', 8, 12) !== 'WAVE') {
    throw new CaptionAudioError('The audio chunk is not a WAV file.');
  }
  let format: { tag: number; channels: number; sampleRate: number; bits: number } | null = null;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString('latin1', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > wav.length) throw new CaptionAudioError('The audio chunk is not a WAV file: its format is cut short.');
      let tag = wav.readUInt16LE(body);
      // WAVE_FORMAT_EXTENSIBLE names the real format in the first two bytes of its sub-format GUID.
      if (tag === EXTENSIBLE && size >= 40 && body + 26 <= wav.length) tag = wav.readUInt16LE(body + 24);
      format = { tag, channels: wav.readUInt16LE(body + 2), sampleRate: wav.readUInt32LE(body + 4), bits: wav.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!format) throw new CaptionAudioError('The audio chunk is not a WAV file: its samples come before their format.');
      checkFormat(format);
      const end = size === 0 || size === 0xffffffff || body + size > wav.length ? wav.length : body + size;
      // A whole number of samples: an odd last byte is half a sample.
      const length = (end - body) & ~1;
      return { sampleRate: format.sampleRate, samples: wav.subarray(body, body + length) };
    }
    // Chunks are padded to an even length.
    offset = body + size + (size & 1);
  }
  if (format) checkFormat(format);
  throw new CaptionAudioError('The audio chunk is not a WAV file: it has no samples.');
}

function checkFormat(format: { tag: number; channels: number; sampleRate: number; bits: number }) {
  if (format.tag !== PCM) throw new CaptionAudioError('The audio chunk must be uncompressed PCM audio.');
  if (format.bits !== 16) throw new CaptionAudioError(`The audio chunk must have 16-bit samples, not ${format.bits}-bit.`);
  if (format.channels !== 1) throw new CaptionAudioError(`The audio chunk must be mono, not ${format.channels} channels.`);
  if (format.sampleRate !== CAPTION_SAMPLE_RATE) {
    throw new CaptionAudioError(`The audio chunk must be sampled at ${CAPTION_SAMPLE_RATE} Hz, not ${format.sampleRate} Hz.`);
  }
}

/** A WAV file (plain 44-byte header) of 16-bit little-endian mono samples. */
export function pcmWav(samples: Buffer, sampleRate = CAPTION_SAMPLE_RATE): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(PCM, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
