import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { decodeAudioToPath } from '../../media/decode-audio';
import { MissingToolError, spawnTool, tailCollector } from '../../media/run-tool';
import type { PlannedPart, TranscriptionMode } from '../speech-engine';
import { ENGINE_UNAVAILABLE_MESSAGE, SpeechEngineError } from '../speech-engine-error';
import { type PocketsphinxUtterance, parsePocketsphinxOutput } from './parse-pocketsphinx';

const run = promisify(execFile);

/**
 * Decoder settings. -samprate matches the 16 kHz input ffmpeg gives it. -time yes prints word timings and
 * posteriors. The input is raw samples: 0.8 reads a file named "*.wav" as WAV and anything else as raw.
 */
const DECODER_ARGS = ['-time', 'yes', '-samprate', '16000'];

/**
 * The decoder's search per mode. Balanced is pocketsphinx 0.8's own defaults. Fast prunes where it costs least: at
 * most 3000 HMMs and 10 words per frame, 2 Gaussians per senone, and phone lookahead over 10 frames. Accurate widens
 * the main, phone and word beams (1e-48 → 1e-56, 7e-29 → 1e-35), so fewer good paths are cut early, and scores 6
 * Gaussians per senone instead of 4, keeping the HMM cap that bounds its cost. Measured on the benchmark's 289 s of
 * espeak-ng speech (bench/transcription), one process each, CPU time: fast took 61 % of balanced's at 28.5 % WER
 * (balanced 21.0 %); accurate 115 % at 19.0 % (synthetic speech moves the WER ±3 points by chance, so its gain shows
 * better on noisy real recordings, where pruning loses more). Narrowing the beams instead, or dropping the second
 * (flat) pass, cost far more accuracy for the same speed (41-47 % WER); wider beams still (1e-60) cost 137 % for
 * 19.7 %, and uncapped ones nine times as long for 20.1 %.
 */
export const MODE_ARGS: Record<TranscriptionMode, readonly string[]> = {
  fast: ['-maxhmmpf', '3000', '-maxwpf', '10', '-topn', '2', '-pl_window', '10'],
  balanced: [],
  accurate: ['-beam', '1e-56', '-pbeam', '1e-56', '-wbeam', '1e-35', '-topn', '6'],
};

/** Where the decoder programs are and what they are given besides the defaults. */
export interface DecoderTools {
  pocketsphinxPath?: string | undefined;
  ffmpegPath?: string | undefined;
  /** The operator's own decoder arguments (another model): they come last, so they win over the mode's. */
  pocketsphinxArgs?: string[] | undefined;
}

export interface DecodePartInput {
  path: string;
  part: PlannedPart;
  /** A FIFO path to create and remove, in a folder the caller owns. */
  fifo: string;
  signal: AbortSignal;
  mode: TranscriptionMode;
  /** Seconds of the range decoded so far, as pocketsphinx prints its words. */
  onDecoded(seconds: number): void;
}

/** The end time of the last timed word line ("word start end posterior") in a piece of decoder output. */
export function lastWordEnd(output: string): number | null {
  const matches = output.match(/^\S+ \d+(?:\.\d+)? (\d+(?:\.\d+)?) -?\d+(?:\.\d+)?$/gm);
  const last = matches?.at(-1)?.split(' ')[2];
  return last === undefined ? null : Number(last);
}

async function makeFifo(path: string) {
  // mkfifo(1) is coreutils, on every Debian; Node has no binding for mkfifo(2).
  await run('mkfifo', ['-m', '600', path]);
}

/**
 * Decodes one part: ffmpeg decodes the range (from its warm-up start) into a named pipe that pocketsphinx reads. A
 * FIFO is needed because Node's child pipes are socket pairs, which pocketsphinx cannot fopen() as /dev/stdin; through
 * the FIFO the samples go from process to process in the kernel, with nothing buffered here or written to disk. The
 * words come back in the file's time, those of the warm-up dropped.
 */
export async function decodePart(tools: DecoderTools, input: DecodePartInput): Promise<PocketsphinxUtterance[]> {
  const { fifo, signal } = input;
  const { range, warmStart } = input.part;
  await makeFifo(fifo);
  const decoder = decodeAudioToPath(input.path, fifo, {
    startSeconds: warmStart,
    durationSeconds: range.end - warmStart,
    format: 's16le',
    signal,
    ffmpegPath: tools.ffmpegPath,
  });
  const command = tools.pocketsphinxPath ?? 'pocketsphinx_continuous';
  const args = ['-infile', fifo, ...DECODER_ARGS, ...MODE_ARGS[input.mode], ...(tools.pocketsphinxArgs ?? [])];
  const { child, finished } = spawnTool('pocketsphinx_continuous', command, args, { signal, killSignal: 'SIGKILL' });
  // pocketsphinx flushes each utterance's words as it finishes it, so progress follows the decoder.
  let stdout = '';
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    const heard = lastWordEnd(chunk);
    if (heard !== null) input.onDecoded(Math.min(range.end - range.start, Math.max(0, warmStart + heard - range.start)));
  });
  // pocketsphinx logs a few hundred lines per run; only the end matters when it fails.
  const log = tailCollector(4096);
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk));

  // Opening a FIFO blocks until both ends are open: if either side dies first, the other would wait forever.
  let engineKilled = false;
  const [decode, engine] = await Promise.allSettled([
    decoder.done.catch((error: unknown) => {
      engineKilled = true;
      child.kill('SIGKILL');
      throw error;
    }),
    finished.then(
      (exit) => {
        if (exit.code !== 0) decoder.kill();
        return exit;
      },
      (error: unknown) => {
        decoder.kill();
        throw error;
      },
    ),
  ]);
  await rm(fifo, { force: true });
  if (signal.aborted) throw signal.reason;
  // Report the root cause: a missing program explains anything the other side did.
  if (engine.status === 'rejected') throw engine.reason;
  if (decode.status === 'rejected' && (decode.reason instanceof MissingToolError || engineKilled)) throw decode.reason;
  if (engine.value.code !== 0) {
    throw new SpeechEngineError(
      'local',
      `pocketsphinx_continuous exited with ${engine.value.code ?? engine.value.signal}: ${log.text}`,
      ENGINE_UNAVAILABLE_MESSAGE,
      false,
    );
  }
  if (decode.status === 'rejected') throw decode.reason;
  // Words of the warm-up belong to the previous part, which has them already. The cut lies inside a silence, so
  // no word straddles it.
  return parsePocketsphinxOutput(stdout, warmStart)
    .map((utterance) => ({ words: utterance.words.filter((word) => word.start >= range.start - 0.02) }))
    .filter((utterance) => utterance.words.length > 0);
}
