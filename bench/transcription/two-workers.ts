/**
 * A 3-minute speech file on two standalone worker processes of one decoder each, against one such process, on
 * PostgreSQL: the time from the upload request to the transcription's `completed`, and whether its words are those
 * the in-process path gives. Run from the repository root:
 *
 *   node --conditions=@verbatim/source --import tsx bench/transcription/two-workers.ts [--rounds 2] [--json] [--smoke]
 *
 * Each round makes a fresh database, starts the API in this process running no worker (RUN_WORKER=false) and times the
 * file twice: with one worker process started from source (WORKER_CONCURRENCY=1, TRANSCRIBE_CONCURRENCY=1), then with
 * a second one beside it. Before each upload the workers have announced their slots in `job_workers` and a new account
 * has signed up. Needs DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test). The ratio is the median of the
 * rounds'.
 *
 * --smoke: one round on one sentence (about 3 s of speech, one part either way); the target is reported, not enforced.
 */
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { isDeepStrictEqual } from 'node:util';
import { probeMedia } from '../../apps/api/src/services/media/probe-media';
import { createLocalEngine } from '../../apps/api/src/services/speech/local/local-engine';
import { LONG_SPEECH_SENTENCES } from '../../apps/api/src/test-support/media/make-test-media';
import { runEntry } from '../../apps/api/src/test-support/spawn-server';
import { startTestServer, type TestServer } from '../../apps/api/src/test-support/start-test-server';
import { PARAGRAPHS } from './paragraphs';
import { benchOptions, cpuSeconds, freshAccount, median, round3, slotsAnnounced, speechFile, uploadUntilCompleted } from './upload-timing';

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const options = benchOptions(1);
const TARGET = 0.65;

const { speech, cleanup } = options.smoke
  ? await speechFile(LONG_SPEECH_SENTENCES.slice(0, 1), 'two-workers-short', true)
  : await speechFile(PARAGRAPHS.slice(0, 10), 'two-workers', false, 1.0);

const shared = {
  STORAGE_SIGNING_SECRET: 'a-shared-secret-of-at-least-32-characters',
  WORKER_CONCURRENCY: '1',
  TRANSCRIBE_CONCURRENCY: '1',
};

interface Timing {
  workers: number;
  load: number;
  seconds: number;
  parts: number;
  /** The worker processes' own CPU and their decoders', from the upload to completed. */
  workerCpu: number;
  words: unknown;
}

type Processes = ReturnType<typeof runEntry>[];

function workersCpu(processes: Processes): number {
  return processes.reduce((sum, child) => sum + (child.pid ? cpuSeconds(child.pid, 'both') : 0), 0);
}

async function stop(processes: Processes) {
  await Promise.all(
    processes.map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A worker drains its jobs before it exits; one that hangs must not hold the benchmark up.
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    }),
  );
}

/**
 * Starts workers until there are `workers`, waits until they have all announced their slots, and times the file for a
 * new account. The round's second timing reuses the first's worker process beside a new one.
 */
async function timeOn(api: TestServer, processes: Processes, workers: number): Promise<Timing> {
  const env = { ...shared, DATABASE_URL: api.deps.config.databaseUrl ?? '', DATA_DIR: api.dataDir, LOG_LEVEL: 'warn' };
  while (processes.length < workers) processes.push(runEntry('worker.ts', [], env));
  await slotsAnnounced(api.deps.db, workers, () => {
    const gone = processes.find((child) => child.exitCode !== null || child.signalCode !== null);
    if (gone) throw new Error(`a worker exited before it announced itself:\n${gone.output()}`);
  });
  const http = await freshAccount(api, `workers-${workers}`);
  const load = loadavg()[0] ?? 0;
  const cpuBefore = workersCpu(processes);
  const done = await uploadUntilCompleted(api.deps.db, http, speech.path, options.smoke ? 360_000 : 1_800_000);
  return { workers, load, seconds: done.seconds, parts: done.parts, workerCpu: workersCpu(processes) - cpuBefore, words: done.words };
}

/** One worker, then two, on a fresh database with the API in this process running no worker. */
async function oneRound(): Promise<[Timing, Timing]> {
  const api = await startTestServer({ database: 'postgres', env: { ...shared, RUN_WORKER: 'false' } });
  const processes: Processes = [];
  try {
    return [await timeOn(api, processes, 1), await timeOn(api, processes, 2)];
  } finally {
    await stop(processes);
    await api.close();
  }
}

