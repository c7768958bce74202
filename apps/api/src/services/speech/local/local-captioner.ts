import { rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { makeOwnedTempDir } from '../../../lib/owned-temp-dirs';
import { MissingToolError, spawnTool, tailCollector } from '../../media/run-tool';
import { type Captioner, CaptionsUnavailableError } from '../captioner';
import { CAPTION_SAMPLE_RATE, readPcmWav } from '../pcm-wav';
import { parsePocketsphinxOutput, tidyUtterance, utteranceToSegment } from './parse-pocketsphinx';
import { createProcessSlots } from './process-slots';

export interface LocalCaptionerOptions {
  /**
   * Chunks decoded at once by this captioner (each a single-threaded pocketsphinx process). Its own pool, not the
   * transcription engine's: a live caption must not wait behind a file's 150-second chunks. Default: half the cores.
   */
  concurrency?: number;
  pocketsphinxPath?: string;
  /** Extra decoder arguments (another model: -hmm/-lm/-dict). */
  pocketsphinxArgs?: string[];
}

/**
 * The chunk is written as raw samples: pocketsphinx 0.8 reads a file named "*.wav" as a WAV with exactly a 44-byte
 * header, which a browser's chunk need not have. Its words come with timings (`-time yes`), which parse-pocketsphinx
 * reads, leaving out fillers such as <sil> and [NOISE].
 */
const DECODER_ARGS = ['-time', 'yes', '-samprate', String(CAPTION_SAMPLE_RATE)];

/**
 * Live captions with the local decoder: one pocketsphinx process per chunk, over the chunk's samples in an owned
 * temporary folder. A 7.68-second chunk takes 1.1-2.3 s of one core, about 0.4 s of it loading the model.
 */
export function createLocalCaptioner(options: LocalCaptionerOptions = {}): Captioner {
  const slots = createProcessSlots(Math.max(1, options.concurrency ?? Math.floor(availableParallelism() / 2)));
  const command = options.pocketsphinxPath ?? 'pocketsphinx_continuous';

  async function decode(samples: Buffer, dir: string, signal: AbortSignal): Promise<string> {
    const path = join(dir, 'chunk.raw');
    await writeFile(path, samples, { signal });
    const args = ['-infile', path, ...DECODER_ARGS, ...(options.pocketsphinxArgs ?? [])];
    const { child, finished } = spawnTool('pocketsphinx_continuous', command, args, { signal, killSignal: 'SIGKILL' });
    let stdout = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk;
    });
    const log = tailCollector(2048);
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk));
    let exit: Awaited<typeof finished>;
    try {
      exit = await finished;
    } catch (error) {
      signal.throwIfAborted();
      if (error instanceof MissingToolError) throw new CaptionsUnavailableError(error);
      throw error;
    }
    signal.throwIfAborted();
    if (exit.code !== 0) throw new Error(`pocketsphinx_continuous exited with ${exit.code ?? exit.signal}: ${log.text}`);
    return parsePocketsphinxOutput(stdout)
      .map((utterance) => utteranceToSegment(tidyUtterance(utterance))?.text ?? '')
      .filter(Boolean)
      .join(' ');
  }

  return {
    async caption(wav, signal) {
      const { samples } = readPcmWav(wav);
      // Under a tenth of a second holds no word; the decoder would only pay for loading its model.
      if (samples.length < CAPTION_SAMPLE_RATE / 5) return '';
      const release = await slots.acquire(signal);
      let dir: string | undefined;
      try {
        dir = await makeOwnedTempDir('caption');
        return await decode(samples, dir, signal);
      } finally {
        release();
        if (dir) await rm(dir, { recursive: true, force: true });
      }
    },
  };
}
