import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { makeOwnedTempDir } from '../../../lib/owned-temp-dirs';
import { decodeAudioToPath } from '../../media/decode-audio';
import { findSilences, type PlanChunksOptions, planChunks, type Silence, type TimeRange } from '../../media/find-silences';
import { MissingToolError, spawnTool, tailCollector } from '../../media/run-tool';
import type { Language, SpeechEngine, TranscribeInput, Transcript, TranscriptionMode } from '../speech-engine';
import { ENGINE_UNAVAILABLE_MESSAGE, SpeechEngineError } from '../speech-engine-error';
import { type PocketsphinxUtterance, parsePocketsphinxOutput } from './parse-pocketsphinx';
import { createProcessSlots } from './process-slots';
import { segmentLocalWords } from './segment-local-words';

export interface LocalEngineOptions {
  /**
   * pocketsphinx processes at once, across every transcription this engine runs (one per core is right: each is
   * single-threaded and CPU-bound). Default: os.availableParallelism().
   */
  concurrency?: number;
  pocketsphinxPath?: string;
  ffmpegPath?: string;
  /**
   * Extra decoder arguments (e.g. -hmm/-lm/-dict for another model). The defaults are the packaged en-us model, which
   * pocketsphinx finds by itself.
   */
  pocketsphinxArgs?: string[];
  chunking?: PlanChunksOptions;
  /** Seconds of lead-in before each chunk (see WARM_UP); for measurements. */
  warmUp?: { min: number; max: number; fallback: number };
}

/** The packaged model (pocketsphinx-en-us) is US English; it offers nothing else. */
const LANGUAGES: Language[] = [{ code: 'en', name: 'English' }];

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

const run = promisify(execFile);

/**
 * pocketsphinx adapts to each recording as it listens: it normalises by a running cepstral mean over the last few
 * seconds ("live CMN"), which starts from the model's average. One process over the whole file pays for that cold start
 * once; a chunk starting cold decodes its first sentence noticeably worse (measured on espeak-ng speech: 27 % WER over
 * six chunks against 21 % for one process). So each chunk but the first starts decoding a few seconds early, at the
 * start of the utterance before its cut, and the words heard there are dropped: the decoder then enters the chunk in
 * the state one process would have had (22 % WER, for about 8 % more decoding).
 */
const WARM_UP = { min: 2.5, max: 6, fallback: 3 };

/** Bounds of a chunk's length in seconds (see chunkSizes). */
const CHUNK_SECONDS = { least: 20, most: 150 };

