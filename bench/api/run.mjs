#!/usr/bin/env node
// List benchmark: GET /api/transcriptions (a page of 50) for a signed-in user of the built API, against a bare Koa
// server answering the same JSON, at 100 connections with autocannon, on PGlite and on PostgreSQL, in one run.
// Prints a Markdown table of requests per second, the ratio to the bare server and p99 latency.
// Usage: node bench/api/run.mjs
//   BENCH_SECONDS (10 per measurement), BENCH_ROUNDS (2, alternating which server goes first), BENCH_ROWS (400),
//   BENCH_DATABASE_URL (postgres://postgres@127.0.0.1:5432/test; a throw-away database is made there and dropped;
//   "none" skips PostgreSQL), BENCH_ONLY (pglite | postgres), BENCH_CONNECTIONS (100), BENCH_CPU_PROFILE_DIR (a CPU profile of each API process).
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort, startBuiltApi, waitFor } from '../support/start-built-api.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(root, 'apps/api/package.json'));
const autocannon = require('autocannon');
const pg = require('pg');
const { PGlite } = await import(require.resolve('@electric-sql/pglite'));

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const rows = Number(process.env.BENCH_ROWS ?? 400);
const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PAGE = 50;
const run = promisify(execFile);

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** A bare Koa server in its own process that answers `body` (serialised on every request, as the API does). */
async function startBare(body) {
  const port = await freePort();
  const source = `
    const Koa = require('koa');
    const body = JSON.parse(process.env.BENCH_BODY);
    const app = new Koa();
    app.use((ctx) => { ctx.body = body; });
    app.listen(${port}, '127.0.0.1');
  `;
  const child = spawn(process.execPath, ['-e', source], {
    cwd: join(root, 'apps/api'),
    env: { ...process.env, BENCH_BODY: JSON.stringify(body), NODE_PATH: join(root, 'node_modules') },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(url);
  return { child, url };
}

async function register(url, email) {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'benchmark-password', firstName: 'Bench' }),
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: (await res.json()).user.id, cookie };
}

// Words of a weekly meeting, so that the text compresses and searches like speech, not like random bytes.
const VOCABULARY = (
  'the we to and a of that is in it for on this so you have be with are our what they can next week team customer ' +
  'release roadmap budget quarter numbers meeting update review design launch plan issue fix users upload recorder ' +
  'transcript search page server database latency deadline marketing sales support question answer think going ' +
  'really should would could good great morning thanks everyone today yesterday tomorrow agenda point follow action'
).split(' ');

function transcript(seed, words) {
  let state = seed * 2654435761;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  const timed = [];
  let sentence = [];
  const sentences = [];
  for (let i = 0; i < words; i++) {
    const word = VOCABULARY[next() % VOCABULARY.length];
    sentence.push(sentence.length === 0 ? word[0].toUpperCase() + word.slice(1) : word);
    timed.push({ start: i * 0.4, end: i * 0.4 + 0.35, text: word, confidence: 0.8 + (next() % 20) / 100 });
    if (sentence.length > 8 + (next() % 14)) {
      sentences.push(`${sentence.join(' ')}.`);
      sentence = [];
    }
  }
  if (sentence.length) sentences.push(`${sentence.join(' ')}.`);
  return { text: sentences.join(' '), words: timed };
}

/** Rows of a user who has been transcribing a 10-minute meeting a day (about 1,500 words each, with word timings). */
function seedRows(userId, count, { withWords }) {
  const now = Date.now();
  return Array.from({ length: count }, (_, i) => {
    const { text, words } = transcript(i + 1, 1500);
    const createdAt = new Date(now - (i + 1) * 86_400_000 + (i % 7) * 1000).toISOString();
    return [
      userId,
      `weekly-sync-${String(count - i).padStart(4, '0')}.mp3`,
      9_600_000 + i * 1000,
      'audio/mpeg',
      'direct',
      'completed',
      100,
      600 + (i % 60),
      text,
      'en',
      'local',
      withWords ? JSON.stringify(words) : null,
      createdAt,
      createdAt,
      createdAt,
    ];
  });
}

const INSERT = `insert into transcriptions (user_id, file_name, file_size, mime_type, upload_path, status, progress,
  duration_seconds, transcript_text, language, engine, words, created_at, updated_at, completed_at)
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::jsonb, $13, $14, $15)`;

async function seed(query, bench, other) {
  for (const row of seedRows(bench, rows, { withWords: true })) await query(INSERT, row);
  // Another account's rows, so that the list has to pick the caller's out of a bigger table.
  for (const row of seedRows(other, rows * 2, { withWords: false })) await query(INSERT, row);
  await query('analyze transcriptions');
}

