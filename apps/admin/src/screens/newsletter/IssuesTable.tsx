import type { NewsletterIssue, NewsletterIssueStatus } from '@verbatim/core-sdk/contracts';
import {
  Badge,
  type BadgeProps,
  Button,
  DataTable,
  type DataTableColumn,
  RotateCcwIcon,
  toast,
  useResumeNewsletterIssue,
} from '@verbatim/ui';
import { formatCount } from '../../lib/format';
import { issueFailure } from './issue-draft';

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

/** The issues, newest first, with how far each has got; one whose sending failed can be resumed from its row. */
export function IssuesTable({ issues, error, onRetry, retrying }: IssuesTableProps) {
  const resume = useResumeNewsletterIssue();

  function resumeSending(issue: NewsletterIssue) {
    resume.mutate(issue.id, {
      onSuccess: ({ message }) => toast({ title: 'Sending resumed', description: message }),
      onError: (failure) =>
        toast({
          variant: 'destructive',
          title: 'Sending could not be resumed',
          description: issueFailure(failure, `“${issue.subject}” could not be resumed.`).message ?? undefined,
        }),
    });
  }

  const withActions: DataTableColumn<NewsletterIssue>[] = [
    ...columns,
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (issue) =>
        issue.status === 'failed' ? (
          <Button
            size="sm"
            variant="outline"
            onClick={() => resumeSending(issue)}
            loading={resume.isPending && resume.variables === issue.id}
            aria-label={`Resume sending “${issue.subject}”`}
          >
            <RotateCcwIcon />
            Resume sending
          </Button>
        ) : null,
    },
  ];

  return (
    <DataTable
      caption="Newsletter issues"
      columns={withActions}
      rows={issues}
      rowKey={(issue) => issue.id}
      emptyText="No issues sent yet. The first one you send shows here."
      error={error}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
