import type { ProductionActivity } from '@verbatim/core-sdk/contracts';
import {
  ADMIN_DEFAULT_WINDOW,
  ErrorState,
  FileIcon,
  formatFileSize,
  Skeleton,
  StatGrid,
  TranscriptionStatusBadge,
  TrendChart,
  useProductionActivity,
} from '@verbatim/ui';
import { useState } from 'react';
import { durationInWords, formatCount } from '../../lib/format';
import { perSlice } from '../../lib/trends';
import { SectionCard } from '../SectionCard';
import { WINDOW_LABELS, WindowSelect } from './WindowSelect';

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const CHART_SLICES = 12;

/** Processing in a time window: counts by status, uploads over time, the recent transcriptions and the timeline. */
export function ActivityTab() {
  const [minutes, setMinutes] = useState(ADMIN_DEFAULT_WINDOW);
  const activity = useProductionActivity({ minutes });
  const data = activity.data;

  if (activity.isError && !data) {
    return (
      <ErrorState
        title="Failed to fetch activity"
        message={activity.error.message}
        onRetry={() => void activity.refetch()}
        retrying={activity.isFetching}
      />
    );
  }
  const stats = data?.processingStats;
  return (
    <div className="grid gap-6">
      <WindowSelect value={minutes} onChange={setMinutes} />
      <StatGrid
        label="Processing"
        className="lg:grid-cols-5"
        placeholders={5}
        items={
          stats && [
            { key: 'total', label: 'Total', value: formatCount(stats.total) },
            { key: 'pending', label: 'Pending', value: formatCount(stats.pending) },
            { key: 'processing', label: 'Processing', value: formatCount(stats.processing) },
            { key: 'completed', label: 'Completed', value: formatCount(stats.completed) },
            { key: 'failed', label: 'Failed', value: formatCount(stats.failed) },
          ]
        }
      />
      <MailOutbox outbox={data?.mailOutbox} windowLabel={WINDOW_LABELS[minutes] ?? `Last ${minutes} minutes`} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="Recent Transcriptions" description={WINDOW_LABELS[minutes]}>
          {!data ? (
            <Skeleton className="h-40 w-full" />
          ) : data.recentTranscriptions.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground text-sm">No recent transcription activity in the selected time window</p>
          ) : (
            <div className="grid gap-4">
              <TrendChart
                title="Uploads over the window"
                points={perSlice(data.recentTranscriptions, (item) => item.createdAt, minutes, CHART_SLICES)}
                formatValue={(value) => `${value} ${value === 1 ? 'upload' : 'uploads'}`}
              />
              <ul aria-label="Recent transcriptions" className="grid divide-y">
                {data.recentTranscriptions.map((item) => (
                  <li key={item.id} className="flex items-center gap-3 py-2.5">
                    <FileIcon fileName={item.fileName} className="shrink-0" />
                    <div className="grid min-w-0 flex-1">
                      <span className="truncate font-medium text-sm">{item.fileName}</span>
                      <span className="text-muted-foreground text-xs">
                        {formatFileSize(item.fileSize)} · {dateTime.format(new Date(item.createdAt))}
                      </span>
                    </div>
                    <TranscriptionStatusBadge status={item.status} progress={item.progress} />
                  </li>
                ))}
              </ul>
            </div>
          )}
        </SectionCard>
        <SectionCard title="Activity Timeline">
          {!data ? (
            <Skeleton className="h-40 w-full" />
          ) : data.recentActivity.length === 0 ? (
            <p className="py-6 text-center text-muted-foreground text-sm">No recent activity</p>
          ) : (
            <ol aria-label="Activity timeline" className="grid gap-3 border-l pl-4">
              {data.recentActivity.map((event, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: events have no id, and two can share a time and action.
                <li key={index} className="relative grid gap-0.5">
                  <span
                    aria-hidden="true"
                    className="-left-[21px] absolute top-1.5 size-2.5 rounded-full border-2 border-background bg-primary"
                  />
                  <span className="font-medium text-sm">{event.action}</span>
                  <span className="break-words text-muted-foreground text-sm">{event.details}</span>
                  <time dateTime={event.time} className="text-muted-foreground text-xs">
                    {dateTime.format(new Date(event.time))}
                  </time>
                </li>
              ))}
            </ol>
          )}
        </SectionCard>
      </div>
    </div>
  );
}

/** The e-mail outbox: what waits to be sent (refused e-mails are retried with growing waits) and what was given up. */
function MailOutbox({ outbox, windowLabel }: { outbox: ProductionActivity['mailOutbox'] | undefined; windowLabel: string }) {
  return (
    <SectionCard
      title="Mail Outbox"
      description="E-mails the mail server refused wait here and are tried again, each wait twice as long as the last."
    >
      <div className="grid gap-3">
        <StatGrid
          label="Mail outbox"
          placeholders={3}
          items={
            outbox && [
              { key: 'mail-pending', label: 'Waiting to send', value: formatCount(outbox.pending) },
              {
                key: 'mail-oldest',
                label: 'Oldest waiting for',
                value: outbox.pending === 0 ? 'N/A' : durationInWords(outbox.oldestPendingSeconds),
              },
              { key: 'mail-failed', label: 'Given up', value: formatCount(outbox.failedInWindow), hint: windowLabel },
            ]
          }
        />
        {outbox && outbox.pending > 0 && outbox.lastError ? (
          <p role="status" className="break-words text-sm">
            <span className="font-medium">The mail server's last refusal:</span> {outbox.lastError}
          </p>
        ) : outbox && outbox.pending === 0 ? (
          <p className="text-muted-foreground text-sm">Every e-mail has been handed to the mail server.</p>
        ) : null}
      </div>
    </SectionCard>
  );
}
