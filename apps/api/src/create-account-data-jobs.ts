import { z } from 'zod';
import type { AccountDataJobs } from './account-data-jobs';
import type { AppDeps } from './deps';
import { cancelJobs, defineJob, enqueueJob } from './jobs';
import type { JobDefinition } from './jobs/define-job';
import { buildAccountExport, expireAccountExport } from './services/account-data/build-account-export';
import { deleteAccount, deleteAccountFiles } from './services/account-data/delete-account';
import { notifyTranscriptionFinished } from './services/notifications/notify-transcription-finished';
import { sendWeeklyReportMail, sendWeeklyReports } from './services/notifications/weekly-report';

const byUser = z.object({ userId: z.uuid() });
const week = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The job types of a person's data, bound to the app's dependencies (spread into createAppJobs). */
export function createAccountDataJobs(deps: AppDeps): { definitions: JobDefinition[]; jobs: AccountDataJobs } {
  const buildExport = defineJob({
    id: 'account.export',
    version: 1,
    payload: z.object({ userId: z.uuid(), exportId: z.uuid() }),
    maxAttempts: 3,
    timeoutMs: 30 * 60_000,
    handler: (payload, run) => buildAccountExport(deps, payload.exportId, run),
  });
  const expireExport = defineJob({
    id: 'account.export-expire',
    version: 1,
    payload: z.object({ userId: z.uuid(), exportId: z.uuid() }),
    handler: (payload) => expireAccountExport(deps, payload.exportId),
  });
  const deleteUser = defineJob({
    id: 'account.delete',
    version: 1,
    payload: byUser,
    // Retried with backoff (up to 5 minutes apart); if every attempt fails, the next start schedules it again.
    maxAttempts: 10,
    handler: (payload, run) => deleteAccount(deps, payload.userId, run),
  });
  const deleteFiles = defineJob({
    id: 'account.delete-files',
    version: 1,
    payload: byUser,
    maxAttempts: 10,
    handler: (payload, run) => deleteAccountFiles(deps, payload.userId, run),
  });
  const transcriptionFinished = defineJob({
    id: 'notification.transcription-finished',
    version: 1,
    payload: z.object({ transcriptionId: z.uuid(), outcome: z.enum(['completed', 'failed']) }),
    handler: (payload) => notifyTranscriptionFinished(deps, payload.transcriptionId, payload.outcome),
  });
  const weeklyReports = defineJob({
    id: 'notification.weekly-reports',
    version: 1,
    payload: z.object({ week }),
    handler: async (payload, run) => {
      const mailed = await sendWeeklyReports(deps, payload.week, run.fence);
      run.log.info({ week: payload.week, mailed }, 'weekly reports queued');
    },
  });
  const weeklyReportMail = defineJob({
    id: 'notification.weekly-report-mail',
    version: 1,
    payload: z.object({ userId: z.uuid(), week }),
    handler: (payload) => sendWeeklyReportMail(deps, payload.userId, payload.week),
  });

  return {
    definitions: [buildExport, expireExport, deleteUser, deleteFiles, transcriptionFinished, weeklyReports, weeklyReportMail],
    jobs: {
      async enqueueAccountExport(db, userId, exportId) {
        await enqueueJob(db, buildExport, { userId, exportId }, { uniqueKey: exportId });
      },
      async scheduleAccountExportExpiry(db, exportId, at) {
        const row = (await db('account_exports').where({ id: exportId }).first('userId')) as { userId: string } | undefined;
        if (!row) return;
        await enqueueJob(db, expireExport, { userId: row.userId, exportId }, { uniqueKey: exportId, runAt: at });
      },
      async scheduleAccountDeletion(db, userId, at) {
        await cancelJobs(db, { type: deleteUser, uniqueKey: userId });
        await enqueueJob(db, deleteUser, { userId }, { uniqueKey: userId, runAt: at });
      },
      async cancelAccountDeletion(db, userId) {
        await cancelJobs(db, { type: deleteUser, uniqueKey: userId });
      },
      async deleteAccountFiles(db, userId) {
        await enqueueJob(db, deleteFiles, { userId }, { uniqueKey: userId });
      },
      async notifyTranscriptionFinished(db, transcriptionId, outcome) {
        await enqueueJob(db, transcriptionFinished, { transcriptionId, outcome });
      },
      async scheduleWeeklyReport(db, reportWeek, at) {
        await enqueueJob(db, weeklyReports, { week: reportWeek }, { uniqueKey: reportWeek, runAt: at });
      },
      async enqueueWeeklyReportMail(db, userId, reportWeek) {
        await enqueueJob(db, weeklyReportMail, { userId, week: reportWeek }, { uniqueKey: `${reportWeek}:${userId}` });
      },
    },
  };
}
