/**
 * A streaming resampler for audio that arrives in buffers, for browsers whose AudioContext will not run at 16 kHz
 * (Firefox refuses a microphone source in a context whose rate differs from the device's). Downsampling averages the
 * input samples each output sample stands for (a box filter, enough to keep most aliasing out of speech); upsampling
 * repeats samples. Fractions carry over from one buffer to the next, so a chunk lasts exactly as long as the audio.
 */
export function createResampler(fromRate: number, toRate: number): (input: Float32Array) => Float32Array {
  if (!(fromRate > 0) || !(toRate > 0)) throw new RangeError('createResampler: sample rates must be above 0.');
  if (fromRate === toRate) return (input) => input;
  const step = fromRate / toRate; // input samples per output sample
  let read = 0;
  let next = step;
  let sum = 0;
  let count = 0;
  let last = 0;
  return (input) => {
    const output = new Float32Array(Math.ceil((read + input.length) / step) - Math.floor(read / step) + 1);
    let written = 0;
    for (const sample of input) {
      sum += sample;
      count += 1;
      read += 1;
      while (read >= next) {
        if (count > 0) last = sum / count;
        output[written++] = last;
        sum = 0;
        count = 0;
        next += step;
      }
    }
    return output.subarray(0, written);
  };
}
