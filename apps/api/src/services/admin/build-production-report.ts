import type { ProductionActivity, ProductionEnvironment, StuckTranscription } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { getProductionActivity } from './get-production-activity';
import { getProductionEnvironment } from './get-production-environment';
import { listStuckTranscriptions, STUCK_AFTER_MS } from './list-stuck-transcriptions';

export interface ProductionReport {
  fileName: string;
  text: string;
}

const MB = 1024 * 1024;
const size = (bytes: number) => `${(bytes / MB).toFixed(2)} MB`;
const windowName = (minutes: number) =>
  minutes % 1440 === 0 ? `${minutes / 1440} day(s)` : minutes % 60 === 0 ? `${minutes / 60} hour(s)` : `${minutes} minutes`;

/** The report as text, with the same figures the Production Monitoring screen shows. */
export function renderProductionReport(input: {
  generatedAt: Date;
  minutes: number;
  environment: ProductionEnvironment;
  activity: ProductionActivity;
  stuck: StuckTranscription[];
}): string {
  const { generatedAt, minutes, environment, activity, stuck } = input;
  const since = new Date(generatedAt.getTime() - minutes * 60_000);
  const stats = activity.processingStats;
  const lines = [
    'VERBATIM PRODUCTION REPORT',
    `Generated: ${generatedAt.toISOString()}`,
    `Window: the last ${windowName(minutes)} (since ${since.toISOString()})`,
    '',
    'ENVIRONMENT',
    `  Type: ${environment.type}`,
    `  Deployment: ${environment.deployment ? 'yes' : 'no'}`,
    `  Domain: ${environment.domain}`,
    `  Database: ${environment.database}`,
    '',
    'PROCESSING (transcriptions created in the window, by their status now)',
    `  Total: ${stats.total}`,
    `  Pending: ${stats.pending}`,
    `  Processing: ${stats.processing}`,
    `  Completed: ${stats.completed}`,
    `  Failed: ${stats.failed}`,
    '',
    'MAIL OUTBOX (now; refused e-mails are tried again, each wait twice as long)',
    `  Waiting to send: ${activity.mailOutbox.pending}`,
    `  Oldest waiting for: ${activity.mailOutbox.pending === 0 ? 'N/A' : `${Math.round(activity.mailOutbox.oldestPendingSeconds)} s`}`,
    ...(activity.mailOutbox.pending > 0 && activity.mailOutbox.lastError
      ? [`  The mail server's last refusal: ${activity.mailOutbox.lastError}`]
      : []),
    `  Given up in the window: ${activity.mailOutbox.failedInWindow}`,
    '',
    `STUCK PROCESSING (pending or processing, not moved for ${STUCK_AFTER_MS / 60_000} minutes or more): ${stuck.length}`,
    ...(stuck.length === 0
      ? ['  No stuck processing files detected']
      : stuck.map(
          (t) =>
            `  ${t.updatedAt}  ${t.status} ${t.progress}%  ${t.fileName} (${size(t.fileSize)})  ${t.userEmail}  id ${t.id}\n    ${t.reason}`,
        )),
    '',
    `RECENT TRANSCRIPTIONS (newest ${activity.recentTranscriptions.length})`,
    ...(activity.recentTranscriptions.length === 0
      ? ['  No recent transcription activity in the selected time window']
      : activity.recentTranscriptions.map(
          (t) => `  ${t.createdAt}  ${t.status} ${t.progress}%  ${t.fileName} (${size(t.fileSize)})  user ${t.userId}  id ${t.id}`,
        )),
    '',
    `RECENT ACTIVITY (newest ${activity.recentActivity.length})`,
    ...(activity.recentActivity.length === 0
      ? ['  No recent activity']
      : activity.recentActivity.map((event) => `  ${event.time}  ${event.action}: ${event.details}`)),
    '',
  ];
  return lines.join('\n');
}

/** The Generate Report tab's file: production-report-{date}.txt, the date being the UTC day it was made. */
export async function buildProductionReport(deps: AppDeps, minutes: number): Promise<ProductionReport> {
  const generatedAt = deps.now();
  const [activity, stuck] = await Promise.all([getProductionActivity(deps, minutes), listStuckTranscriptions(deps)]);
  const text = renderProductionReport({ generatedAt, minutes, environment: getProductionEnvironment(deps), activity, stuck });
  return { fileName: `production-report-${generatedAt.toISOString().slice(0, 10)}.txt`, text };
}
