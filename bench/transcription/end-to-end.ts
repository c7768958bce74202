/**
 * A 25-second speech file end to end through the real server, from the upload request to the transcription's
 * `completed`, against the bare engine (`pocketsphinx_continuous -infile`) on the same WAV, with the word error rate
 * of both. Run from the repository root:
 *
 *   node --conditions=@verbatim/source --import tsx bench/transcription/end-to-end.ts [--rounds 3] [--json] [--smoke]
 *
 * Each round times the bare engine, then starts the server in-process on PGlite with two decoder slots (what it takes
 * by default on two cores), signs a new account up, waits until nothing runs, uploads the file and polls the database
 * every 50 ms until the transcription has completed. Wall times: the median of the rounds' ratios.
 *
 * --smoke: one round on two sentences (about 7 s of speech, decoded whole); the target is reported, not enforced.
 */
import { availableParallelism, loadavg } from 'node:os';
import { LONG_SPEECH_SENTENCES, TEST_VOICE } from '../../apps/api/src/test-support/media/make-test-media';
import { wordErrorRate } from '../../apps/api/src/test-support/media/word-error-rate';
import { startTestServer } from '../../apps/api/src/test-support/start-test-server';
import {
  bareTranscript,
  benchOptions,
  cpuSeconds,
  freshAccount,
  median,
  round3,
  slotsAnnounced,
  speechFile,
  uploadUntilCompleted,
  writtenReference,
} from './upload-timing';

const options = benchOptions(3);
/** The case: two idle cores, so two decoder slots, whatever this machine has. */
const SLOTS = 2;
const TARGET = 0.65;

const sentences = options.smoke ? LONG_SPEECH_SENTENCES.slice(0, 2) : LONG_SPEECH_SENTENCES.slice(0, 6);
const { speech, cleanup } = await speechFile(sentences, options.smoke ? 'end-to-end-short' : 'end-to-end', options.smoke);
const reference = writtenReference(sentences);

interface Round {
  load: number;
  bareSeconds: number;
  bareCpu: number;
  bareWer: number;
  pipelineSeconds: number;
  decoderCpu: number;
  serverCpu: number;
  pipelineWer: number;
  parts: number;
}

