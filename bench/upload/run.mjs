#!/usr/bin/env node
// Upload benchmark: a 1 GB file through each streaming path of the real API, against a
// plain `curl -T` to a bare Node stream-to-file server, in one run on this machine; and
// the API's peak resident memory while it receives. Prints a Markdown table.
// Usage: [BENCH_ROUNDS=3] node bench/upload/run.mjs [sizeInMiB]   (default 1024; each path is timed once a round, best kept)
//        node bench/upload/run.mjs --smoke   (one round of 8 MiB, the API from source)
import { execFile } from 'node:child_process';
import { closeSync, createWriteStream, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { smoke } from '../support/smoke.mjs';
import { startBuiltApi } from '../support/start-built-api.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const sizeMiB = smoke ? 8 : Number(process.argv.slice(2).find((arg) => !arg.startsWith('--')) ?? 1024);
const work = mkdtempSync(join(tmpdir(), 'verbatim-bench-upload-'));
const file = join(work, 'big.wav');

/** A valid WAV header followed by silence: real media to the sniffer, cheap to make. */
function makeWav(path, bytes) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + bytes, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(16000, 24);
  header.writeUInt32LE(32000, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36);
  header.writeUInt32LE(bytes, 40);
  const fd = openSync(path, 'w');
  writeSync(fd, header);
  const chunk = Buffer.alloc(8 * 1024 * 1024);
  for (let written = 0; written < bytes; written += chunk.length) writeSync(fd, chunk, 0, Math.min(chunk.length, bytes - written));
  closeSync(fd);
}

const run = promisify(execFile);

/** Async, so that the bare server in this same process keeps serving while curl runs. */
async function curl(args) {
  const { stdout: out } = await run('curl', ['-s', '-o', '/dev/null', '-w', '%{http_code} %{time_total}', ...args], { encoding: 'utf8' });
  const [status, seconds] = out.trim().split(' ');
  if (!status.startsWith('2')) throw new Error(`curl answered ${status}: ${args.join(' ')}`);
  return Number(seconds);
}

/** User + system CPU seconds the process has used (fields 14 and 15 of /proc/PID/stat, in 1/100 s). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

function rssKiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * Every measurement starts from the same state: the uploads of earlier measurements deleted (a writer slows down as
 * gigabytes of new files pile up in the page cache: a bare server writing a new 1 GiB file four times in a row took
 * 2.0, 2.0, 2.1 and 3.6 s), and no dirty pages left waiting for the disk. Otherwise whichever path runs later pays for
 * the ones before (the baseline, which runs first, looked up to twice as fast as it is).
 */
async function settle() {
  for (const entry of readdirSync(work, { recursive: true, withFileTypes: true })) {
    const path = join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile() && path !== file && statSync(path).size >= Math.min(bytes, 64 * 1024 * 1024)) rmSync(path);
  }
  // A smoke run measures nothing worth waiting for the disk.
  if (smoke) return;
  await run('sync', []);
  await new Promise((resolve) => setTimeout(resolve, 500));
}

/** A fast time means nothing unless every byte arrived: the API's data folder must now hold the whole file. */
function assertStoredWhole(pathName) {
  const whole = readdirSync(join(work, 'data'), { recursive: true, withFileTypes: true }).some(
    (entry) => entry.isFile() && statSync(join(entry.parentPath ?? entry.path, entry.name)).size === bytes,
  );
  if (!whole) throw new Error(`${pathName}: the API did not store all ${bytes} bytes`);
}

/** Runs fn while sampling the process's RSS every 50 ms; returns fn's result, the peak growth in MiB and the CPU used. */
async function withPeakMemory(pid, fn) {
  await settle();
  const before = rssKiB(pid);
  const cpuBefore = cpuSeconds(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKiB(pid));
  }, 50);
  try {
    const result = await fn();
    return { result, growthMiB: (peak - before) / 1024, cpuSeconds: cpuSeconds(pid) - cpuBefore };
  } finally {
    clearInterval(timer);
  }
}

