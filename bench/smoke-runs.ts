/**
 * Every benchmark, as `npm test` runs it in its smoke mode (bench/smoke.test.ts adds `--smoke`). A new benchmark is one
 * entry here and one line in bench/README.md.
 */
export interface SmokeRun {
  /** The benchmark's name in the test report. */
  name: string;
  /** The command from the repository root, without `--smoke`. */
  command: string[];
  /** A line the benchmark prints once it has run. */
  prints: RegExp;
  /**
   * Needs a real PostgreSQL (processes sharing one database): runs where DATABASE_URL names one, as the database tests
   * do; PGlite belongs to one process, so there is nothing to fall back on.
   */
  needsPostgres?: boolean;
}

/** Node with the workspace packages read from source, as the TypeScript benchmarks are run. */
const tsx = ['node', '--conditions=@verbatim/source', '--import', 'tsx'];

export const smokeRuns: SmokeRun[] = [
  {
    name: 'api: the transcription list against a lean Koa peer, and search',
    command: ['node', 'bench/api/run.mjs'],
    prints: /^Smoke run: it ran/m,
    needsPostgres: true,
  },
  { name: 'captions: live caption chunks', command: [...tsx, 'bench/captions/run.ts'], prints: /^per chunk: median [\d.]+ s/m },
  {
    name: 'load: sockets and uploads on two API processes',
    command: [...tsx, 'bench/load/run.ts'],
    prints: /\*\*(Met|Not met):\*\*/,
    needsPostgres: true,
  },
  {
    name: 'queue: no-op jobs through the job table',
    command: [...tsx, 'bench/queue/run.ts'],
    prints: /no-op jobs .*: best \d+ jobs\/s .*run twice or lost: none/,
    needsPostgres: true,
  },
  {
    name: 'queue: ours against graphile-worker',
    command: [...tsx, 'bench/queue/compare.ts'],
    prints: /^\| ours \(knex job table\) \| \d+/m,
    needsPostgres: true,
  },
  {
    name: 'queue: a paid file claimed before free ones',
    command: [...tsx, 'bench/queue/priority.ts', '--database', 'pglite'],
    prints: /one decoder: the Pro file finished before at least two free files in \d of 1 rounds/,
  },
  {
    name: 'transcription: the pipeline against the bare engine',
    command: [...tsx, 'bench/transcription/run.ts'],
    prints: /^pipeline \/ bare = [\d.]+/m,
  },
  {
    name: 'transcription: a short file end to end, upload to completed, against the bare engine',
    command: [...tsx, 'bench/transcription/end-to-end.ts'],
    prints: /^pipeline \/ bare = [\d.]+ \(upload to completed/m,
  },
  {
    name: 'transcription: a file on two standalone workers against one',
    command: [...tsx, 'bench/transcription/two-workers.ts'],
    prints: /^two workers \/ one worker = [\d.]+ /m,
    needsPostgres: true,
  },
  {
    name: 'upload: every upload path against curl -T',
    command: ['node', 'bench/upload/run.mjs'],
    prints: /^\| PATCH \/api\/uploads\/tus/m,
  },
  {
    name: 'web: the production server the page budgets are measured on',
    command: ['node', 'bench/web/run.mjs'],
    prints: /^smoke: the production server started/m,
  },
];
