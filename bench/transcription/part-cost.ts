/**
 * The cost of one part of a file decoded as a part job, and from it, on paper, the time for one hour of speech on 4, 8
 * and 16 worker cores. Measured in CPU seconds of the decoder processes (the machine's cores are shared, so wall times
 * vary by a factor; the CPU a step needs does not), in one run:
 *   - start: a decoder started on half a second of silence (process start and model load);
 *   - rate: decoding CPU per second of speech, from the whole file in one process;
 *   - warm-up: the decoder CPU of the second part with its warm-up minus without, over the same range;
 *   - join: stitching the parts' words (stitchParts), in this process.
 * Run from the repository root:
 *
 *   node --conditions=@verbatim/source --import tsx bench/transcription/part-cost.ts [--smoke] [--json]
 *
 * --smoke: one round on a short file, nothing enforced; it exits 0 when it ran.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findSilences } from '../../apps/api/src/services/media/find-silences';
import { probeMedia } from '../../apps/api/src/services/media/probe-media';
import { decodePart } from '../../apps/api/src/services/speech/local/decode-part';
import { MAX_PART_SECONDS, partCount, partSizes, planParts } from '../../apps/api/src/services/speech/local/plan-parts';
import { stitchParts } from '../../apps/api/src/services/speech/local/stitch-parts';
import { LONG_SPEECH_SENTENCES, speakSentences } from '../../apps/api/src/test-support/media/make-test-media';

const run = promisify(execFile);
const smoke = process.argv.includes('--smoke');
const asJson = process.argv.includes('--json');
const rounds = smoke ? 1 : 3;

/** CPU seconds of finished child processes (cutime + cstime of /proc/self/stat, in ticks of 1/100 s). */
function childCpuSeconds(): number {
  const stat = readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function cpuOf(work: () => Promise<unknown>): Promise<number> {
  const before = childCpuSeconds();
  await work();
  return childCpuSeconds() - before;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const dir = join(tmpdir(), 'verbatim-bench-part-cost');
await mkdir(dir, { recursive: true });
const sentences = smoke ? LONG_SPEECH_SENTENCES : [...LONG_SPEECH_SENTENCES, ...LONG_SPEECH_SENTENCES];
const speech = await speakSentences(sentences, join(dir, smoke ? 'short.wav' : 'speech.wav'));
const silence = join(dir, 'silence.raw');
await run('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', 'anullsrc=r=16000:cl=mono', '-t', '0.5', '-f', 's16le', silence]);
const { durationSeconds } = await probeMedia(speech.path);
const silences = await findSilences(speech.path);
const parts = planParts(durationSeconds, silences, partSizes(durationSeconds, 2));
const second = parts[1];
if (!second) throw new Error('the file was not cut in two; it is too short for this measurement');

const starts: number[] = [];
const rates: number[] = [];
const warmUps: number[] = [];
const joins: number[] = [];
for (let round = 0; round < rounds; round++) {
  starts.push(
    await cpuOf(() => run('pocketsphinx_continuous', ['-infile', silence, '-time', 'yes', '-samprate', '16000'], { maxBuffer: 1 << 24 })),
  );
  const signal = new AbortController().signal;
  const decode = (part: (typeof parts)[number], index: number) =>
    decodePart(
      {},
      { path: speech.path, part, fifo: join(dir, `round-${round}-${index}.s16le`), signal, mode: 'balanced', onDecoded: () => undefined },
    );
  const whole = { range: { start: 0, end: durationSeconds }, warmStart: 0 };
  let words: Awaited<ReturnType<typeof decode>> = [];
  const wholeCpu = await cpuOf(async () => {
    words = await decode(whole, 0);
  });
  rates.push((wholeCpu - (starts.at(-1) ?? 0)) / durationSeconds);
  const warm = await cpuOf(() => decode(second, 1));
  const cold = await cpuOf(() => decode({ ...second, warmStart: second.range.start }, 2));
  warmUps.push(Math.max(0, warm - cold));
  const decoded = await Promise.all(parts.map((part, index) => decode(part, 10 + index)));
  const started = process.hrtime.bigint();
  stitchParts(parts.map((part, index) => ({ range: part.range, utterances: decoded[index] ?? words })));
  joins.push(Number(process.hrtime.bigint() - started) / 1e9);
}

const start = median(starts);
const rate = median(rates);
const warmUp = median(warmUps);
const joinSeconds = median(joins);
/** What one more part costs a core: a decoder start, a warm-up, and its share of the join. */
const partCost = start + warmUp + joinSeconds;

/** One hour on `cores` free cores: parts as plan-parts.ts cuts them, each core decoding its share one after another. */
function hourOn(cores: number) {
  const hour = 3600;
  const count = partCount(hour, cores);
  const perCore = Math.ceil(count / cores);
  const seconds = perCore * (start + warmUp + (hour / count) * rate) + joinSeconds;
  return { cores, parts: count, seconds };
}
const paper = [4, 8, 16].map(hourOn);

const result = {
  file: { seconds: durationSeconds, parts: parts.length },
  rounds,
  cpuSeconds: { decoderStart: start, warmUp, join: joinSeconds, perPart: partCost, perSpeechSecond: rate },
  oneHourOnPaper: paper,
  maxPartSeconds: MAX_PART_SECONDS,
};
if (asJson) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
else {
  process.stdout.write(
    `one part costs ${partCost.toFixed(2)} s of CPU: decoder start ${start.toFixed(2)} s, warm-up ${warmUp.toFixed(2)} s, join ${joinSeconds.toFixed(3)} s\n` +
      `decoding: ${rate.toFixed(3)} s of CPU per second of speech (${durationSeconds.toFixed(1)} s file, median of ${rounds})\n` +
      paper.map((row) => `one hour on ${row.cores} cores: ${row.parts} parts, ${row.seconds.toFixed(0)} s on paper\n`).join(''),
  );
}