async function bareServer() {
  const server = createServer((req, res) => {
    const out = createWriteStream(join(work, 'bare.out'));
    req.pipe(out);
    out.on('finish', () => res.end('ok'));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

if (!smoke) {
  process.stderr.write('building the API…\n');
  await run(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@verbatim/api', '--output-logs=errors-only'], { cwd: root });
}
process.stderr.write('making the test file…\n');
makeWav(file, sizeMiB * 1024 * 1024);
process.stderr.write('starting the servers…\n');
const bytes = sizeMiB * 1024 * 1024 + 44;
const bare = await bareServer();
const api = await startBuiltApi({ dataDir: join(work, 'data'), databaseUrl: '' });
const rounds = smoke ? 1 : Number(process.env.BENCH_ROUNDS ?? 3);
const bareUrl = `http://127.0.0.1:${bare.address().port}/`;

/** A new account each round: the direct path makes a transcription, and the free plan allows three a day. */
async function signUp(round) {
  const jar = join(work, `jar-${round}`);
  const body = JSON.stringify({ email: `bench.${round}@example.com`, password: 'benchmark-password', firstName: 'Bench' });
  await run('curl', [
    '-s',
    '-o',
    '/dev/null',
    '-c',
    jar,
    '-H',
    'content-type: application/json',
    '-d',
    body,
    `${api.url}/api/auth/register`,
  ]);
  return jar;
}

async function presignedUrl(jar) {
  const body = JSON.stringify({ contentType: 'audio/wav', fileSize: bytes });
  const { stdout } = await run(
    'curl',
    ['-s', '-b', jar, '-H', 'content-type: application/json', '-d', body, `${api.url}/api/objects/upload`],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(stdout).uploadURL;
}

async function tusUploadUrl(jar) {
  const metadata = `filename ${Buffer.from('big.wav').toString('base64')},filetype ${Buffer.from('audio/wav').toString('base64')}`;
  const headers = ['-H', 'Tus-Resumable: 1.0.0', '-H', `Upload-Length: ${bytes}`, '-H', `Upload-Metadata: ${metadata}`];
  const { stdout } = await run(
    'curl',
    ['-s', '-D', '-', '-o', '/dev/null', '-b', jar, '-X', 'POST', ...headers, `${api.url}/api/uploads/tus`],
    {
      encoding: 'utf8',
    },
  );
  return /location:\s*(\S+)/i.exec(stdout)?.[1];
}

const tusPatch = [
  '-X',
  'PATCH',
  '-H',
  'Tus-Resumable: 1.0.0',
  '-H',
  'Upload-Offset: 0',
  '-H',
  'Content-Type: application/offset+octet-stream',
];

/** Each path: what to prepare outside the clock, and the curl arguments that are timed. `api: false`: the bare server. */
const paths = [
  { name: 'baseline: curl -T to a bare Node stream-to-file server', api: false, args: async () => ['-T', file, bareUrl] },
  {
    name: 'POST /api/upload-large (streamed multipart)',
    api: true,
    args: async (jar) => ['-b', jar, '-F', `file=@${file};type=audio/wav`, `${api.url}/api/upload-large`],
  },
  {
    name: 'POST /api/transcriptions/upload (multipart)',
    api: true,
    args: async (jar) => ['-b', jar, '-F', `file=@${file};type=audio/wav`, `${api.url}/api/transcriptions/upload`],
  },
  {
    name: 'PUT to the signed storage URL (object path)',
    api: true,
    args: async (jar) => ['-T', file, '-H', 'Content-Type: audio/wav', await presignedUrl(jar)],
  },
  {
    name: 'PATCH /api/uploads/tus/… (resumable, tus)',
    api: true,
    args: async (jar) => ['-b', jar, ...tusPatch, '-T', file, await tusUploadUrl(jar)],
  },
];

/** Per path: every round's seconds, the worst memory growth, and the CPU of its fastest round. */
const results = paths.map(() => ({ seconds: [], growthMiB: null, cpu: null }));
try {
  // Rounds, each through every path, each round starting one path later: a slow spell of the machine's disk, or
  // a cost that falls on whichever path comes first or last, does not stay with one path.
  for (let round = 0; round < rounds; round++) {
    process.stderr.write(`round ${round + 1} of ${rounds}…\n`);
    const jar = await signUp(round);
    for (let step = 0; step < paths.length; step++) {
      const i = (round + step) % paths.length;
      const path = paths[i];
      const args = await path.args(jar);
      const result = results[i];
      if (!path.api) {
        await settle();
        result.seconds.push(await curl(args));
        continue;
      }
      const measured = await withPeakMemory(api.child.pid, () => curl(args));
      assertStoredWhole(path.name);
      if (measured.result < Math.min(...result.seconds)) result.cpu = measured.cpuSeconds;
      result.seconds.push(measured.result);
      result.growthMiB = Math.max(result.growthMiB ?? 0, measured.growthMiB);
    }
  }
} finally {
  api.child.kill('SIGTERM');
  bare.close();
}

const best = (r) => Math.min(...r.seconds);
const baseline = best(results[0]);
const lines = [
  `Upload of ${sizeMiB} MiB on ${process.platform}, Node ${process.versions.node}, ${new Date().toISOString().slice(0, 10)}, best of ${rounds} rounds:`,
  '',
  '| path | best (s) | MiB/s | vs baseline | every round (s) | API memory growth (worst) | API CPU (s) |',
  '|---|---|---|---|---|---|---|',
  ...paths.map((path, i) => {
    const r = results[i];
    const memory = r.growthMiB === null ? '–' : `${r.growthMiB.toFixed(0)} MiB`;
    const cpu = r.cpu === null ? '–' : r.cpu.toFixed(2);
    const every = r.seconds.map((s) => s.toFixed(2)).join(', ');
    return `| ${path.name} | ${best(r).toFixed(2)} | ${(sizeMiB / best(r)).toFixed(0)} | ${(baseline / best(r)).toFixed(2)} | ${every} | ${memory} | ${cpu} |`;
  }),
];
process.stdout.write(`${lines.join('\n')}\n`);
await new Promise((resolve) => setTimeout(resolve, 500));
rmSync(work, { recursive: true, force: true });
