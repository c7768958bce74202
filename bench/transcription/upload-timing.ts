/**
 * What the transcription benchmarks share (run.ts, end-to-end.ts, two-workers.ts): their options, the speech they send,
 * the bare engine and the reference its words are scored against, an account with every slot free, the time from the
 * upload request to `completed`, and the CPU of the processes involved.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { Database } from '../../apps/api/src/db/create-database';
import { parsePocketsphinxOutput } from '../../apps/api/src/services/speech/local/parse-pocketsphinx';
import { writeNumbers } from '../../apps/api/src/services/speech/local/write-numbers';
import type { HttpSession } from '../../apps/api/src/test-support/cookie-fetch';
import { type SpeechFile, speakSentences } from '../../apps/api/src/test-support/media/make-test-media';
import { normaliseWords } from '../../apps/api/src/test-support/media/word-error-rate';
import { signedUpSession } from '../../apps/api/src/test-support/signed-up-session';
import { jobsOf, pollUntil, queueIdle, uploadWav } from '../../apps/api/src/test-support/transcription-parts-helpers';

export interface BenchOptions {
  rounds: number;
  smoke: boolean;
  json: boolean;
}

/** `--rounds N`, `--smoke` (one round, nothing enforced) and `--json`. */
export function benchOptions(defaultRounds: number): BenchOptions {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: String(defaultRounds) },
      smoke: { type: 'boolean', default: false },
      json: { type: 'boolean', default: false },
    },
  });
  const rounds = values.smoke ? 1 : Math.max(1, Math.floor(Number(values.rounds)) || defaultRounds);
  return { rounds, smoke: values.smoke, json: values.json };
}

/**
 * The sentences spoken into one 16 kHz WAV with a plain 44-byte header, so that bare pocketsphinx reading it sees the
 * samples ffmpeg sees. Smoke runs may overlap (several checkouts' suites on one machine), so each speaks into a folder
 * of its own and removes it; a measurement reuses one folder.
 */
export async function speechFile(sentences: string[], name: string, smoke: boolean, pauseSeconds?: number) {
  const dir = smoke ? await mkdtemp(join(tmpdir(), `verbatim-bench-${name}-smoke-`)) : join(tmpdir(), `verbatim-bench-${name}`);
  await mkdir(dir, { recursive: true });
  const speech: SpeechFile = await speakSentences(sentences, join(dir, `${name}.wav`), pauseSeconds);
  return { speech, cleanup: () => (smoke ? rm(dir, { recursive: true, force: true }) : Promise.resolve()) };
}

const run = promisify(execFile);

/** The bare engine with the decoder settings the pipeline uses, reading the whole WAV itself in one process. */
export async function bareTranscript(path: string): Promise<string> {
  const args = ['-infile', path, '-time', 'yes', '-samprate', '16000', '-logfn', '/dev/null'];
  const { stdout } = await run('pocketsphinx_continuous', args, { maxBuffer: 64 * 1024 * 1024 });
  return parsePocketsphinxOutput(stdout)
    .flatMap((utterance) => utterance.words.map((word) => word.text))
    .join(' ');
}

/**
 * The local engine writes numbers as a reader expects them ("ten in the morning" → "10 in the morning"), so its
 * transcript is scored against the reference written the same way, sentence by sentence.
 */
export function writtenReference(sentences: string[]): string {
  return sentences
    .map((sentence) =>
      writeNumbers(normaliseWords(sentence).map((text, index) => ({ start: index, end: index + 1, text })))
        .map((word) => word.text)
        .join(' '),
    )
    .join(' ');
}

/**
 * Waits until the workers have said in `job_workers` that they have `slots` decoder slots between them: the file's
 * parts are planned from that table, so a file sent earlier would be cut for fewer workers than the round has.
 * `stillStarting` throws when a worker process has given up, rather than waiting out the timeout.
 */
export async function slotsAnnounced(db: Database, slots: number, stillStarting: () => void = () => undefined): Promise<void> {
  const announced = async () => {
    stillStarting();
    return Number(((await db('job_workers').sum({ n: 'slots' })) as { n: string | null }[])[0]?.n ?? 0);
  };
  await pollUntil(announced, (n) => n >= slots, 180_000);
}

/**
 * A new account, and a queue with nothing running or due: its sign-up e-mails would otherwise hold a slot while the
 * file is planned, and the file would be cut into fewer parts than there are idle decoders.
 */
export async function freshAccount(server: { url: string; deps: { db: Database } }, label: string): Promise<HttpSession> {
  const { http } = await signedUpSession(server, label);
  await queueIdle(server.deps.db);
  return http;
}

export interface CompletedTranscription {
  /** From the upload request to the first poll that saw `completed`. */
  seconds: number;
  transcriptText: string;
  words: unknown;
  /** Parts it was decoded in: its part jobs, or 1 when its own job decoded it whole. */
  parts: number;
}

/** Uploads the file and polls the database every 50 ms until the transcription has completed. */
export async function uploadUntilCompleted(
  db: Database,
  http: HttpSession,
  path: string,
  timeoutMs: number,
): Promise<CompletedTranscription> {
  const started = process.hrtime.bigint();
  const id = await uploadWav(http, path, 'speech.wav');
  const row = () =>
    db('transcriptions').where({ id }).first('status', 'transcriptText', 'words', 'errorMessage') as Promise<{
      status: string;
      transcriptText: string | null;
      words: unknown;
      errorMessage: string | null;
    }>;
  const done = await pollUntil(row, (t) => t.status === 'completed' || t.status === 'failed', timeoutMs);
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (done.status !== 'completed') throw new Error(`the transcription failed: ${done.errorMessage ?? 'no message'}`);
  const partJobs = (await jobsOf(db, id)).filter((job) => job.type === 'transcription.decode-part').length;
  return { seconds, transcriptText: done.transcriptText ?? '', words: done.words, parts: Math.max(1, partJobs) };
}

/**
 * CPU seconds of a process from /proc/<pid>/stat (ticks of 1/100 s): its own (utime + stime) and that of its children
 * it has waited for (cutime + cstime), which is how a decoder's CPU reaches the process that ran it. Other work on the
 * machine moves wall times far more than the CPU a run needs.
 */
export function cpuSeconds(pid: number | 'self', which: 'own' | 'children' | 'both'): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .map(Number);
  const own = (fields[11] ?? 0) + (fields[12] ?? 0);
  const children = (fields[13] ?? 0) + (fields[14] ?? 0);
  return (which === 'own' ? own : which === 'children' ? children : own + children) / 100;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

export const round3 = (n: number) => Math.round(n * 1000) / 1000;
