/** Caption audio is 16 kHz mono (core-journey spec, section 9): what the captions socket accepts. */
export const CAPTION_SAMPLE_RATE = 16_000;

const HEADER_BYTES = 44;

/**
 * Samples in [-1, 1] as a WAV file of 16-bit PCM mono with the plain 44-byte header. Samples outside the range are
 * clipped; NaN is silence.
 */
export function encodeWav(samples: Float32Array, sampleRate = CAPTION_SAMPLE_RATE): Uint8Array {
  const bytes = new Uint8Array(HEADER_BYTES + samples.length * 2);
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) view.setUint8(offset + i, text.charCodeAt(i));
  };
  ascii(0, 'RIFF');
  view.setUint32(4, 36 + samples.length * 2, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // size of the fmt chunk
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, sampleRate, true);
  view.setUint32(28, sampleRate * 2, true); // bytes per second
  view.setUint16(32, 2, true); // bytes per frame
  view.setUint16(34, 16, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) {
    const sample = Math.max(-1, Math.min(1, samples[i] || 0));
    view.setInt16(HEADER_BYTES + i * 2, sample < 0 ? sample * 0x8000 : sample * 0x7fff, true);
  }
  return bytes;
}

/** Bytes as base64, in slices (a spread of 250 KB of arguments would overflow the stack). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return btoa(binary);
}

/** WAV bytes as the data URL the captions socket takes: `data:audio/wav;base64,...`. */
export function wavDataUrl(wav: Uint8Array): string {
  return `data:audio/wav;base64,${toBase64(wav)}`;
}

/** Samples straight to a WAV data URL. */
export function encodeWavDataUrl(samples: Float32Array, sampleRate = CAPTION_SAMPLE_RATE): string {
  return wavDataUrl(encodeWav(samples, sampleRate));
}
