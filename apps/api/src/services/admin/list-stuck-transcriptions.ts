import type { StuckTranscription, TranscriptionStatus } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { isoTime } from '../../lib/iso-time';
import { rawRows, toNumber } from './admin-sql';

/**
 * A pending or processing transcription that has not moved for this long is stuck. Progress is written as the work
 * goes (at most twice a second), so ten minutes without a change is far beyond any pause of a working job, and well
 * past the two minutes after which its owner may retry it.
 */
export const STUCK_AFTER_MS = 10 * 60_000;
/** The list shows the longest stuck first, at most this many. */
const STUCK_LIST_LIMIT = 200;
/** The job type that processes a transcription (create-app-jobs.ts), keyed by the transcription's id. */
const TRANSCRIPTION_JOB = 'transcription.process';

interface StuckRow {
  id: string;
  file_name: string;
  file_size: unknown;
  status: TranscriptionStatus;
  progress: number;
  updated_at: Date | string;
  user_id: string;
  email: string;
  job_state: 'queued' | 'running' | null;
  run_at: Date | string | null;
  locked_until: Date | string | null;
  attempts: number | null;
  max_attempts: number | null;
}

const clock = (value: Date | string) => `${new Date(value).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** What the transcription's unfinished job (from the job table's state and lease) is doing, for the admin to act on. */
function reasonFor(row: StuckRow, now: Date): string {
  // A running job's attempts already count its current run; a queued one's count the runs that failed.
  const tried = row.attempts && row.max_attempts ? ` (${row.attempts} of ${row.max_attempts} attempts made)` : '';
  const running = row.attempts && row.max_attempts ? ` (attempt ${row.attempts} of ${row.max_attempts})` : '';
  if (row.job_state === null) return 'No job is queued for it, so nothing will process it: retry it.';
  if (row.job_state === 'queued') {
    if (row.run_at && new Date(row.run_at).getTime() > now.getTime()) return `Waiting to be tried again at ${clock(row.run_at)}${tried}.`;
    return `Queued, but no worker has taken it${tried}: check that a worker is running.`;
  }
  if (row.locked_until && new Date(row.locked_until).getTime() <= now.getTime()) {
    return `Its worker stopped answering (lease lapsed at ${clock(row.locked_until)}); another worker takes it over when one is free${running}.`;
  }
  return `A worker holds it but has reported no progress since ${clock(row.updated_at)}${running}: it may be hung; retry it.`;
}

/** Whether a transcription counts as stuck at `now`. */
export function isStuck(t: { status: string; updatedAt: Date | string }, now: Date): boolean {
  return (t.status === 'pending' || t.status === 'processing') && now.getTime() - new Date(t.updatedAt).getTime() >= STUCK_AFTER_MS;
}

/** Everyone's stuck transcriptions, longest still first, with their owner and what their job is doing. */
export async function listStuckTranscriptions(deps: AppDeps): Promise<StuckTranscription[]> {
  const now = deps.now();
  const rows = await rawRows<StuckRow>(
    deps.db,
    `select t.id, t.file_name, t.file_size, t.status, t.progress, t.updated_at, t.user_id, u.email,
       j.state as job_state, j.run_at, j.locked_until, j.attempts, j.max_attempts
     from transcriptions t
     join users u on u.id = t.user_id
     left join lateral (
       select state, run_at, locked_until, attempts, max_attempts from jobs
       where type = ? and unique_key = t.id::text and state in ('queued', 'running')
       order by created_at desc limit 1
     ) j on true
     where t.status in ('pending', 'processing') and t.updated_at <= ?
     order by t.updated_at, t.id
     limit ?`,
    [TRANSCRIPTION_JOB, new Date(now.getTime() - STUCK_AFTER_MS), STUCK_LIST_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    fileName: row.file_name,
    fileSize: toNumber(row.file_size),
    status: row.status,
    progress: row.progress,
    updatedAt: isoTime(row.updated_at),
    userId: row.user_id,
    userEmail: row.email,
    reason: reasonFor(row, now),
  }));
}
