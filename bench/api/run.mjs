#!/usr/bin/env node
// Read benchmark of the built API on PostgreSQL, in one run:
// - the list: GET /api/transcriptions (a page of 50) for a signed-in user at 100 connections with autocannon, against a
//   lean Koa peer (peer.mjs) running the same two queries the list needs and serialising per request;
// - search: GET /api/search over 40,000 transcripts of 1,500 words, half of them the searching account's.
// Targets: list ≥ 1.0× the peer's requests per second with p99 < 100 ms; search p95 < 150 ms. Exit code 1 when one
// is missed (not with --smoke).
// Usage: node bench/api/run.mjs [--smoke]
//   --smoke: tiny data, one short round, targets not enforced; exits 0 when it ran.
//   BENCH_SECONDS (10 per measurement), BENCH_ROUNDS (3, alternating which server goes first), BENCH_TRANSCRIPTS
//   (40000), BENCH_CONNECTIONS (100), BENCH_SEARCH_ROUNDS (10 passes over the queries), BENCH_DATABASE_URL
//   (postgres://postgres@127.0.0.1:5432/test; a throw-away database is made there and dropped),
//   BENCH_KEEP_DATABASE (a database name: made and seeded the first time, kept and reused afterwards, since seeding
//   40,000 transcripts takes minutes), BENCH_CPU_PROFILE_DIR (a CPU profile of the API process).
//   The smoke run starts the API from source; the full run builds it first.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freePort, startBuiltApi, waitFor } from '../support/start-built-api.mjs';
import { seedTranscriptions, VOCABULARY } from './seed.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(join(root, 'apps/api/package.json'));
const autocannon = require('autocannon');
const pg = require('pg');

const smoke = process.argv.includes('--smoke');
const setting = (name, full, quick) => Number(process.env[name] ?? (smoke ? quick : full));
const seconds = setting('BENCH_SECONDS', 10, 1);
const rounds = setting('BENCH_ROUNDS', 3, 1);
const transcripts = setting('BENCH_TRANSCRIPTS', 40_000, 200);
const connections = setting('BENCH_CONNECTIONS', 100, 10);
const searchRounds = setting('BENCH_SEARCH_ROUNDS', 10, 1);
const warmUpSeconds = smoke ? 0 : 2;
const WORDS = smoke ? 300 : 1500;
const PAGE = 50;
const postgresUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const TARGETS = { listRatio: 1.0, listP99: 100, searchP95: 150 };
const run = promisify(execFile);
const log = (line) => process.stderr.write(`${line}\n`);

async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function startPeer(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'bench/api/peer.mjs')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // The peer answers 401 without a session: that it answers at all means it is up.
  await waitFor(`${url}/`, { anyAnswer: true });
  return { child, url };
}

/** Signs up, or signs in where a kept database has the account already. */
async function register(url, email) {
  const post = (path, body) =>
    fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const credentials = { email, password: 'benchmark-password' };
  let res = await post('/api/auth/register', { ...credentials, firstName: 'Bench' });
  if (res.status === 409) res = await post('/api/auth/login', credentials);
  if (res.status !== 201 && res.status !== 200) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { id: (await res.json()).user.id, cookie };
}

