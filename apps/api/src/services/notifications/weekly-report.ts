import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { UserModel } from '../../models/user';
import { creditsForDuration } from '../credits/credits-for-duration';
import { getAvailableCredits } from '../credits/get-available-credits';
import { withListUnsubscribe } from '../mail/unsubscribe-link';
import { type WeeklyFigures, weeklyReportEmail } from '../mail/weekly-report-email';
import { getUserPreferences } from '../preferences/get-user-preferences';
import { createUnsubscribeLink } from './unsubscribe-links';
import { nextWeeklyReportAt, reportedPeriod, weekOf } from './weekly-report-schedule';

/** Makes sure next Monday's report is scheduled (at every start; a no-op while it is). */
export async function ensureWeeklyReportScheduled(deps: AppDeps): Promise<void> {
  const at = nextWeeklyReportAt(deps.now());
  await deps.jobs.scheduleWeeklyReport(deps.db, weekOf(at), at);
}

/**
 * One week's reports: a mail job for every person who wants the report and can sign in, then the next week's run,
 * in one transaction fenced by this job. Each person's mail is its own job (retried on its own, so one failed
 * delivery does not send everyone's twice); a retry of this run after it committed finds them and adds none.
 */
export async function sendWeeklyReports(deps: AppDeps, week: string, fence: JobFence): Promise<number> {
  const next = nextWeeklyReportAt(new Date(`${week}T08:00:00.000Z`));
  return deps.db.transaction(async (trx) => {
    await fence(trx);
    await deps.jobs.scheduleWeeklyReport(trx, weekOf(next), next);
    const done = await trx('jobs')
      .where({ type: 'notification.weekly-report-mail' })
      .whereRaw('payload @> ?::jsonb', [JSON.stringify({ week })])
      .first('id');
    if (done) return 0;
    const recipients: Array<{ id: string }> = await trx('users')
      .join('user_preferences', 'user_preferences.userId', 'users.id')
      .where('user_preferences.notifyWeeklyReports', true)
      .whereNull('users.disabledAt')
      .whereNull('users.deletionScheduledFor')
      .select('users.id');
    for (const { id } of recipients) await deps.jobs.enqueueWeeklyReportMail(trx, id, week);
    return recipients.length;
  });
}

/** "Nov 23 – Nov 29, 2026", in UTC, the days the report covers. */
function periodText(start: Date, end: Date): string {
  const last = new Date(end.getTime() - 1);
  const day = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${day(start)} – ${day(last)}, ${last.getUTCFullYear()}`;
}

/** What one person did in the reported week, from their transcriptions made in it. */
async function weeklyFigures(deps: AppDeps, user: UserModel, week: string): Promise<WeeklyFigures> {
  const { start, end } = reportedPeriod(week);
  const rows: Array<{ status: string; durationSeconds: number | null }> = await deps
    .db('transcriptions')
    .where({ userId: user.id })
    .andWhere('createdAt', '>=', start)
    .andWhere('createdAt', '<', end)
    .select('status', 'durationSeconds');
  const completed = rows.filter((row) => row.status === 'completed');
  return {
    period: periodText(start, end),
    transcriptions: rows.length,
    completed: completed.length,
    failed: rows.filter((row) => row.status === 'failed').length,
    minutes: completed.reduce((sum, row) => sum + creditsForDuration(Number(row.durationSeconds ?? 0)), 0),
    creditsLeft: await getAvailableCredits(deps.db, user.id),
    freePlan: user.subscriptionPlan === 'free',
  };
}

/** One person's report, if they still want it, can sign in when it is sent, and verified the address. */
export async function sendWeeklyReportMail(deps: AppDeps, userId: string, week: string): Promise<void> {
  const user = await UserModel.query(deps.db).findById(userId);
  if (!user || user.disabledAt || user.deletionScheduledFor || !user.emailVerifiedAt) return;
  if (!(await getUserPreferences(deps.db, user.id)).notifyWeeklyReports) return;
  const figures = await weeklyFigures(deps, user, week);
  const unsubscribe = await createUnsubscribeLink(deps, user.id, 'weekly-reports');
  const links = { transcriptionsUrl: `${deps.config.publicUrl}/transcriptions`, unsubscribeUrl: unsubscribe.url };
  await deps.mailer.send(withListUnsubscribe(weeklyReportEmail(user.email, figures, links), unsubscribe));
}
