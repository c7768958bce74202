/**
 * Wall time of the transcription pipeline (probe, silence scan, parallel pocketsphinx chunks) against the bare engine
 * (`pocketsphinx_continuous -infile` on the whole 16 kHz WAV), on the same ~5-minute espeak-ng file, in one run, with
 * the word error rate of both. Run from the repository root:
 *
 *   node --conditions=@verbatim/source --import tsx bench/transcription/run.ts [--rounds 3] [--json] [--smoke]
 *
 * --smoke: one round on the first two sentences (about 7 s of speech) instead of all sixteen paragraphs; no target
 * enforced.
 */
import { execFile } from 'node:child_process';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { probeMedia } from '../../apps/api/src/services/media/probe-media';
import { createSpeechEngine } from '../../apps/api/src/services/speech/create-speech-engine';
import { TEST_VOICE } from '../../apps/api/src/test-support/media/make-test-media';
import { wordErrorRate } from '../../apps/api/src/test-support/media/word-error-rate';
import { PARAGRAPHS } from './paragraphs';
import { bareTranscript, benchOptions, cpuSeconds, median, round3 as round, speechFile, writtenReference } from './upload-timing';

const run = promisify(execFile);
/**
 * The two cores are shared with other work, so one timing can be off by a third either way. Each round times both,
 * back to back, and the summary takes the median of the rounds.
 */
const { rounds, smoke, json: asJson } = benchOptions(3);
const sentencesOf = (paragraph: string) => paragraph.split(/(?<=[.?!])\s+/);
const firstTwoSentences = sentencesOf(PARAGRAPHS[0] ?? '')
  .slice(0, 2)
  .join(' ');
const paragraphs = smoke ? [firstTwoSentences] : PARAGRAPHS;

/** Other work on the machine changes wall times but hardly the CPU a run needs, so this shows the real overhead. */
async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; cpuSeconds: number; result: T }> {
  const cpuBefore = cpuSeconds('self', 'children');
  const started = process.hrtime.bigint();
  const result = await work();
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9, cpuSeconds: cpuSeconds('self', 'children') - cpuBefore, result };
}

const { speech, cleanup } = await speechFile(paragraphs, smoke ? 'two-sentences' : 'five-minutes', smoke, 1.0);
const dir = dirname(speech.path);
/** The pipeline is scored against the reference with numbers written as digits; the bare engine against it as spoken. */
const reference = writtenReference(paragraphs.flatMap(sentencesOf));

/**
 * pocketsphinx's error rate on one recording is one draw from a wide spread: delaying the same audio by a few
 * samples moves its 10 ms frames and, with them, the bare rate by up to 3 points; any cut moves the rest of a chunk
 * the same way. So each round decodes the file delayed by a different few milliseconds (frame phases spread over
 * 0-10 ms), both runs on the same samples, and accuracy is compared as the mean over the rounds.
 */
async function shiftedCopy(roundIndex: number): Promise<string> {
  const samples = (roundIndex * 37) % 160; // 0, 37, 74, 111, 148, 25, … samples of 1/16 ms each
  if (samples === 0) return speech.path;
  const path = join(dir, `five-minutes-shift-${samples}.wav`);
  await run('ffmpeg', [
    ...['-nostdin', '-hide_banner', '-loglevel', 'error', '-y', '-i', speech.path],
    ...['-af', `adelay=delays=${samples}S:all=1`, '-ac', '1', '-ar', '16000', '-c:a', 'pcm_s16le'],
    ...['-bitexact', '-map_metadata', '-1', path],
  ]);
  return path;
}
const concurrency = availableParallelism();
const engine = createSpeechEngine({ engine: 'local', concurrency });

/** What a transcription job does: probe, then the local engine (silence scan, parallel chunks, join). */
async function pipeline(path: string) {
  const info = await probeMedia(path);
  const transcript = await engine.transcribe({
    path,
    durationSeconds: info.durationSeconds,
    signal: new AbortController().signal,
    onProgress: () => undefined,
  });
  return transcript.text;
}