async function measure(url, headers) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
  // A request still unanswered after autocannon's 10 s is an error (a timeout): counted and shown, not hidden.
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

/** One database: sign up, seed, then bare and API in alternating order, each round after a short warm-up. */
async function benchDatabase(name, { databaseUrl }) {
  const dataDir = mkdtempSync(join(tmpdir(), `verbatim-bench-api-${name}-`));
  try {
    let api = await startBuiltApi({ dataDir, databaseUrl });
    const bench = await register(api.url, 'bench@example.com');
    const other = await register(api.url, 'other@example.com');
    // PGlite allows one process at a time: the API stops while the rows go in (PostgreSQL does the same, for one method).
    await stop(api.child);
    process.stderr.write(`${name}: seeding ${rows} + ${rows * 2} transcriptions…\n`);
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await seed((sql, params) => client.query(sql, params), bench.id, other.id);
      await client.end();
    } else {
      const db = await PGlite.create(join(dataDir, 'pglite'));
      await seed((sql, params) => db.query(sql, params), bench.id, other.id);
      await db.close();
    }
    api = await startBuiltApi({ dataDir, databaseUrl });
    const headers = { cookie: bench.cookie };
    const first = await fetch(`${api.url}/api/transcriptions`, { headers });
    const text = await first.text();
    const page = JSON.parse(text);
    if (page.items?.length !== PAGE) throw new Error(`${name}: expected a page of ${PAGE}, got ${text.slice(0, 200)}`);
    const bare = await startBare(page);
    try {
      const results = { api: [], bare: [] };
      const targets = { api: `${api.url}/api/transcriptions`, bare: bare.url };
      for (let round = 0; round < rounds; round++) {
        const order = round % 2 === 0 ? ['bare', 'api'] : ['api', 'bare'];
        for (const target of order) {
          await autocannon({ url: targets[target], connections: CONNECTIONS, duration: 2, headers });
          results[target].push(await measure(targets[target], headers));
          process.stderr.write(`${name} round ${round + 1} ${target}: ${JSON.stringify(results[target].at(-1))}\n`);
        }
      }
      return { name, bytes: Buffer.byteLength(text), total: page.total, ...results };
    } finally {
      await stop(bare.child);
      await stop(api.child);
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function withPostgres(fn) {
  const name = `verbatim_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

process.stderr.write('building the API…\n');
await run(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@verbatim/api', '--output-logs=errors-only'], { cwd: root });
const load = (await run('cat', ['/proc/loadavg'], { encoding: 'utf8' })).stdout.split(' ').slice(0, 3).join(' ');
const results = [];
if (process.env.BENCH_ONLY !== 'postgres') results.push(await benchDatabase('PGlite', { databaseUrl: '' }));
if (postgresUrl !== 'none' && process.env.BENCH_ONLY !== 'pglite')
  results.push(await withPostgres((databaseUrl) => benchDatabase('PostgreSQL', { databaseUrl })));
const loadAfter = (await run('cat', ['/proc/loadavg'], { encoding: 'utf8' })).stdout.split(' ').slice(0, 3).join(' ');

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const fmt = (value, digits = 0) => value.toFixed(digits);
console.log(
  `\n${CONNECTIONS} connections, ${seconds} s per measurement, ${rounds} rounds (mean shown, every round in brackets); load average ${load} before, ${loadAfter} after.\n`,
);
console.log(
  '| database | page (bytes) | bare Koa req/s | API req/s | API ÷ bare | bare p99 (ms) | API p99 (ms) | API failed or timed out |',
);
console.log(
  '| -------- | -----------: | -------------: | --------: | ---------: | ------------: | -----------: | ----------------------: |',
);
for (const r of results) {
  const bareRps = mean(r.bare.map((m) => m.rps));
  const apiRps = mean(r.api.map((m) => m.rps));
  const list = (ms, key) => ms.map((m) => fmt(m[key])).join(', ');
  console.log(
    `| ${r.name} | ${r.bytes} | ${fmt(bareRps)} (${list(r.bare, 'rps')}) | ${fmt(apiRps)} (${list(r.api, 'rps')}) | ${fmt(apiRps / bareRps, 2)} | ${fmt(mean(r.bare.map((m) => m.p99)))} (${list(r.bare, 'p99')}) | ${fmt(mean(r.api.map((m) => m.p99)))} (${list(r.api, 'p99')}) | ${list(r.api, 'failed')} |`,
  );
}
