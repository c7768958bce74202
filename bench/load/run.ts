/**
 * Sockets and uploads under load, on two API processes sharing one throw-away PostgreSQL database: 200 signed-in
 * WebSockets on /api/ws/updates spread over both processes and several users, while 50 uploads of real short speech
 * run at once through both processes and every upload path. Checks that nothing errs, that every upload completes,
 * and that every socket of each owner, on either process, is told (events cross processes through NOTIFY); measures
 * the time to all completed and each API process's memory. Run from the repository root:
 *
 *   node --conditions=@verbatim/source --import tsx bench/load/run.ts [--sockets 200] [--uploads 50] [--users 10]
 *     [--workers 0] [--timeout 900] [--no-build] [--smoke]
 *
 * --workers N: N standalone worker processes and no worker inside the APIs; 0 (the default) runs the worker inside
 * both API processes, as `npm start` does. BENCH_DATABASE_URL names the PostgreSQL server (default: the local one).
 * Every other variable in the environment reaches the API processes, so limits can be raised from outside.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import type { HttpSession } from '../../apps/api/src/test-support/cookie-fetch';
import { makeTestMedia, SHORT_SPEECH_TEXT } from '../../apps/api/src/test-support/media/make-test-media';
import { wordErrorRate } from '../../apps/api/src/test-support/media/word-error-rate';
import { createTestDatabase } from '../../apps/api/src/test-support/test-databases';
import { cookieOf, signUpPaidUsers } from './accounts';
import { analyseDelivery, failedChecks, type UploadOutcome } from './analyse';
import { cpuSeconds, type MemoryFigures, sampleMemory } from './memory';
import { type BenchProcess, startApi, startWorker } from './processes';
import { formatReport } from './report';
import { closeUpdateSockets, openUpdateSockets } from './update-sockets';
import { HttpFailure, type MediaFile, type UploadPathName, uploadThrough } from './upload-paths';

const { values: args } = parseArgs({
  options: {
    sockets: { type: 'string', default: '200' },
    uploads: { type: 'string', default: '50' },
    users: { type: 'string', default: '10' },
    workers: { type: 'string', default: '0' },
    timeout: { type: 'string', default: '900' },
    'no-build': { type: 'boolean', default: false },
    smoke: { type: 'boolean', default: false },
  },
});
/** A smoke run: a handful of sockets and uploads, the APIs from source, every check still made but none enforced. */
if (args.smoke) Object.assign(args, { sockets: '4', uploads: '2', users: '2', workers: '0', timeout: '120', 'no-build': true });
const SOCKETS = Number(args.sockets);
const UPLOADS = Number(args.uploads);
const USERS = Number(args.users);
const WORKERS = Number(args.workers);
const TIMEOUT_MS = Number(args.timeout) * 1000;
const API_COUNT = 2;
/** Most uploads take the path most files take; one in ten goes through each of the others. */
const PATH_MIX: UploadPathName[] = ['direct', 'direct', 'direct', 'direct', 'direct', 'direct', 'direct', 'object', 'large', 'tus'];

