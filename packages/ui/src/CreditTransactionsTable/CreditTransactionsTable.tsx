import type { CreditTransaction, CreditTransactionType } from '@verbatim/core-sdk/contracts';
import { useState } from 'react';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { CoinsIcon, DownloadIcon } from '../Icons/Icons';
import { LoadMore } from '../LoadMore/LoadMore';
import { cn } from '../lib/cn';
import { formatDate } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';
import { Table, type TableColumn, TableSkeleton } from '../Table/Table';

export interface CreditTransactionsTableProps {
  /** The ledger rows, newest first; undefined while the first page loads. */
  transactions: readonly CreditTransaction[] | undefined;
  /** The ledger is loading; without rows yet this shows a skeleton. */
  loading?: boolean;
  /** Why the ledger could not be loaded; shows an error state instead of the rows. */
  error?: string | null;
  /** Offers Try again in the error state. */
  onReload?: () => void;
  /** Downloads a row's receipt; offered on rows with a `paymentId`. A returned promise keeps the button busy. */
  onReceipt?: (transaction: CreditTransaction) => void | Promise<void>;
  /** Older rows exist beyond these: 'Load more' shows under the table (with `onLoadMore`). */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is on its way: 'Load more' is busy. */
  loadingMore?: boolean;
  /** Why the last 'Load more' failed; shown beside the button, which tries again. */
  loadMoreError?: string | null;
  /** The table's accessible name (default 'Transaction history'). */
  label?: string;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
  className?: string;
}

const TYPE_BADGES: Record<CreditTransactionType, { label: string; variant: BadgeProps['variant'] }> = {
  purchase: { label: 'Purchase', variant: 'success' },
  grant: { label: 'Grant', variant: 'secondary' },
  charge: { label: 'Charge', variant: 'outline' },
  refund: { label: 'Refund', variant: 'secondary' },
};

const integer = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** "+500" for credits added, "−13" for credits spent (a real minus sign). */
function signedAmount(amount: number): string {
  if (amount > 0) return `+${integer.format(amount)}`;
  if (amount < 0) return `\u2212${integer.format(-amount)}`;
  return '0';
}

/**
 * The credit ledger: date, description, amount (+ added, − spent), type, and a Receipt for rows paid for. On phones
 * each row becomes a card. Presentational: data and callbacks come from the caller.
 */
export function CreditTransactionsTable({
  transactions,
  loading = false,
  error,
  onReload,
  onReceipt,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  loadMoreError,
  label = 'Transaction history',
  timeZone,
  className,
}: CreditTransactionsTableProps) {
  const [downloading, setDownloading] = useState<ReadonlySet<string>>(new Set());

  const receipt = async (transaction: CreditTransaction) => {
    if (!onReceipt) return;
    const result = onReceipt(transaction);
    if (!(result instanceof Promise)) return;
    setDownloading((ids) => new Set(ids).add(transaction.id));
    try {
      await result;
    } catch {
      // The caller reports failures; the button only stops being busy.
    } finally {
      setDownloading((ids) => {
        const next = new Set(ids);
        next.delete(transaction.id);
        return next;
      });
    }
  };

  if (error && !transactions) {
    return (
      <ErrorState className={className} title="Could not load your transactions" message={error} onRetry={onReload} retrying={loading} />
    );
  }

  if (!transactions) {
    return loading ? <CreditTransactionsTableSkeleton className={className} /> : null;
  }

  if (transactions.length === 0) {
    return (
      <EmptyState
        className={className}
        icon={<CoinsIcon />}
        title="No transactions yet."
        description="Purchases, plan minutes and what each transcription used will be listed here."
      />
    );
  }

  const columns: readonly TableColumn<CreditTransaction>[] = [
    {
      key: 'date',
      header: 'Date',
      className: 'whitespace-nowrap text-muted-foreground max-md:col-start-1 max-md:row-start-2',
      cell: (transaction) => <time dateTime={transaction.createdAt}>{formatDate(transaction.createdAt, { timeZone })}</time>,
    },
    {
      key: 'description',
      header: 'Description',
      className: 'font-medium max-md:col-span-2 max-md:row-start-1',
      cell: (transaction) => <span className="line-clamp-2 break-words">{transaction.description}</span>,
    },
    {
      key: 'type',
      header: 'Type',
      className: 'max-md:col-start-2 max-md:row-start-2 max-md:text-right',
      cell: (transaction) => {
        const badge = TYPE_BADGES[transaction.type] ?? { label: transaction.type, variant: 'outline' as const };
        return <Badge variant={badge.variant}>{badge.label}</Badge>;
      },
    },
    {
      key: 'amount',
      header: 'Credits',
      align: 'end',
      slot: 'credit-transaction-amount',
      labelOnCard: true,
      className: (transaction) =>
        cn(
          'whitespace-nowrap font-semibold tabular-nums max-md:col-start-1 max-md:row-start-3 max-md:text-left',
          transaction.amount > 0 ? 'text-success' : 'text-foreground',
        ),
      cell: (transaction) => signedAmount(transaction.amount),
    },
    {
      key: 'receipt',
      header: 'Receipt',
      align: 'end',
      className: 'py-2 max-md:col-start-2 max-md:row-start-3 max-md:self-end',
      cell: (transaction) => {
        if (!transaction.paymentId || !onReceipt) {
          return (
            <span aria-hidden="true" className="text-muted-foreground max-md:hidden">
              —
            </span>
          );
        }
        const busy = downloading.has(transaction.id);
        return (
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Receipt for ${transaction.description}, ${formatDate(transaction.createdAt, { timeZone })}`}
            loading={busy}
            onClick={() => void receipt(transaction)}
          >
            {!busy && <DownloadIcon />}
            Receipt
          </Button>
        );
      },
    },
  ];

  return (
    <Table
      slot="credit-transactions-table"
      label={label}
      busy={loading}
      columns={columns}
      rows={transactions}
      rowKey={(transaction) => transaction.id}
      rowAttributes={(transaction) => ({ 'data-slot': 'credit-transaction-row', 'data-type': transaction.type })}
      cardClassName="max-md:grid-cols-[1fr_auto]"
      className={className}
    >
      {hasMore && onLoadMore && (
        <LoadMore slot="credit-transactions-load-more" onLoadMore={onLoadMore} loading={loadingMore} error={loadMoreError} />
      )}
    </Table>
  );
}

/** Placeholder rows in the table's shape while the first page loads. */
export function CreditTransactionsTableSkeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <TableSkeleton slot="credit-transactions-table-skeleton" label="Loading transactions..." rows={rows} className={className}>
      <Skeleton className="hidden h-4 w-24 md:block" />
      <Skeleton className="h-4 flex-1 md:max-w-72" />
      <Skeleton className="h-5 w-16" />
      <Skeleton className="h-4 w-12" />
      <Skeleton className="hidden h-8 w-20 md:block" />
    </TableSkeleton>
  );
}