export function warmUpStart(chunkStart: number, silences: readonly Silence[], warmUp = WARM_UP): number {
  if (chunkStart <= 0) return 0;
  const earliest = chunkStart - warmUp.max;
  const latest = chunkStart - warmUp.min;
  let start: number | null = null;
  for (const silence of silences) {
    if (silence.end >= earliest && silence.end <= latest) start = silence.end;
  }
  return Math.max(0, start ?? chunkStart - warmUp.fallback);
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

export function createLocalEngine(options: LocalEngineOptions = {}): SpeechEngine {
  const concurrency = Math.max(1, options.concurrency ?? availableParallelism());
  const slots = createProcessSlots(concurrency);

  /**
   * As few chunks as keep every worker busy: one per worker for up to 150 s of audio each, then whole multiples of the
   * workers so that they all finish together. Each chunk costs a pocketsphinx start (some 0.6 s of CPU loading the
   * model) and, after the first, a warm-up and a cut the decoder did not choose; fewer chunks cost less of both.
   */
  function chunkSizes(duration: number): Required<PlanChunksOptions> {
    if (options.chunking) return { minSeconds: 20, targetSeconds: 30, maxSeconds: 60, ...options.chunking };
    const count = concurrency * Math.max(1, Math.ceil(duration / (concurrency * CHUNK_SECONDS.most)));
    const target = Math.min(CHUNK_SECONDS.most, Math.max(CHUNK_SECONDS.least, duration / count));
    return { minSeconds: CHUNK_SECONDS.least, targetSeconds: target, maxSeconds: Math.max(60, target * 1.25) };
  }

  interface ChunkJob {
    path: string;
    range: TimeRange;
    /** Where decoding starts: a few seconds before the range, whose words are dropped (see warmUpStart). */
    warmStart: number;
    fifo: string;
    signal: AbortSignal;
    mode: TranscriptionMode;
    /** Seconds of the range decoded so far, as pocketsphinx prints its words. */
    onDecoded(seconds: number): void;
  }

  /**
   * One chunk: ffmpeg decodes the range into a named pipe that pocketsphinx reads. A FIFO is needed because Node's
   * child pipes are socket pairs, which pocketsphinx cannot fopen() as /dev/stdin; through the FIFO the samples go
   * from process to process in the kernel, with nothing buffered here or written to disk.
   */
  async function transcribeChunk(job: ChunkJob): Promise<PocketsphinxUtterance[]> {
    const { range, fifo, signal, warmStart } = job;
    await makeFifo(fifo);
    const decoder = decodeAudioToPath(job.path, fifo, {
      startSeconds: warmStart,
      durationSeconds: range.end - warmStart,
      format: 's16le',
      signal,
      ffmpegPath: options.ffmpegPath,
    });
    const command = options.pocketsphinxPath ?? 'pocketsphinx_continuous';
    // The operator's own arguments come last, so they win over the mode's.
    const args = ['-infile', fifo, ...DECODER_ARGS, ...MODE_ARGS[job.mode], ...(options.pocketsphinxArgs ?? [])];
    const { child, finished } = spawnTool('pocketsphinx_continuous', command, args, { signal, killSignal: 'SIGKILL' });
    // pocketsphinx flushes each utterance's words as it finishes it, so progress follows the decoder.
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
      const heard = lastWordEnd(chunk);
      if (heard !== null) job.onDecoded(Math.min(range.end - range.start, Math.max(0, warmStart + heard - range.start)));
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
    // Words of the warm-up belong to the previous chunk, which has them already. The cut lies inside a silence, so
    // no word straddles it.
    return parsePocketsphinxOutput(stdout, warmStart)
      .map((utterance) => ({ words: utterance.words.filter((word) => word.start >= range.start - 0.02) }))
      .filter((utterance) => utterance.words.length > 0);
  }

  return {
    id: 'local',
    languages: async () => LANGUAGES,
    async transcribe(input: TranscribeInput): Promise<Transcript> {
      input.signal.throwIfAborted();
      if (input.language && !/^en\b/i.test(input.language)) {
        throw new SpeechEngineError(
          'local',
          `local engine asked for language ${input.language}`,
          'The built-in speech engine only understands English. Choose English or ask the administrator for another engine.',
          false,
        );
      }
      const duration = input.durationSeconds;
      const sizes = chunkSizes(duration);
      // A file too short for two chunks goes straight to the decoder, as does one that a single worker would take
      // in one piece anyway: splitting it would only add a silence scan.
      const split = duration >= 2 * sizes.minSeconds && (concurrency > 1 || duration > sizes.maxSeconds);
      const silences = split ? await findSilences(input.path, { signal: input.signal, ffmpegPath: options.ffmpegPath }) : [];
      const ranges = split ? planChunks(duration, silences, sizes) : [{ start: 0, end: duration }];

      // One failed chunk stops the others at once; their processes are killed through this signal.
      const stop = new AbortController();
      const signal = AbortSignal.any([input.signal, stop.signal]);
      const results: PocketsphinxUtterance[][] = new Array(ranges.length);
      const dir = await makeOwnedTempDir('local');

      // Longest first, so the last chunks to finish are short and no core idles long at the end.
      const queue = ranges
        .map((range, index) => ({ range, index, warmStart: warmUpStart(range.start, silences, options.warmUp) }))
        .sort((a, b) => b.range.end - b.range.start - (a.range.end - a.range.start));
      // Seconds decoded per chunk, finished or in flight: progress moves as words come out, not only per chunk.
      const decoded = new Map<number, number>();
      let reported = 0;
      const report = (index: number, seconds: number) => {
        decoded.set(index, Math.max(seconds, decoded.get(index) ?? 0));
        let total = 0;
        for (const value of decoded.values()) total += value;
        const fraction = Math.min(1, total / Math.max(duration, 1e-9));
        if (fraction <= reported) return;
        reported = fraction;
        input.onProgress(fraction);
      };
      let firstError: unknown = null;

      async function worker() {
        for (let next = queue.shift(); next && !signal.aborted; next = queue.shift()) {
          let release: (() => void) | null = null;
          try {
            release = await slots.acquire(signal);
            const fifo = join(dir, `chunk-${next.index}.s16le`);
            const { index, range } = next;
            const onDecoded = (seconds: number) => report(index, seconds);
            const mode = input.mode ?? 'balanced';
            results[index] = await transcribeChunk({ path: input.path, range, warmStart: next.warmStart, fifo, signal, mode, onDecoded });
            report(index, range.end - range.start);
          } catch (error) {
            firstError ??= error;
            stop.abort(error);
          } finally {
            release?.();
          }
        }
      }
      try {
        const workers = Math.min(concurrency, ranges.length);
        await Promise.all(Array.from({ length: workers }, worker));
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
      input.signal.throwIfAborted();
      if (firstError) throw firstError;

      const utterances: PocketsphinxUtterance[] = [];
      for (const [index, chunk] of results.entries()) {
        const range = ranges[index];
        if (!range) continue;
        for (const utterance of chunk) {
          // ffmpeg may hand over a few samples past the range end; keep every time inside the chunk and the file.
          for (const word of utterance.words) {
            word.start = Math.min(Math.max(word.start, range.start), range.end);
            word.end = Math.min(Math.max(word.end, word.start), range.end);
          }
          utterances.push(utterance);
        }
      }
      // Sentences are made across chunk cuts: a cut lies in a silence, which the decoder reports as an utterance end.
      const { text, segments, words } = segmentLocalWords(utterances);
      return { text, language: 'en', engine: 'local', segments, words };
    },
  };
}
