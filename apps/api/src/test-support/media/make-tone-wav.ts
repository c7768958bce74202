import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Writes `seconds` of a 440 Hz tone as a 16 kHz WAV at `path` and returns its bytes: real media with no words,
 * for tests that care that a file is audio but not what it says.
 */
export function makeToneWav(path: string, seconds: number): Buffer {
  execFileSync('ffmpeg', ['-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`, '-ar', '16000', path]);
  return readFileSync(path);
}