const measured: {
  bare: number;
  pipeline: number;
  bareCpu: number;
  pipelineCpu: number;
  bareWer: number;
  pipelineWer: number;
  load: number;
}[] = [];
for (let i = 0; i < rounds; i++) {
  const path = await shiftedCopy(i);
  const load = loadavg()[0] ?? 0;
  const b = await timed(() => bareTranscript(path));
  const p = await timed(() => pipeline(path));
  measured.push({
    bare: b.seconds,
    pipeline: p.seconds,
    bareCpu: b.cpuSeconds,
    pipelineCpu: p.cpuSeconds,
    bareWer: wordErrorRate(speech.text, b.result).rate,
    pipelineWer: wordErrorRate(reference, p.result).rate,
    load,
  });
  if (!asJson) {
    console.error(
      `round ${i + 1}: bare ${b.seconds.toFixed(1)} s (CPU ${b.cpuSeconds.toFixed(1)} s), pipeline ${p.seconds.toFixed(1)} s (CPU ${p.cpuSeconds.toFixed(1)} s), load before ${load.toFixed(2)}`,
    );
  }
}

const bareSeconds = median(measured.map((m) => m.bare));
const pipelineSeconds = median(measured.map((m) => m.pipeline));
const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const bareWer = mean(measured.map((m) => m.bareWer));
const pipelineWer = mean(measured.map((m) => m.pipelineWer));
const ratio = median(measured.map((m) => m.pipeline / m.bare));
const result = {
  audioSeconds: round(speech.durationSeconds),
  referenceWords: wordErrorRate(speech.text, '').referenceWords,
  voice: `${TEST_VOICE.voice} at ${TEST_VOICE.wordsPerMinute} wpm`,
  cores: concurrency,
  cpu: cpus()[0]?.model ?? 'unknown',
  rounds: measured.map((m) => ({
    bareSeconds: round(m.bare),
    pipelineSeconds: round(m.pipeline),
    ratio: round(m.pipeline / m.bare),
    bareCpuSeconds: round(m.bareCpu),
    pipelineCpuSeconds: round(m.pipelineCpu),
    loadBefore: round(m.load),
    bareWer: round(m.bareWer),
    pipelineWer: round(m.pipelineWer),
  })),
  bare: {
    wallSeconds: round(bareSeconds),
    cpuSeconds: round(median(measured.map((m) => m.bareCpu))),
    realTimeFactor: round(bareSeconds / speech.durationSeconds),
    wer: round(bareWer),
  },
  pipeline: {
    wallSeconds: round(pipelineSeconds),
    cpuSeconds: round(median(measured.map((m) => m.pipelineCpu))),
    realTimeFactor: round(pipelineSeconds / speech.durationSeconds),
    wer: round(pipelineWer),
  },
  ratio: round(ratio),
  target: 'pipeline ≤ 0.6 × bare, WER not worse',
  met: ratio <= 0.6 && pipelineWer <= bareWer,
};

if (asJson) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  console.log(
    `Transcription benchmark: ${result.audioSeconds} s of speech (${result.referenceWords} words, ${result.voice}), ${result.cores} cores, ${rounds} rounds (wall times: median; WER: mean over the rounds' sample shifts)`,
  );
  console.log('');
  console.log('| run | wall time (s) | × real time | CPU time (s) | WER |');
  console.log('|---|---:|---:|---:|---:|');
  for (const [name, r] of [
    ['bare pocketsphinx_continuous', result.bare],
    [`pipeline (probe + silences + ${concurrency} parallel chunks)`, result.pipeline],
  ] as const) {
    console.log(`| ${name} | ${r.wallSeconds} | ${r.realTimeFactor} | ${r.cpuSeconds} | ${pct(r.wer)} |`);
  }
  console.log('');
  console.log('| round | shift | bare WER | pipeline WER | ratio |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const [i, r] of result.rounds.entries()) {
    console.log(`| ${i + 1} | ${(((i * 37) % 160) / 16).toFixed(2)} ms | ${pct(r.bareWer)} | ${pct(r.pipelineWer)} | ${r.ratio} |`);
  }
  console.log('');
  console.log(
    `pipeline / bare = ${result.ratio} (each round: ${result.rounds.map((r) => r.ratio).join(', ')}); target ≤ 0.6 with mean WER not worse: ${result.met ? 'met' : 'NOT met'}`,
  );
}
await cleanup();