const root = join(import.meta.dirname, '../..');
const run = promisify(execFile);
const log = (message: string) => process.stderr.write(`${message}\n`);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!args['no-build']) {
  log('building the API…');
  await run(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@verbatim/api', '--output-logs=errors-only'], { cwd: root });
}
log('making the spoken test media (espeak-ng, ffmpeg)…');
const media = await makeTestMedia();
const formats: MediaFile[] = [
  { path: media.wav, name: 'speech.wav', type: 'audio/wav' },
  { path: media.mp3, name: 'speech.mp3', type: 'audio/mpeg' },
  { path: media.m4a, name: 'speech.m4a', type: 'audio/mp4' },
  { path: media.flac, name: 'speech.flac', type: 'audio/flac' },
  { path: media.mp4, name: 'speech-video.mp4', type: 'video/mp4' },
];

process.env.DATABASE_URL = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const database = await createTestDatabase('postgres').catch((error: Error) => {
  // Two processes can share only a real PostgreSQL (PGlite belongs to one process), so there is nothing to fall back on.
  log(`This benchmark needs PostgreSQL at ${process.env.DATABASE_URL} (set BENCH_DATABASE_URL): ${error.message}`);
  process.exit(78);
});
const dataDir = mkdtempSync(join(tmpdir(), 'verbatim-bench-load-'));
const processes: BenchProcess[] = [];
const loadBefore = load();

try {
  const env = {
    DATABASE_URL: database.url ?? '',
    // One storage folder and one signing secret: a file stored through one process is read by a worker anywhere.
    DATA_DIR: dataDir,
    STORAGE_SIGNING_SECRET: 'a-load-benchmark-secret-of-at-least-32-characters',
    RUN_WORKER: WORKERS > 0 ? 'false' : 'true',
  };
  log(`starting ${API_COUNT} API processes${WORKERS > 0 ? ` and ${WORKERS} workers` : ', each with its worker'}…`);
  // One after the other: the first migrates the new database.
  const apis: (BenchProcess & { url: string })[] = [];
  for (let i = 0; i < API_COUNT; i++) {
    const api = await startApi(`API ${i + 1}`, env);
    apis.push(api);
    processes.push(api);
  }
  for (let i = 0; i < WORKERS; i++) processes.push(startWorker(`worker ${i + 1}`, env));
  const urls = apis.map((a) => a.url);
  const pids = processes.map((p) => p.child.pid as number);
  await sleep(2000);
  const memory = sampleMemory(pids);
  memory.mark('start');
  const cpuBefore = pids.map(cpuSeconds);

  log(`signing up ${USERS} users on the basic plan…`);
  const users = await signUpPaidUsers(database.db, urls, USERS, 300);
  const sessionOf = (userIndex: number, processIndex: number) => users[userIndex]?.sessions[processIndex] as HttpSession;

  log(`opening ${SOCKETS} update sockets…`);
  const socketsStarted = Date.now();
  // Socket j belongs to user j mod USERS; each user's sockets alternate between the processes.
  const sockets = await openUpdateSockets(
    Array.from({ length: SOCKETS }, (_, j) => {
      const userIndex = j % USERS;
      const processIndex = Math.floor(j / USERS) % API_COUNT;
      return { userIndex, processIndex, url: urls[processIndex] as string, cookie: cookieOf(sessionOf(userIndex, processIndex)) };
    }),
  );
  const socketsOpenMs = Date.now() - socketsStarted;
  const socketsOpened = sockets.filter((s) => s.problems.length === 0).length;
  memory.mark('sockets open');

  log(`${UPLOADS} uploads at once…`);
  const t0 = Date.now();
  const uploads: UploadOutcome[] = Array.from({ length: UPLOADS }, (_, k) => {
    const file = formats[k % formats.length] as MediaFile;
    return {
      index: k,
      userIndex: k % USERS,
      // Shifted every USERS uploads, so that each user uploads through both processes.
      processIndex: (k + Math.floor(k / USERS)) % API_COUNT,
      path: PATH_MIX[k % PATH_MIX.length] as UploadPathName,
      format: file.name.slice(file.name.lastIndexOf('.') + 1),
      startedAt: t0,
    };
  });
  await Promise.all(
    uploads.map(async (u) => {
      try {
        u.id = await uploadThrough(u.path, sessionOf(u.userIndex, u.processIndex), formats[u.index % formats.length] as MediaFile);
        u.acceptedAt = Date.now();
      } catch (error) {
        u.error =
          error instanceof HttpFailure ? error.message : `network: ${(error as Error).message} ${String((error as Error).cause ?? '')}`;
      }
    }),
  );
  log(
    `${uploads.filter((u) => u.id).length} accepted in ${((Date.now() - t0) / 1000).toFixed(1)} s; waiting for every socket to hear 'completed'…`,
  );

  // Done when each owner socket has seen its transcriptions finish, or when the API says every transcription has
  // finished and the sockets had ten seconds more to hear of it (a lost event must not make the run wait forever).
  const accepted = uploads.filter((u) => u.id);
  const ownerSockets = (u: UploadOutcome) => sockets.filter((s) => s.userIndex === u.userIndex);
  const heard = (u: UploadOutcome) =>
    ownerSockets(u).every((s) => (s.updates.get(u.id as string) ?? []).some((x) => x.status === 'completed' || x.status === 'failed'));
  /** Answers other than 200 to the benchmark's own reads (progress polls, final checks): HTTP errors too. */
  const pollErrors: string[] = [];
  let settledAt: number | undefined;
  let lastPoll = 0;
  while (Date.now() - t0 < TIMEOUT_MS) {
    if (accepted.every(heard)) break;
    if (settledAt !== undefined && Date.now() - settledAt > 10_000) break;
    if (settledAt === undefined && Date.now() - lastPoll > 5000) {
      lastPoll = Date.now();
      const states = await Promise.all(
        users.map(async (user) => {
          const res = await (user.sessions[0] as HttpSession).get('/api/transcriptions');
          if (res.status !== 200) pollErrors.push(`GET /api/transcriptions answered ${res.status}: ${res.text.slice(0, 300)}`);
          return res.status === 200 ? (res.json as unknown as { status: string }[]) : [];
        }),
      );
      const finished = states.flat().filter((t) => t.status === 'completed' || t.status === 'failed').length;
      if (finished >= accepted.length) settledAt = Date.now();
      log(`  ${finished} of ${accepted.length} finished (${((Date.now() - t0) / 1000).toFixed(0)} s)`);
    }
    await sleep(250);
  }
  memory.mark('end');
  const cpuDuring = pids.map((pid, i) => {
    const now = cpuSeconds(pid);
    const before = cpuBefore[i] as ReturnType<typeof cpuSeconds>;
    return { own: now.own - before.own, withChildren: now.withChildren - before.withChildren };
  });

  for (const u of accepted) {
    const res = await sessionOf(u.userIndex, u.processIndex).get(`/api/transcriptions/${u.id}`);
    if (res.status !== 200) pollErrors.push(`GET /api/transcriptions/${u.id} answered ${res.status}: ${res.text.slice(0, 300)}`);
    u.finalStatus = String(res.json?.status);
    u.text = String(res.json?.transcriptText ?? '');
    if (typeof res.json?.completedAt === 'string') u.completedAt = Date.parse(res.json.completedAt);
  }
  const completedTexts = accepted.filter((u) => u.finalStatus === 'completed').map((u) => u.text ?? '');
  const meanWer = completedTexts.reduce((sum, text) => sum + wordErrorRate(SHORT_SPEECH_TEXT, text).rate, 0) / completedTexts.length;

  // A few quiet seconds with every socket still open: a socket the server drops after the work shows up here.
  await sleep(3000);
  const socketProblems = sockets.flatMap((s) =>
    s.problems.map((p) => `socket ${s.index} (user ${s.userIndex}, API ${s.processIndex + 1}): ${p}`),
  );
  await closeUpdateSockets(sockets);
  await sleep(2000);
  memory.mark('after close');
  memory.stop();

  const delivery = analyseDelivery(uploads, sockets, t0);
  const allCompletedMs = delivery.completedAfterStart.length ? Math.max(...delivery.completedAfterStart) : Number.NaN;
  const serverErrors = processes.reduce((n, p) => n + p.errorLines.length, 0);
  const setup = [
    `${API_COUNT} API processes (built)`,
    WORKERS > 0 ? `${WORKERS} standalone workers` : 'worker inside each API (RUN_WORKER=true)',
    `PostgreSQL, ${USERS} paid users, ${SOCKETS} sockets, ${UPLOADS} uploads of ${media.durationSeconds.toFixed(1)} s of speech`,
    `${availableParallelism()} cores, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 16)}Z`,
  ].join(', ');
  const report = formatReport({
    setup,
    loadBefore,
    loadAfter: load(),
    socketsOpened,
    socketsWanted: SOCKETS,
    socketsOpenMs,
    uploads,
    delivery,
    allCompletedMs,
    processes: processes.map((p, i) => ({
      label: p.label,
      memory: memory.figures.get(pids[i] as number) as MemoryFigures,
      cpu: cpuDuring[i] as { own: number; withChildren: number },
      errorLines: p.errorLines,
      warningLines: p.warningLines,
    })),
    socketProblems,
    meanWer,
    pollErrors,
    failed: failedChecks(uploads, delivery, pollErrors.length, socketProblems.length, serverErrors),
  });
  process.stdout.write(report);
  if (report.includes('**Not met:**') && !args.smoke) process.exitCode = 1;
} finally {
  await Promise.all(processes.map((p) => p.stop()));
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
