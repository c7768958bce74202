/** Samples per buffer of the audio processor (core-journey spec, section 9). */
export const CAPTION_BUFFER_SIZE = 4096;
/** Buffers per caption chunk: 30 × 4096 samples, 7.68 s at 16 kHz. */
export const CAPTION_BUFFERS_PER_CHUNK = 30;
/** A chunk is sent only when its volume is above this; quieter is silence, and not worth a decoder's time. */
export const CAPTION_MIN_VOLUME = 0.0001;

/** The volume of some samples: their root mean square (0 for none). */
export function rmsVolume(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

export interface AudioChunkerOptions {
  /** Called with each full chunk loud enough to send. The array is the chunker's no longer: keep it. */
  onChunk(samples: Float32Array, volume: number): void;
  bufferSize?: number;
  buffersPerChunk?: number;
  minVolume?: number;
}

export interface AudioChunker {
  /** Adds samples (any length: a processor's 4096, a worklet's 128); they are copied. */
  push(samples: Float32Array): void;
  /** Forgets the samples of the chunk not yet full. */
  reset(): void;
}

/**
 * Collects audio into chunks of 30 buffers of 4096 samples and hands over each chunk whose volume (RMS) is above
 * 0.0001; a silent chunk is dropped. The samples are copied, since an audio processor reuses its buffers.
 */
export function createAudioChunker(options: AudioChunkerOptions): AudioChunker {
  const size = (options.bufferSize ?? CAPTION_BUFFER_SIZE) * (options.buffersPerChunk ?? CAPTION_BUFFERS_PER_CHUNK);
  const minVolume = options.minVolume ?? CAPTION_MIN_VOLUME;
  let chunk = new Float32Array(size);
  let filled = 0;

  return {
    push(samples) {
      let offset = 0;
      while (offset < samples.length) {
        const taken = Math.min(size - filled, samples.length - offset);
        chunk.set(samples.subarray(offset, offset + taken), filled);
        filled += taken;
        offset += taken;
        if (filled < size) return;
        filled = 0;
        const volume = rmsVolume(chunk);
        // A silent chunk's array is filled again; a sent one is handed over with the chunk.
        if (volume <= minVolume) continue;
        const full = chunk;
        chunk = new Float32Array(size);
        options.onChunk(full, volume);
      }
    },
    reset() {
      filled = 0;
    },
  };
}
