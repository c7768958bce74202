import { open } from 'node:fs/promises';
import { type MeasureOptions, measureDecodedSeconds } from './measure-decoded-duration';
import { MediaError } from './media-error';
import { wavClaimedSeconds } from './wav-claimed-duration';

/** Less than this decodes to nothing a person could have meant to transcribe. */
const MIN_READABLE_SECONDS = 0.5;
/** Decoders and headers disagree by a few frames; a file missing more than this share (and 2 s) was cut short. */
const CUT_SHORT_SHARE = 0.1;
const CUT_SHORT_SECONDS = 2;

/** "0.05 s", "8.1 s", "45 s", "3 min 5 s", "1 h 2 min": how long, in words a person reads at a glance. */
export function formatSeconds(seconds: number): string {
  if (seconds < 1) return `${Number(seconds.toFixed(2))} s`;
  if (seconds < 10) return `${Number(seconds.toFixed(1))} s`;
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole} s`;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  return rest > 0 ? `${minutes} min ${rest} s` : `${minutes} min`;
}

/** A file whose audio stops far short of what its header announces, or decodes to (almost) nothing. */
export class DamagedMediaError extends MediaError {
  constructor(
    readonly decodedSeconds: number,
    readonly claimedSeconds: number,
  ) {
    super('cut-short');
    this.message =
      claimedSeconds > decodedSeconds + CUT_SHORT_SECONDS
        ? `This file seems damaged or cut short: only ${formatSeconds(decodedSeconds)} of its ${formatSeconds(claimedSeconds)} could be read. Please upload the complete file.`
        : `This file seems damaged or cut short: only ${formatSeconds(decodedSeconds)} of audio could be read. Please upload the complete file.`;
  }
}

/**
 * Throws DamagedMediaError when the audio that really decodes is (almost) nothing, or far less than the file claims.
 * Without this a cut-off upload "completes" with an empty or partial transcript, and a person is charged for it.
 */
export function assertAudioIntact(decodedSeconds: number, claimedSeconds: number): void {
  const missing = claimedSeconds - decodedSeconds;
  const cutShort = missing > CUT_SHORT_SECONDS && missing > claimedSeconds * CUT_SHORT_SHARE;
  if (decodedSeconds < MIN_READABLE_SECONDS || cutShort) throw new DamagedMediaError(decodedSeconds, claimedSeconds);
}

/** Enough of the file's start for a WAV header, with room for the LIST chunks some writers put before `data`. */
const HEADER_BYTES = 4096;

async function readHead(path: string): Promise<Buffer> {
  const file = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEADER_BYTES);
    const { bytesRead } = await file.read(buffer, 0, HEADER_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/**
 * Decodes the file's audio once and compares it with what the file claims (`probedSeconds` from ffprobe, or a WAV
 * header's own announcement, which ffprobe does not report). Resolves with the seconds that decode; throws
 * DamagedMediaError for a file cut short or decoding to (almost) nothing.
 */
export async function checkAudioIntact(path: string, probedSeconds: number, options: MeasureOptions = {}): Promise<number> {
  const claimed = Math.max(probedSeconds, wavClaimedSeconds(await readHead(path)) ?? 0);
  const decoded = await measureDecodedSeconds(path, options);
  assertAudioIntact(decoded, claimed);
  return decoded;
}
