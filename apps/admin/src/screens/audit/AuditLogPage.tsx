import type { AdminAction, AdminAuditLogEntry } from '@verbatim/core-sdk/contracts';
import { DataTable, type DataTableColumn, errorMessage, LoadMore, useAdminAuditLog } from '@verbatim/ui';
import { PageHeader } from '../PageHeader';

const ACTIONS: Record<AdminAction, string> = {
  'transcription.retry': 'Retried a transcription',
  'user.grant_credits': 'Granted credits',
  'user.disable': 'Disabled an account',
  'user.enable': 'Enabled an account',
  'user.resend_verification': 'Resent a verification e-mail',
  'newsletter.send': 'Sent a newsletter issue',
  'newsletter.resume': 'Resumed a newsletter issue',
};

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The details as "credits: 50 · reason: refund"; nested values are written as JSON. */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join(' · ');
}

const columns: DataTableColumn<AdminAuditLogEntry>[] = [
  { key: 'when', header: 'When', className: 'whitespace-nowrap', cell: (entry) => dateTime.format(new Date(entry.createdAt)) },
  { key: 'admin', header: 'Admin', cell: (entry) => entry.adminEmail },
  {
    key: 'action',
    header: 'Action',
    className: 'whitespace-nowrap',
    cell: (entry) => <span className="font-medium">{ACTIONS[entry.action] ?? entry.action}</span>,
  },
  {
    key: 'target',
    header: 'Target',
    cell: (entry) => (
      <span className="text-xs">
        <span className="text-muted-foreground">{entry.targetType} </span>
        <span className="break-all font-mono">{entry.targetId}</span>
      </span>
    ),
  },
  {
    key: 'details',
    header: 'Details',
    cell: (entry) => <span className="break-words text-muted-foreground">{detailsText(entry.details) || '—'}</span>,
  },
];

/** Every admin action (credits granted, accounts disabled or enabled, transcriptions retried, newsletter issues sent), newest first. */
export function AuditLogPage() {
  const log = useAdminAuditLog();
  const rows = log.data?.pages.flatMap((page) => page.items);
  return (
    <>
      <PageHeader
        title="Audit Log"
        description="What admins did, newest first: granted credits, disabled or enabled accounts, retried transcriptions, sent newsletter issues."
      />
      <DataTable
        caption="Audit log"
        columns={columns}
        rows={rows}
        rowKey={(entry) => entry.id}
        emptyText="No admin actions recorded yet"
        error={log.isError ? errorMessage(log.error, 'The audit log could not be loaded.') : null}
        onRetry={() => void log.refetch()}
        retrying={log.isFetching}
      />
      {log.hasNextPage && <LoadMore onLoadMore={() => void log.fetchNextPage()} loading={log.isFetchingNextPage} />}
    </>
  );
}
