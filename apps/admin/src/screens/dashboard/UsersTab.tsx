import { ADMIN_USERS_PAGE_SIZE_MAX, type AdminUser } from '@verbatim/core-sdk/contracts';
import {
  Badge,
  Button,
  csvBlob,
  DataTable,
  type DataTableColumn,
  errorMessage,
  hasPaidPlan,
  Input,
  SearchIcon,
  saveFile,
  toast,
  useAdminUsers,
  useVerbatimClient,
} from '@verbatim/ui';
import { useEffect, useState } from 'react';
import { exportFileName, usersCsv } from '../../lib/csv-exports';
import { formatCount, formatDollars } from '../../lib/format';
import { DisableUserDialog } from './DisableUserDialog';
import { GrantCreditsDialog } from './GrantCreditsDialog';
import { ResendVerificationDialog } from './ResendVerificationDialog';
import { isDisabled, planText } from './user-status';

const SEARCH_DELAY_MS = 300;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const shortDateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

function place(user: AdminUser): string {
  const parts = [user.location?.city, user.location?.country].filter(Boolean);
  return parts.length ? parts.join(', ') : '—';
}

/**
 * Every account with its plan, credits and activity; admins grant credits, disable accounts and resend verification
 * e-mails from here.
 */
export function UsersTab() {
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const users = useAdminUsers({ q, page });
  const client = useVerbatimClient();
  const [exporting, setExporting] = useState(false);
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const [toggling, setToggling] = useState<AdminUser | null>(null);
  const [verifying, setVerifying] = useState<AdminUser | null>(null);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(search);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  /** The file holds every matching account, not only the page on screen. */
  async function exportAll() {
    setExporting(true);
    try {
      const rows: AdminUser[] = [];
      const search = q.trim();
      for (let next = 1; ; next += 1) {
        const answer = await client.admin.users({ ...(search ? { q: search } : {}), page: next, limit: ADMIN_USERS_PAGE_SIZE_MAX });
        rows.push(...answer.items);
        if (answer.items.length === 0 || rows.length >= answer.total) break;
      }
      saveFile(csvBlob(usersCsv(rows)), exportFileName('users'));
    } catch (error) {
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: errorMessage(error, 'The users could not be exported. Please try again.'),
      });
    } finally {
      setExporting(false);
    }
  }

  const data = users.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.limit)) : 1;

  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'user',
      header: 'User',
      cell: (user) => (
        <div className="grid min-w-40 gap-0.5">
          <span className="font-medium">{[user.firstName, user.lastName].filter(Boolean).join(' ') || '—'}</span>
          <span className="text-muted-foreground text-xs">{user.email}</span>
          <span className="flex gap-1">
            {user.role === 'admin' && <Badge variant="secondary">Admin</Badge>}
            {isDisabled(user) && <Badge variant="destructive">Disabled</Badge>}
            {!user.emailVerified && <Badge variant="outline">Unverified</Badge>}
          </span>
          {/* Under the badge rather than with the other actions: the first column is in view on a phone, unscrolled. */}
          {!user.emailVerified && !isDisabled(user) && (
            <Button
              size="sm"
              variant="outline"
              className="mt-1 justify-self-start"
              onClick={() => setVerifying(user)}
              aria-label={`Resend verification e-mail to ${user.email}`}
            >
              Resend verification
            </Button>
          )}
        </div>
      ),
    },
    {
      key: 'plan',
      header: 'Plan',
      cell: (user) => <Badge variant={hasPaidPlan(user) ? 'default' : 'outline'}>{planText(user)}</Badge>,
    },
    { key: 'credits', header: 'Credits', className: 'text-right tabular-nums', cell: (user) => formatCount(user.creditsRemaining) },
    { key: 'location', header: 'Location', cell: place },
    { key: 'spent', header: 'Total Spent', className: 'text-right tabular-nums', cell: (user) => formatDollars(user.totalSpent) },
    { key: 'joined', header: 'Joined', className: 'whitespace-nowrap', cell: (user) => shortDate.format(new Date(user.createdAt)) },
    {
      key: 'active',
      header: 'Last Active',
      className: 'whitespace-nowrap',
      cell: (user) => (user.lastActive ? shortDateTime.format(new Date(user.lastActive)) : 'Never'),
    },
    {
      key: 'actions',
      header: <span className="sr-only">Actions</span>,
      cell: (user) => (
        <div className="flex justify-end gap-1.5">
          <Button size="sm" variant="outline" onClick={() => setGranting(user)} aria-label={`Grant credits to ${user.email}`}>
            Grant credits
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setToggling(user)}
            aria-label={`${isDisabled(user) ? 'Enable' : 'Disable'} ${user.email}`}
          >
            {isDisabled(user) ? 'Enable' : 'Disable'}
          </Button>
        </div>
      ),
    },
  ];

  return (
    <>
      <DataTable
        caption="Users"
        columns={columns}
        rows={data?.items}
        rowKey={(user) => user.id}
        emptyText={q.trim() ? `No users match "${q.trim()}"` : 'No user data available'}
        error={users.isError ? errorMessage(users.error, 'The users could not be loaded.') : null}
        onRetry={() => void users.refetch()}
        retrying={users.isFetching}
        onExport={() => void exportAll()}
        exporting={exporting}
        toolbar={
          <div className="relative max-w-sm">
            <SearchIcon className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
            <Input
              type="search"
              aria-label="Search users by e-mail or name"
              placeholder="Search by e-mail or name"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pl-9"
            />
          </div>
        }
      />
      {data && data.total > 0 && (
        <nav aria-label="Users pages" className="flex flex-wrap items-center justify-between gap-2 text-muted-foreground text-sm">
          <span>
            {formatCount((data.page - 1) * data.limit + 1)}–{formatCount(Math.min(data.total, data.page * data.limit))} of{' '}
            {formatCount(data.total)}
          </span>
          <span className="flex gap-2">
            <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              Previous
            </Button>
            <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
              Next
            </Button>
          </span>
        </nav>
      )}
      <GrantCreditsDialog user={granting} onClose={() => setGranting(null)} />
      <DisableUserDialog user={toggling} onClose={() => setToggling(null)} />
      <ResendVerificationDialog user={verifying} onClose={() => setVerifying(null)} />
    </>
  );
}
