/**
 * Priority with one decoder: a free account queues three files and a Pro trial sends one a moment later; the Pro file
 * should finish before at least two of the free ones.
 *
 *   node --conditions=@verbatim/source --import tsx bench/queue/priority.ts [--database pglite|postgres] [--rounds 3] [--smoke]
 *
 * --smoke: one round, and the order is reported, not enforced.
 *
 * Each round starts the real server in-process (its own database, one worker slot and one decoder: WORKER_CONCURRENCY=1,
 * TRANSCRIBE_CONCURRENCY=1), signs the two accounts up through the API, starts the Pro trial, uploads the 8 s
 * synthesised speech file of the tests three times as the free account and, half a second later, once as the Pro
 * account, then waits until all four have finished. It prints when each file finished, counted from the first upload.
 * PostgreSQL rounds need DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 */
import { parseArgs } from 'node:util';
import { makeTestMedia } from '../../apps/api/src/test-support/media/make-test-media';
import { runPriorityScenario } from '../../apps/api/src/test-support/priority-scenario';
import { startTestServer } from '../../apps/api/src/test-support/start-test-server';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'postgres' },
    rounds: { type: 'string', default: '3' },
    smoke: { type: 'boolean', default: false },
  },
});
const database = values.database;
if (database !== 'pglite' && database !== 'postgres') throw new Error('--database must be pglite or postgres');
if (database === 'postgres') process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/test';
const rounds = values.smoke ? 1 : Number(values.rounds);

const media = await makeTestMedia();
let met = 0;
for (let round = 1; round <= rounds; round += 1) {
  const server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '1', TRANSCRIBE_CONCURRENCY: '1' } });
  try {
    // A smoke run is part of the test suite, on a machine busy with the rest of it: the scenario may take longer there.
    const result = await runPriorityScenario(server, media.wav, values.smoke ? { timeoutMs: 360_000 } : {});
    const order = [...result.free.files, result.pro.file]
      .sort((a, b) => a.finishedAfterMs - b.finishedAfterMs)
      .map((file) => `${file.name} ${(file.finishedAfterMs / 1000).toFixed(1)} s${file.status === 'completed' ? '' : ` (${file.status})`}`);
    if (result.freeFinishedAfterPro >= 2) met += 1;
    console.log(JSON.stringify({ round, database, finished: order, freeFinishedAfterPro: result.freeFinishedAfterPro }));
  } finally {
    await server.close();
  }
}
console.log(
  `${database}, one decoder: the Pro file finished before at least two free files in ${met} of ${rounds} rounds; target every round: ${met === rounds ? 'met' : 'not met'}`,
);
if (met !== rounds && !values.smoke) process.exitCode = 1;
