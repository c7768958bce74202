/**
 * Live captions: how long the local captioner takes to decode one recorder chunk (30 × 4096 samples at 16 kHz,
 * 7.68 s), against the chunk's own length, which is the time it has before the next chunk arrives.
 *
 *   node --conditions=@verbatim/source --import tsx bench/captions/run.ts [--rounds 3] [--smoke]
 *
 * --smoke: one round of the first two chunks.
 *
 * The speech is the transcription benchmark's: ten espeak-ng sentences with pauses, cut the way the recorder cuts.
 * Baseline, measured in the same run: the same audio decoded by one pocketsphinx process, as the transcription engine
 * would, so the cost of a process and a cold model per chunk is visible.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createLocalCaptioner } from '../../apps/api/src/services/speech/local/local-captioner';
import { pcmWav, readPcmWav } from '../../apps/api/src/services/speech/pcm-wav';
import { makeTestMedia } from '../../apps/api/src/test-support/media/make-test-media';

const run = promisify(execFile);
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' }, smoke: { type: 'boolean', default: false } } });
const rounds = values.smoke ? 1 : Number(values.rounds);
const chunkLimit = values.smoke ? 2 : Number.POSITIVE_INFINITY;
const CHUNK_BYTES = 30 * 4096 * 2;
const CHUNK_SECONDS = (30 * 4096) / 16_000;

const media = await makeTestMedia();
const { samples } = readPcmWav(await readFile(media.long.path));
const chunks: Buffer[] = [];
for (let start = 0; start + CHUNK_BYTES <= samples.length && chunks.length < chunkLimit; start += CHUNK_BYTES)
  chunks.push(pcmWav(samples.subarray(start, start + CHUNK_BYTES)));

const captioner = createLocalCaptioner({ concurrency: 1 });
const signal = new AbortController().signal;
const perChunk: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const chunk of chunks) {
    const started = performance.now();
    await captioner.caption(chunk, signal);
    perChunk.push((performance.now() - started) / 1000);
  }
}

// The baseline: every chunk's samples in one raw file, one process.
const dir = await mkdtemp(join(tmpdir(), 'bench-captions-'));
const raw = join(dir, 'all.raw');
await writeFile(raw, samples.subarray(0, chunks.length * CHUNK_BYTES));
const whole: number[] = [];
for (let round = 0; round < rounds; round += 1) {
  const started = performance.now();
  await run('pocketsphinx_continuous', ['-infile', raw, '-time', 'yes', '-samprate', '16000'], { maxBuffer: 16 * 1024 * 1024 });
  whole.push((performance.now() - started) / 1000);
}
await rm(dir, { recursive: true, force: true });

const sorted = [...perChunk].sort((a, b) => a - b);
const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
const audioSeconds = chunks.length * CHUNK_SECONDS;
console.log(`chunks: ${chunks.length} of ${CHUNK_SECONDS} s, ${rounds} rounds; load average ${loadavg()[0]?.toFixed(2)}`);
console.log(
  `per chunk: median ${median(perChunk).toFixed(2)} s, worst ${sorted.at(-1)?.toFixed(2)} s; real-time factor ${(median(perChunk) / CHUNK_SECONDS).toFixed(3)}`,
);
console.log(
  `baseline, one process for all ${audioSeconds.toFixed(1)} s: median ${median(whole).toFixed(2)} s, real-time factor ${(median(whole) / audioSeconds).toFixed(3)}`,
);
console.log(`chunked decoding costs ${((median(perChunk) * chunks.length) / median(whole)).toFixed(2)}× the single pass`);
