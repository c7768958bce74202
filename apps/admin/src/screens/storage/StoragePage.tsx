import type { StorageHealth, StorageHealthStatus } from '@verbatim/core-sdk/contracts';
import {
  AlertCircleIcon,
  Badge,
  Button,
  CheckCircleIcon,
  cn,
  ErrorState,
  formatFileSize,
  Progress,
  RotateCcwIcon,
  Spinner,
  Table,
  type TableColumn,
  TrendChart,
  useStorageHealth,
  useStorageHistory,
} from '@verbatim/ui';
import { ageInWords, formatCount, formatDollars, plural } from '../../lib/format';
import { PageHeader } from '../PageHeader';
import { SectionCard } from '../SectionCard';

/** The database bar is measured against 10 GB. */
export const DATABASE_LIMIT_MB = 10_240;
/** A monthly cost above this is labelled High Cost. */
export const HIGH_COST_DOLLARS = 10;
export const FILE_RETENTION_HOURS = 24;

const STATUS: Record<StorageHealthStatus, { className: string; icon: typeof CheckCircleIcon }> = {
  healthy: { className: 'border-success/40 bg-success/10 text-success', icon: CheckCircleIcon },
  warning: { className: 'border-amber-300 bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200', icon: AlertCircleIcon },
  critical: { className: 'border-destructive/40 bg-destructive/10 text-destructive', icon: AlertCircleIcon },
};

const dayTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const time = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', second: '2-digit' });

function Figure({ label, value, children }: { label: string; value: React.ReactNode; children?: React.ReactNode }) {
  return (
    <SectionCard title={label}>
      <div className="grid gap-2">
        <p className="font-semibold text-2xl tabular-nums">{value}</p>
        {children}
      </div>
    </SectionCard>
  );
}

type FileTypeRow = [type: string, totals: StorageHealth['metrics']['fileStorage']['filesByType'][string]];

const FILE_TYPE_COLUMNS: readonly TableColumn<FileTypeRow>[] = [
  { key: 'type', header: 'Type', className: 'font-mono uppercase', cell: ([type]) => type || 'other' },
  { key: 'files', header: 'Files', align: 'end', className: 'tabular-nums', cell: ([, { count }]) => formatCount(count) },
  { key: 'size', header: 'Size', align: 'end', className: 'tabular-nums', cell: ([, { sizeBytes }]) => formatFileSize(sizeBytes) },
];

