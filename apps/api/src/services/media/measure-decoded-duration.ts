import { resolve } from 'node:path';
import { MediaError } from './media-error';
import { spawnTool, tailCollector } from './run-tool';

export interface MeasureOptions {
  signal?: AbortSignal;
  ffmpegPath?: string;
}

/**
 * How many seconds of the first audio stream really decode, whatever the header claims: ffmpeg decodes it to nothing
 * (`-f null`) and reports how far it got. A cut-off file decodes only as far as its bytes go, so this finds what
 * probing cannot. Decoding without a model is fast (a few seconds for an hour of audio) and holds nothing in memory.
 */
export async function measureDecodedSeconds(path: string, options: MeasureOptions = {}): Promise<number> {
  const args = ['-nostdin', '-hide_banner', '-nostats', '-v', 'error', '-progress', 'pipe:1'];
  // An absolute path can never be taken for an option or a protocol, whatever the user named the file.
  args.push('-i', resolve(path), '-map', '0:a:0', '-vn', '-sn', '-dn', '-f', 'null', '-');
  const { child, finished } = spawnTool('ffmpeg', options.ffmpegPath ?? 'ffmpeg', args, {
    signal: options.signal,
    killSignal: 'SIGKILL',
  });
  const stderr = tailCollector();
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk));
  // `-progress` prints key=value blocks; the last `out_time_us` is how far decoding went. Only the tail is kept.
  let progress = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    progress = (progress + chunk).slice(-4096);
  });
  let exit: Awaited<typeof finished>;
  try {
    exit = await finished;
  } catch (error) {
    throw options.signal?.aborted ? options.signal.reason : error;
  }
  if (exit.code !== 0) throw new MediaError('decode-failed', stderr.text || `ffmpeg exited with ${exit.code ?? exit.signal}`);
  const values = [...progress.matchAll(/^out_time_us=(-?\d+)$/gm)].map((match) => Number(match[1]));
  const last = values.at(-1);
  return last !== undefined && Number.isFinite(last) && last > 0 ? last / 1_000_000 : 0;
}