async function withDatabase(fn) {
  const kept = process.env.BENCH_KEEP_DATABASE;
  if (kept && !/^[a-z_][a-z0-9_]*$/.test(kept)) throw new Error('BENCH_KEEP_DATABASE must be a plain lower-case name');
  const name = kept ?? `verbatim_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
  if (!exists) await admin.query(`create database ${name}`);
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  try {
    return await fn(url.toString());
  } finally {
    if (!kept) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function transcriptCount(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const { rows } = await client.query('select count(*)::int as n from transcriptions');
  await client.end();
  return rows[0].n;
}

/** Half the transcripts are the benchmark user's, half another account's: search and the list must pick them out. */
async function seed(databaseUrl, bench, other) {
  const clients = [new pg.Client({ connectionString: databaseUrl }), new pg.Client({ connectionString: databaseUrl })];
  await Promise.all(clients.map((client) => client.connect()));
  const queries = clients.map((client) => (sql, params) => client.query(sql, params));
  const half = Math.floor(transcripts / 2);
  const started = performance.now();
  let lastReport = started;
  const progress = (who) => (written) => {
    if (performance.now() - lastReport < 15_000) return;
    lastReport = performance.now();
    log(`  ${who}: ${written} of ${half} (${((lastReport - started) / 1000).toFixed(0)} s)`);
  };
  await seedTranscriptions(queries, { userId: bench.id, count: half, words: WORDS, seedBase: 0, onProgress: progress('benchmark user') });
  await seedTranscriptions(queries, {
    userId: other.id,
    count: transcripts - half,
    words: WORDS,
    seedBase: half,
    onProgress: progress('other user'),
  });
  // The visibility map lets counts and pages come off the indexes alone, as on a database that autovacuum keeps.
  await clients[0].query('vacuum analyze transcriptions');
  await clients[0].query('vacuum analyze transcript_passages');
  const size = (await clients[0].query('select pg_size_pretty(pg_database_size(current_database())) as size')).rows[0].size;
  await Promise.all(clients.map((client) => client.end()));
  return { seconds: (performance.now() - started) / 1000, size };
}

async function measure(url, headers) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  // A request still unanswered after autocannon's 10 s is an error (a timeout): counted and shown, not hidden.
  return { rps: result.requests.average, p99: result.latency.p99, failed: result.non2xx + result.errors };
}

/** The list, API and peer in turn (alternating who goes first), each after a short warm-up. */
async function benchList(api, peer, headers) {
  const results = { api: [], peer: [] };
  const targets = { api: `${api.url}/api/transcriptions`, peer: peer.url };
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ['peer', 'api'] : ['api', 'peer'];
    for (const target of order) {
      if (warmUpSeconds) await autocannon({ url: targets[target], connections, duration: warmUpSeconds, headers });
      results[target].push(await measure(targets[target], headers));
      log(`list round ${round + 1} ${target}: ${JSON.stringify(results[target].at(-1))}`);
    }
  }
  return results;
}

/**
 * What people type into a transcript search, from words of every frequency: one in nearly every meeting, one in
 * about half, a rare one, a quoted phrase, an exclusion and an "or".
 */
function searchQueries() {
  const w = (rank) => VOCABULARY[rank];
  return [w(60), w(300), w(1500), `"${w(70)} ${w(80)}"`, `${w(100)} -${w(120)}`, `${w(400)} or ${w(900)}`, `${w(200)}s`];
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** Search one request at a time (a person typing), every query `searchRounds` times; latency as the client sees it. */
async function benchSearch(api, headers) {
  const times = new Map();
  const results = new Map();
  for (const q of searchQueries()) await fetch(`${api.url}/api/search?q=${encodeURIComponent(q)}`, { headers });
  for (let round = 0; round < searchRounds; round++) {
    for (const q of searchQueries()) {
      const started = performance.now();
      const res = await fetch(`${api.url}/api/search?q=${encodeURIComponent(q)}`, { headers });
      const body = await res.json();
      const ms = performance.now() - started;
      if (res.status !== 200) throw new Error(`search ${q} answered ${res.status}: ${JSON.stringify(body)}`);
      times.set(q, [...(times.get(q) ?? []), ms]);
      results.set(q, body.items.length);
    }
  }
  const all = [...times.values()].flat().sort((a, b) => a - b);
  const perQuery = [...times].map(([q, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return { q, items: results.get(q), p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
  return { p50: percentile(all, 50), p95: percentile(all, 95), count: all.length, perQuery };
}

/** How many of the benchmark user's transcripts each query matches: what ranking has to read. */
async function matchCounts(databaseUrl, userId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const counts = new Map();
  for (const q of searchQueries()) {
    const { rows } = await client.query(
      "select count(*)::int as n from transcriptions where user_id = $1 and search_vector @@ websearch_to_tsquery('english', $2)",
      [userId, q],
    );
    counts.set(q, rows[0].n);
  }
  await client.end();
  return counts;
}

async function benchmark(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'verbatim-bench-api-'));
  let api;
  let peer;
  try {
    api = await startBuiltApi({ dataDir, databaseUrl });
    const bench = await register(api.url, 'bench@example.com');
    const other = await register(api.url, 'other@example.com');
    const already = await transcriptCount(databaseUrl);
    if (already !== 0 && already !== transcripts) throw new Error(`the kept database holds ${already} transcriptions, not ${transcripts}`);
    log(already ? `reusing ${already} seeded transcriptions` : `seeding ${transcripts} transcriptions of ${WORDS} words…`);
    const seeded = already ? { seconds: 0, size: 'kept' } : await seed(databaseUrl, bench, other);
    log(`seeded in ${seeded.seconds.toFixed(0)} s; database ${seeded.size}`);
    const headers = { cookie: bench.cookie };
    const first = await fetch(`${api.url}/api/transcriptions`, { headers });
    const text = await first.text();
    const page = JSON.parse(text);
    if (page.items?.length !== PAGE) throw new Error(`expected a page of ${PAGE}, got ${text.slice(0, 200)}`);
    peer = await startPeer(databaseUrl);
    const peerPage = await (await fetch(peer.url, { headers })).json();
    if (JSON.stringify(peerPage) !== JSON.stringify(page)) throw new Error('the peer does not answer the page the API answers');
    const list = await benchList(api, peer, headers);
    const search = await benchSearch(api, headers);
    const matches = await matchCounts(databaseUrl, bench.id);
    return { bytes: Buffer.byteLength(text), total: page.total, seeded, list, search, matches };
  } finally {
    if (peer) await stop(peer.child);
    if (api) await stop(api.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

// A smoke run starts the API from source (see bench/support/smoke.mjs) and never builds.
if (!smoke) {
  log('building the API…');
  await run(join(root, 'node_modules/.bin/turbo'), ['run', 'build', '--filter=@verbatim/api', '--output-logs=errors-only'], { cwd: root });
}
const loadBefore = loadAverage();
const r = await withDatabase(benchmark);
const loadAfter = loadAverage();

const mean = (values) => values.reduce((sum, value) => sum + value, 0) / values.length;
const fmt = (value, digits = 0) => value.toFixed(digits);
const each = (ms, key) => ms.map((m) => fmt(m[key])).join(', ');
const peerRps = mean(r.list.peer.map((m) => m.rps));
const apiRps = mean(r.list.api.map((m) => m.rps));
const apiP99 = mean(r.list.api.map((m) => m.p99));
const ratio = apiRps / peerRps;

console.log(
  `\nPostgreSQL; ${transcripts} transcripts of ${WORDS} words (${r.total} the benchmark user's), seeded in ${fmt(r.seeded.seconds)} s, database ${r.seeded.size}. ` +
    `List: ${connections} connections, ${seconds} s per measurement, ${rounds} rounds (mean, every round in brackets). ` +
    `Load average ${loadBefore} before, ${loadAfter} after.${smoke ? ' SMOKE RUN: no target applies.' : ''}\n`,
);
console.log('| list | page (bytes) | req/s | p99 (ms) | failed or timed out |');
console.log('| ---- | -----------: | ----: | -------: | ------------------: |');
console.log(
  `| lean Koa peer | ${r.bytes} | ${fmt(peerRps)} (${each(r.list.peer, 'rps')}) | ${fmt(mean(r.list.peer.map((m) => m.p99)))} (${each(r.list.peer, 'p99')}) | ${each(r.list.peer, 'failed')} |`,
);
console.log(
  `| API | ${r.bytes} | ${fmt(apiRps)} (${each(r.list.api, 'rps')}) | ${fmt(apiP99)} (${each(r.list.api, 'p99')}) | ${each(r.list.api, 'failed')} |`,
);
console.log(
  `\nAPI ÷ peer: **${fmt(ratio, 2)}** (target ≥ ${TARGETS.listRatio}); API p99 ${fmt(apiP99)} ms (target < ${TARGETS.listP99}).\n`,
);
console.log(
  `Search, one request at a time, ${r.search.count} requests: p50 ${fmt(r.search.p50)} ms, p95 **${fmt(r.search.p95)} ms** (target < ${TARGETS.searchP95}).\n`,
);
console.log('| query | transcripts matched | results on the page | p50 (ms) | p95 (ms) |');
console.log('| ----- | ------------------: | ------------------: | -------: | -------: |');
for (const q of r.search.perQuery) console.log(`| \`${q.q}\` | ${r.matches.get(q.q)} | ${q.items} | ${fmt(q.p50)} | ${fmt(q.p95)} |`);

const missed = [];
if (ratio < TARGETS.listRatio) missed.push(`list ${fmt(ratio, 2)}× the peer`);
if (apiP99 >= TARGETS.listP99) missed.push(`list p99 ${fmt(apiP99)} ms`);
if (r.search.p95 >= TARGETS.searchP95) missed.push(`search p95 ${fmt(r.search.p95)} ms`);
if (r.list.api.some((m) => m.failed > 0)) missed.push('list requests failed');
if (smoke) {
  console.log('\nSmoke run: it ran; targets are not checked on tiny data.');
} else if (missed.length) {
  console.log(`\nNot met: ${missed.join('; ')}.`);
  process.exitCode = 1;
} else {
  console.log('\nAll targets met.');
}
