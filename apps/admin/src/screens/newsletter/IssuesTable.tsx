import type { NewsletterIssue, NewsletterIssueStatus } from '@verbatim/core-sdk/contracts';
import { Badge, type BadgeProps, DataTable, type DataTableColumn } from '@verbatim/ui';
import { formatCount } from '../../lib/format';

const STATUS: Record<NewsletterIssueStatus, { label: string; variant: BadgeProps['variant'] }> = {
  queued: { label: 'Queued', variant: 'outline' },
  sending: { label: 'Sending', variant: 'warning' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'destructive' },
};

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
const when = (value: string | null) => (value ? dateTime.format(new Date(value)) : '—');

const columns: DataTableColumn<NewsletterIssue>[] = [
  {
    key: 'subject',
    header: 'Subject',
    className: 'min-w-48',
    cell: (issue) => <span className="break-words font-medium">{issue.subject}</span>,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (issue) => <Badge variant={STATUS[issue.status].variant}>{STATUS[issue.status].label}</Badge>,
  },
  {
    key: 'delivered',
    header: 'Sent / Recipients',
    className: 'whitespace-nowrap text-right tabular-nums',
    cell: (issue) => `${formatCount(issue.sentCount)} / ${formatCount(issue.recipientCount)}`,
  },
  { key: 'sentBy', header: 'Sent By', cell: (issue) => issue.sentBy ?? '—' },
  { key: 'created', header: 'Sent On', className: 'whitespace-nowrap', cell: (issue) => when(issue.createdAt) },
  { key: 'finished', header: 'Finished', className: 'whitespace-nowrap', cell: (issue) => when(issue.finishedAt) },
];

export interface IssuesTableProps {
  issues: NewsletterIssue[] | undefined;
  error: string | null;
  onRetry: () => void;
  retrying: boolean;
}

/** The issues, newest first, with how far each has got. */
export function IssuesTable({ issues, error, onRetry, retrying }: IssuesTableProps) {
  return (
    <DataTable
      caption="Newsletter issues"
      columns={columns}
      rows={issues}
      rowKey={(issue) => issue.id}
      emptyText="No issues sent yet. The first one you send shows here."
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