/**
 * The in-process path with as many decoder slots as the file got parts: both plan the parts from the free slots, so
 * with the same count they cut in the same places, and the words should be the same to the last timing.
 */
const inProcessWords = new Map<number, unknown>();
async function sameAsInProcess(timing: Timing) {
  if (!inProcessWords.has(timing.parts)) {
    const { durationSeconds } = await probeMedia(speech.path);
    const transcript = await createLocalEngine({ concurrency: timing.parts }).transcribe({
      path: speech.path,
      durationSeconds,
      signal: new AbortController().signal,
      onProgress: () => undefined,
    });
    // Through JSON as the database stores them, so that only what is stored is compared.
    inProcessWords.set(timing.parts, JSON.parse(JSON.stringify(transcript.words)));
  }
  const expected = inProcessWords.get(timing.parts);
  const texts = (words: unknown) => (words as { text: string }[]).map((word) => word.text);
  if (isDeepStrictEqual(timing.words, expected)) return 'identical, timings too';
  return isDeepStrictEqual(texts(timing.words), texts(expected)) ? 'same words, other timings' : 'DIFFERENT';
}

const rounds: { one: Timing; two: Timing; oneSame: string; twoSame: string }[] = [];
for (let i = 0; i < options.rounds; i++) {
  const [one, two] = await oneRound();
  rounds.push({ one, two, oneSame: await sameAsInProcess(one), twoSame: await sameAsInProcess(two) });
  if (!options.json) {
    console.error(
      `round ${i + 1}: one worker ${one.seconds.toFixed(1)} s (${one.parts} part(s)), two workers ${two.seconds.toFixed(1)} s (${two.parts} part(s)), load ${one.load.toFixed(2)} / ${two.load.toFixed(2)}`,
    );
  }
}

const ratio = median(rounds.map((r) => r.two.seconds / r.one.seconds));
const identical = rounds.every((r) => r.oneSame.startsWith('identical') && r.twoSame.startsWith('identical'));
const met = ratio <= TARGET && identical;
const row = (t: Timing, same: string) => ({
  workers: t.workers,
  loadBefore: round3(t.load),
  seconds: round3(t.seconds),
  realTimeFactor: round3(t.seconds / speech.durationSeconds),
  parts: t.parts,
  workerCpuSeconds: round3(t.workerCpu),
  wordsAsInProcess: same,
});
const result = {
  audioSeconds: round3(speech.durationSeconds),
  cores: availableParallelism(),
  rounds: rounds.map((r) => ({ one: row(r.one, r.oneSame), two: row(r.two, r.twoSame), ratio: round3(r.two.seconds / r.one.seconds) })),
  ratio: round3(ratio),
  wordsIdenticalToInProcess: identical,
  target: `two workers ≤ ${TARGET} × one worker, words identical to the in-process path`,
  met,
};

if (options.json) {
  console.log(JSON.stringify(result, null, 2));
} else {
  console.log(
    `Two workers: ${result.audioSeconds} s of speech, PostgreSQL, workers of one decoder each on ${result.cores} cores, ${options.rounds} round(s)`,
  );
  console.log('');
  console.log(
    '| round | workers | load before | upload to completed (s) | × real time | parts | workers’ CPU (s) | words against the in-process path |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const [i, r] of result.rounds.entries()) {
    for (const t of [r.one, r.two]) {
      console.log(
        `| ${i + 1} | ${t.workers} | ${t.loadBefore.toFixed(2)} | ${t.seconds} | ${t.realTimeFactor} | ${t.parts} | ${t.workerCpuSeconds} | ${t.wordsAsInProcess} |`,
      );
    }
  }
  console.log('');
  console.log(
    `two workers / one worker = ${result.ratio} (upload to completed; each round: ${result.rounds.map((r) => r.ratio).join(', ')}); words identical to the in-process path: ${identical ? 'yes' : 'NO'}; target ≤ ${TARGET} with identical words: ${met ? 'met' : 'NOT met'}${options.smoke ? ' (smoke run: not enforced)' : ''}`,
  );
}
await cleanup();
if (!met && !options.smoke) process.exitCode = 1;