function HealthBody({ health }: { health: StorageHealth }) {
  const { status, recommendations, metrics } = health;
  const { fileStorage, database } = metrics;
  const Icon = STATUS[status].icon;
  // The spec's scale: MB / 1024 * 10 percent, i.e. full at 10 GB of files.
  const filePercent = Math.min(100, (fileStorage.totalSizeMB / 1024) * 10);
  const databasePercent = Math.min(100, (database.estimatedSizeMB / DATABASE_LIMIT_MB) * 100);
  const highCost = metrics.estimatedMonthlyCost > HIGH_COST_DOLLARS;
  const types = Object.entries(fileStorage.filesByType).sort(([, a], [, b]) => b.sizeBytes - a.sizeBytes);
  return (
    <>
      <SectionCard
        title="Storage Health"
        action={
          <span
            className={cn('inline-flex items-center gap-1.5 rounded-full border px-3 py-1 font-semibold text-xs', STATUS[status].className)}
          >
            <Icon className="size-4" />
            {status.toUpperCase()}
          </span>
        }
      >
        {recommendations.length === 0 ? (
          <p className="text-muted-foreground text-sm">Nothing to do: storage is within its limits.</p>
        ) : (
          <ul aria-label="Recommendations" className="grid list-disc gap-1 pl-5 text-sm">
            {recommendations.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        )}
      </SectionCard>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure label="File Storage" value={formatFileSize(fileStorage.totalSizeBytes)}>
          <Progress value={filePercent} size="sm" aria-label={`File storage ${filePercent.toFixed(1)}% of 10 GB`} />
          <p className="text-muted-foreground text-xs">{plural(fileStorage.totalFiles, 'file')}</p>
        </Figure>
        <Figure label="Database Size" value={`${database.estimatedSizeMB.toFixed(1)} MB`}>
          <Progress value={databasePercent} size="sm" aria-label={`Database ${databasePercent.toFixed(1)}% of 10 GB`} />
          <p className="text-muted-foreground text-xs">of 10 GB</p>
        </Figure>
        <Figure label="Monthly Cost" value={formatDollars(metrics.estimatedMonthlyCost)}>
          <Badge variant={highCost ? 'destructive' : 'secondary'}>{highCost ? 'High Cost' : 'Normal'}</Badge>
        </Figure>
        <Figure label="Last Updated" value={time.format(new Date(metrics.timestamp))}>
          <p className="text-muted-foreground text-xs">Refreshes every 30 seconds</p>
        </Figure>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <SectionCard title="File Storage Details">
          <div className="grid gap-4">
            {types.length === 0 ? (
              <p className="text-muted-foreground text-sm">No files stored.</p>
            ) : (
              <Table layout="compact" caption="Files by type" columns={FILE_TYPE_COLUMNS} rows={types} rowKey={([type]) => type} />
            )}
            <dl className="grid grid-cols-2 gap-3 text-sm">
              <div>
                <dt className="text-muted-foreground text-xs">Oldest file</dt>
                <dd>{fileStorage.oldestFile ? `${ageInWords(fileStorage.oldestFile)} old` : 'N/A'}</dd>
              </div>
              <div>
                <dt className="text-muted-foreground text-xs">Newest file</dt>
                <dd>{fileStorage.newestFile ? `${ageInWords(fileStorage.newestFile)} old` : 'N/A'}</dd>
              </div>
            </dl>
          </div>
        </SectionCard>
        <SectionCard title="Database Breakdown">
          <dl className="grid grid-cols-3 gap-3 text-sm">
            {(
              [
                ['Users', database.usersCount],
                ['Transcriptions', database.transcriptionsCount],
                ['Payment attempts', database.paymentAttemptsCount],
              ] as const
            ).map(([term, value]) => (
              <div key={term}>
                <dt className="text-muted-foreground text-xs">{term}</dt>
                <dd className="font-semibold text-lg tabular-nums">{formatCount(value)}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 grid gap-1 rounded-md bg-muted/50 p-3 text-sm">
            <p className="font-medium">Storage policy</p>
            <p className="text-muted-foreground">
              Uploaded files are kept for {FILE_RETENTION_HOURS} hours after processing. Auto-cleanup: enabled.
            </p>
          </div>
        </SectionCard>
      </div>
    </>
  );
}

function HistoryCard() {
  const history = useStorageHistory();
  // The card appears only once there is history to show.
  if (!history.data || history.data.length === 0) return null;
  const points = history.data.map((item) => ({
    label: dayTime.format(new Date(item.timestamp)),
    value: Math.round((item.totalSizeBytes / 1_048_576) * 10) / 10,
  }));
  const database = history.data.map((item) => ({
    label: dayTime.format(new Date(item.timestamp)),
    value: Math.round(item.databaseSizeMB * 10) / 10,
  }));
  return (
    <SectionCard
      title="Historical Trends"
      description={`${plural(history.data.length, 'data point')}, recorded by the scheduled storage snapshot.`}
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <TrendChart title="File storage (MB)" variant="line" points={points} formatValue={(value) => `${value} MB`} />
        <TrendChart title="Database size (MB)" variant="line" points={database} formatValue={(value) => `${value} MB`} />
      </div>
    </SectionCard>
  );
}

/** Storage Monitoring: health, the four figures, details, the breakdown and the history, refreshed every 30 s. */
export function StoragePage() {
  const health = useStorageHealth();
  return (
    <>
      <PageHeader
        title="Storage Monitoring"
        description="File storage and database size, refreshed every 30 seconds."
        actions={
          <Button variant="outline" size="sm" onClick={() => void health.refetch()} loading={health.isFetching && Boolean(health.data)}>
            {!(health.isFetching && health.data) && <RotateCcwIcon />}
            Refresh
          </Button>
        }
      />
      {health.data ? (
        <HealthBody health={health.data} />
      ) : health.isError ? (
        <ErrorState
          title="Could not load storage metrics"
          message={health.error.message}
          onRetry={() => void health.refetch()}
          retrying={health.isFetching}
        />
      ) : (
        <div className="flex justify-center py-16">
          <Spinner label="Loading storage metrics..." />
        </div>
      )}
      <HistoryCard />
    </>
  );
}