const measured: Round[] = [];
for (let i = 0; i < options.rounds; i++) {
  const load = loadavg()[0] ?? 0;
  const bareCpuBefore = cpuSeconds('self', 'children');
  const bareStarted = process.hrtime.bigint();
  const bareText = await bareTranscript(speech.path);
  const bareSeconds = Number(process.hrtime.bigint() - bareStarted) / 1e9;
  const bareCpu = cpuSeconds('self', 'children') - bareCpuBefore;

  const server = await startTestServer({ env: { WORKER_CONCURRENCY: String(SLOTS), TRANSCRIBE_CONCURRENCY: String(SLOTS) } });
  try {
    await slotsAnnounced(server.deps.db, SLOTS);
    const http = await freshAccount(server, 'end-to-end');
    const childrenBefore = cpuSeconds('self', 'children');
    const ownBefore = cpuSeconds('self', 'own');
    // A smoke run shares the machine with the rest of the test suite, so it may wait far longer than a measurement.
    const done = await uploadUntilCompleted(server.deps.db, http, speech.path, options.smoke ? 360_000 : 600_000);
    measured.push({
      load,
      bareSeconds,
      bareCpu,
      bareWer: wordErrorRate(speech.text, bareText).rate,
      pipelineSeconds: done.seconds,
      decoderCpu: cpuSeconds('self', 'children') - childrenBefore,
      serverCpu: cpuSeconds('self', 'own') - ownBefore,
      pipelineWer: wordErrorRate(reference, done.transcriptText).rate,
      parts: done.parts,
    });
  } finally {
    await server.close();
  }
  const last = measured.at(-1);
  if (last && !options.json) {
    console.error(
      `round ${i + 1}: bare ${last.bareSeconds.toFixed(2)} s, pipeline ${last.pipelineSeconds.toFixed(2)} s in ${last.parts} part(s), load before ${load.toFixed(2)}`,
    );
  }
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
const ratio = median(measured.map((m) => m.pipelineSeconds / m.bareSeconds));
const bareWer = mean(measured.map((m) => m.bareWer));
const pipelineWer = mean(measured.map((m) => m.pipelineWer));
const met = ratio <= TARGET && pipelineWer <= bareWer;
const result = {
  audioSeconds: round3(speech.durationSeconds),
  referenceWords: wordErrorRate(speech.text, '').referenceWords,
  voice: `${TEST_VOICE.voice} at ${TEST_VOICE.wordsPerMinute} wpm`,
  decoderSlots: SLOTS,
  cores: availableParallelism(),
  rounds: measured.map((m) => ({
    loadBefore: round3(m.load),
    bareSeconds: round3(m.bareSeconds),
    pipelineSeconds: round3(m.pipelineSeconds),
    ratio: round3(m.pipelineSeconds / m.bareSeconds),
    parts: m.parts,
    bareCpuSeconds: round3(m.bareCpu),
    decoderCpuSeconds: round3(m.decoderCpu),
    serverCpuSeconds: round3(m.serverCpu),
  })),
  bare: {
    wallSeconds: round3(median(measured.map((m) => m.bareSeconds))),
    cpuSeconds: round3(median(measured.map((m) => m.bareCpu))),
    wer: round3(bareWer),
  },
  pipeline: {
    wallSeconds: round3(median(measured.map((m) => m.pipelineSeconds))),
    decoderCpuSeconds: round3(median(measured.map((m) => m.decoderCpu))),
    serverCpuSeconds: round3(median(measured.map((m) => m.serverCpu))),
    wer: round3(pipelineWer),
  },
  ratio: round3(ratio),
  target: `pipeline ≤ ${TARGET} × bare, WER not worse`,
  met,
};

const finalLine = `pipeline / bare = ${result.ratio} (upload to completed; each round: ${result.rounds.map((r) => r.ratio).join(', ')}); target ≤ ${TARGET} with WER not worse: ${met ? 'met' : 'NOT met'}${options.smoke ? ' (smoke run: not enforced)' : ''}`;
if (options.json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  const pct = (n: number) => `${(n * 100).toFixed(1)} %`;
  console.log(
    `End to end: ${result.audioSeconds} s of speech (${result.referenceWords} words, ${result.voice}), ${SLOTS} decoder slots on ${result.cores} cores, ${options.rounds} round(s); wall times: medians`,
  );
  console.log('');
  console.log('| run | wall time (s) | × real time | decoder CPU (s) | server CPU (s) | WER |');
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(
    `| bare pocketsphinx_continuous | ${result.bare.wallSeconds} | ${round3(result.bare.wallSeconds / speech.durationSeconds)} | ${result.bare.cpuSeconds} | – | ${pct(bareWer)} |`,
  );
  console.log(
    `| pipeline, upload to completed | ${result.pipeline.wallSeconds} | ${round3(result.pipeline.wallSeconds / speech.durationSeconds)} | ${result.pipeline.decoderCpuSeconds} | ${result.pipeline.serverCpuSeconds} | ${pct(pipelineWer)} |`,
  );
  console.log('');
  console.log('| round | load before | bare (s) | pipeline (s) | parts | ratio |');
  console.log('|---:|---:|---:|---:|---:|---:|');
  for (const [i, r] of result.rounds.entries()) {
    console.log(`| ${i + 1} | ${r.loadBefore.toFixed(2)} | ${r.bareSeconds} | ${r.pipelineSeconds} | ${r.parts} | ${r.ratio} |`);
  }
  console.log('');
  console.log(finalLine);
}
await cleanup();
if (!met && !options.smoke) process.exitCode = 1;
