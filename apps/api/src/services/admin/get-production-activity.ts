import type { ProductionActivity, TranscriptionStatus } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { isoTime } from '../../lib/iso-time';
import { dollars, rawRows, toNumber } from './admin-sql';

/** How many of the window's transcriptions and events the screen and the report list, newest first. */
const RECENT_TRANSCRIPTIONS = 20;
const RECENT_EVENTS = 50;

interface TranscriptionRow {
  id: string;
  file_name: string;
  file_size: unknown;
  user_id: string;
  progress: number;
  status: TranscriptionStatus;
  created_at: Date | string;
}

interface EventRow {
  time: Date | string;
  action: string;
  file_name: string | null;
  email: string;
  amount_cents: unknown;
  reason: string | null;
}

/**
 * Everything that happened in the window, from the rows that record it: uploads (a transcription's creation), results
 * (completion, or failure at its last change), sign-ups, and payments that completed or failed.
 */
const EVENTS = `
  select * from (
    select t.created_at as time, 'upload' as action, t.file_name, u.email, null::bigint as amount_cents, null as reason
      from transcriptions t join users u on u.id = t.user_id where t.created_at >= ?
    union all
    select t.completed_at, 'completed', t.file_name, u.email, null, null
      from transcriptions t join users u on u.id = t.user_id where t.status = 'completed' and t.completed_at >= ?
    union all
    select t.updated_at, 'failed', t.file_name, u.email, null, t.error_message
      from transcriptions t join users u on u.id = t.user_id where t.status = 'failed' and t.updated_at >= ?
    union all
    select u.created_at, 'sign-up', null, u.email, null, null from users u where u.created_at >= ?
    union all
    select p.completed_at, 'payment', null, u.email, p.amount_cents, null
      from payment_attempts p join users u on u.id = p.user_id where p.status = 'completed' and p.completed_at >= ?
    union all
    select p.updated_at, 'payment-failed', null, u.email, p.amount_cents, p.failure_reason
      from payment_attempts p join users u on u.id = p.user_id where p.status = 'failed' and p.updated_at >= ?
  ) events
  order by time desc
  limit ?`;

function describeEvent(row: EventRow): { action: string; details: string } {
  const amount = `$${dollars(row.amount_cents).toFixed(2)}`;
  switch (row.action) {
    case 'upload':
      return { action: 'File uploaded', details: `${row.file_name} by ${row.email}` };
    case 'completed':
      return { action: 'Transcription completed', details: `${row.file_name} of ${row.email}` };
    case 'failed':
      return { action: 'Transcription failed', details: `${row.file_name} of ${row.email}: ${row.reason ?? 'no reason recorded'}` };
    case 'sign-up':
      return { action: 'New sign-up', details: row.email };
    case 'payment':
      return { action: 'Payment completed', details: `${amount} from ${row.email}` };
    default:
      return { action: 'Payment failed', details: `${amount} from ${row.email}: ${row.reason ?? 'no reason recorded'}` };
  }
}

/**
 * The Processing Activity tab for the last `minutes`: the transcriptions made in the window by their status now, the
 * newest of them, and the window's events, newest first.
 */
export async function getProductionActivity(deps: AppDeps, minutes: number): Promise<ProductionActivity> {
  const since = new Date(deps.now().getTime() - minutes * 60_000);
  const [counts, recent, events, outbox, refused, failedInWindow] = await Promise.all([
    rawRows<{ status: TranscriptionStatus; n: unknown }>(
      deps.db,
      'select status, count(*) as n from transcriptions where created_at >= ? group by status',
      [since],
    ),
    rawRows<TranscriptionRow>(
      deps.db,
      `select id, file_name, file_size, user_id, progress, status, created_at from transcriptions
       where created_at >= ? order by created_at desc, id desc limit ?`,
      [since, RECENT_TRANSCRIPTIONS],
    ),
    rawRows<EventRow>(deps.db, EVENTS, [since, since, since, since, since, since, RECENT_EVENTS]),
    // Pending rows are few and indexed (email_outbox_pending_index); the outbox's history is never scanned.
    rawRows<{ n: unknown; oldest: Date | string | null }>(
      deps.db,
      `select count(*) as n, min(created_at) as oldest from email_outbox where status = 'pending'`,
      [],
    ),
    rawRows<{ last_error: string }>(
      deps.db,
      `select last_error from email_outbox where status = 'pending' and last_error is not null order by created_at desc limit 1`,
      [],
    ),
    rawRows<{ n: unknown }>(deps.db, `select count(*) as n from email_outbox where status = 'failed' and created_at >= ?`, [since]),
  ]);
  const oldest = outbox[0]?.oldest;
  const byStatus = (status: TranscriptionStatus) => toNumber(counts.find((row) => row.status === status)?.n);
  const processingStats = {
    pending: byStatus('pending'),
    processing: byStatus('processing'),
    completed: byStatus('completed'),
    failed: byStatus('failed'),
  };
  return {
    processingStats: { total: Object.values(processingStats).reduce((sum, n) => sum + n, 0), ...processingStats },
    recentTranscriptions: recent.map((row) => ({
      id: row.id,
      fileName: row.file_name,
      fileSize: toNumber(row.file_size),
      userId: row.user_id,
      progress: row.progress,
      status: row.status,
      createdAt: isoTime(row.created_at),
    })),
    recentActivity: events.map((row) => ({ time: isoTime(row.time), ...describeEvent(row) })),
    mailOutbox: {
      pending: toNumber(outbox[0]?.n),
      oldestPendingSeconds: oldest ? Math.max(0, Math.round((deps.now().getTime() - new Date(oldest).getTime()) / 1000)) : 0,
      lastError: refused[0]?.last_error ?? null,
      failedInWindow: toNumber(failedInWindow[0]?.n),
    },
  };
}
