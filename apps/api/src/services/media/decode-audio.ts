import { resolve } from 'node:path';
import { MediaError } from './media-error';
import { spawnTool, tailCollector } from './run-tool';

/** Every engine here wants what telephony and ASR models are trained on: 16 kHz, one channel, 16-bit samples. */
const SAMPLE_RATE = 16_000;

export interface DecodeOptions {
  /** Where to start, in seconds from the beginning of the file. */
  startSeconds?: number;
  /** How much to decode; the rest of the file when left out. */
  durationSeconds?: number;
  /** Raw little-endian samples (what pocketsphinx reads from a pipe) or a WAV stream. */
  format?: 's16le' | 'wav';
  signal?: AbortSignal;
  ffmpegPath?: string;
}

/** Common ffmpeg arguments that read a time range of a file's first audio stream. */
export function ffmpegInputArgs(path: string, startSeconds?: number, durationSeconds?: number): string[] {
  const args = ['-nostdin', '-hide_banner', '-nostats'];
  // -ss before -i seeks in the demuxer (fast) and ffmpeg still trims to the exact sample when transcoding.
  if (startSeconds !== undefined && startSeconds > 0) args.push('-ss', startSeconds.toFixed(3));
  if (durationSeconds !== undefined) args.push('-t', durationSeconds.toFixed(3));
  // An absolute path can never be taken for an option or a protocol, whatever the user named the file.
  args.push('-i', resolve(path), '-map', '0:a:0', '-vn', '-sn', '-dn');
  return args;
}

function decodeArgs(path: string, options: DecodeOptions, output: string): string[] {
  return [
    '-v',
    'error',
    '-y',
    ...ffmpegInputArgs(path, options.startSeconds, options.durationSeconds),
    ...['-ac', '1', '-ar', String(SAMPLE_RATE), '-c:a', 'pcm_s16le', '-f', options.format ?? 's16le', output],
  ];
}

export interface DecodeToPathResult {
  pid: number | undefined;
  /** Kills ffmpeg (e.g. because the reader of a FIFO died and ffmpeg would wait for it forever). */
  kill(): void;
  /** Settles when ffmpeg has exited: rejects with MediaError when it failed, with the abort reason when aborted. */
  done: Promise<void>;
}

/**
 * Decodes (a range of) a media file into `output`, which may be a named pipe (FIFO): the local engine hands one to
 * pocketsphinx so the samples flow between the two processes through the kernel, with nothing written to disk.
 */
export function decodeAudioToPath(path: string, output: string, options: DecodeOptions = {}): DecodeToPathResult {
  const { child, finished } = spawnTool('ffmpeg', options.ffmpegPath ?? 'ffmpeg', decodeArgs(path, options, resolve(output)), {
    signal: options.signal,
    killSignal: 'SIGKILL',
  });
  const stderr = tailCollector();
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  let killed = false;
  const done = finished.then(
    ({ code, signal }) => {
      if (code === 0 || killed) return;
      throw options.signal?.aborted
        ? options.signal.reason
        : new MediaError('decode-failed', stderr.text || `ffmpeg exited with ${code ?? signal}`);
    },
    (error: unknown) => {
      throw options.signal?.aborted ? options.signal.reason : error;
    },
  );
  done.catch(() => undefined);
  return {
    pid: child.pid,
    kill() {
      killed = true;
      child.kill('SIGKILL');
    },
    done,
  };
}
