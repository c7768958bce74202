import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ReadinessCheck, ReadinessResponse } from '@verbatim/core-sdk/contracts';
import { databaseAnswers } from '../../db/create-database';
import { pendingMigrations } from '../../db/migration-source';
import type { AppDeps } from '../../deps';

/** Each check gets this long: a load balancer's probe must be answered before its own timeout (often 5 s). */
const CHECK_TIMEOUT_MS = 2000;

const failed = (message: string): ReadinessCheck => ({ ok: false, message });
const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Resolves with `work`'s check, or a failed one once `ms` pass first. */
async function within(ms: number, what: string, work: Promise<ReadinessCheck>): Promise<ReadinessCheck> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<ReadinessCheck>((resolve) => {
    timer = setTimeout(() => resolve(failed(`${what} did not answer within ${ms / 1000} s`)), ms);
  });
  try {
    return await Promise.race([work.catch((error: unknown) => failed(`${what} failed: ${reason(error)}`)), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function checkMigrations(deps: AppDeps): Promise<ReadinessCheck> {
  const pending = await pendingMigrations(deps.db);
  if (pending.length === 0) return { ok: true };
  return failed(`${pending.length} migration(s) not applied, the first ${pending[0]}: restart a server process to apply them`);
}

/** Writes a small object under a key of its own and removes it: storage that takes a write can take an upload. */
async function checkStorage(deps: AppDeps): Promise<ReadinessCheck> {
  const key = `readiness/${randomUUID()}`;
  await deps.storage.write(key, Readable.from([Buffer.from('ready')]), { contentType: 'text/plain', contentLength: 5 });
  await deps.storage.delete(key);
  return { ok: true };
}

/**
 * What a load balancer asks before sending a process traffic: the database answers, its schema is the one this code
 * expects, and storage takes a write. Every check runs, so that a 503 names each that failed.
 */
export async function checkReadiness(deps: AppDeps): Promise<ReadinessResponse> {
  const databaseUp = await databaseAnswers(deps.db, CHECK_TIMEOUT_MS);
  const database: ReadinessCheck = databaseUp ? { ok: true } : failed(`the database did not answer within ${CHECK_TIMEOUT_MS / 1000} s`);
  const [migrations, storage] = await Promise.all([
    databaseUp
      ? within(CHECK_TIMEOUT_MS, 'reading the applied migrations', checkMigrations(deps))
      : Promise.resolve(failed('not checked: the database does not answer')),
    within(CHECK_TIMEOUT_MS, `writing to ${deps.storage.driver} storage`, checkStorage(deps)),
  ]);
  const ok = database.ok && migrations.ok && storage.ok;
  return { status: ok ? 'ok' : 'unavailable', checks: { database, migrations, storage } };
}
