import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * A screen recording as a browser's MediaRecorder makes one: WebM with VP8 video (a plain screen) and Opus audio, the
 * speech of `audioPath`. Written to `path`; resolves with its bytes.
 */
export async function makeWebmRecording(audioPath: string, path: string): Promise<Buffer> {
  await run('ffmpeg', [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'color=c=navy:s=160x120:r=10', '-i', audioPath, '-shortest'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '100k', '-c:a', 'libopus', '-b:a', '48k'],
    path,
  ]);
  return readFile(path);
}

/** `bytes` cut into `count` pieces of about the same size, as the recorder's one-second chunks arrive. */
export function piecesOf(bytes: Buffer, count: number): Buffer[] {
  const size = Math.ceil(bytes.length / count);
  return Array.from({ length: count }, (_, i) => bytes.subarray(i * size, Math.min(bytes.length, (i + 1) * size)));
}
