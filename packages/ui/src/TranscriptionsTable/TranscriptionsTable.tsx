import type { TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { FileIcon } from '../FileIcon/FileIcon';
import { DownloadIcon, EyeIcon, FileTextIcon, type IconProps, RotateCcwIcon, ShareIcon, TrashIcon } from '../Icons/Icons';
import { LoadMore } from '../LoadMore/LoadMore';
import { cn } from '../lib/cn';
import { formatDate, formatDuration, formatFileSize } from '../lib/format';
import { normalizeStatus, transcriptionActionState } from '../lib/transcription-status';
import { Skeleton } from '../Skeleton/Skeleton';
import { Table, type TableColumn, TableSkeleton } from '../Table/Table';
import { LazyTooltip, preloadTooltip } from '../Tooltip/LazyTooltip';
import { TranscriptionStatusBadge } from '../TranscriptionStatusBadge/TranscriptionStatusBadge';
import { LazyConfirmDialog } from './lazy-confirm-dialog';
import { SourceBadge } from './SourceBadge';

/** A row action; a returned promise keeps the row busy until it settles. */
export type TranscriptionAction = (transcription: TranscriptionSummary) => void | Promise<void>;

/** The row actions, as their buttons' `data-action` names them. */
export type TranscriptionActionName = 'view' | 'download' | 'share' | 'delete' | 'retry';

export interface TranscriptionsTableProps {
  /** The rows; undefined while the first load is under way. */
  transcriptions: readonly TranscriptionSummary[] | undefined;
  /** The list is loading; without rows yet this shows a skeleton. */
  loading?: boolean;
  /** Why the list could not be loaded; shows an error state instead of the rows. */
  error?: string | null;
  /** Offers Try again in the error state. */
  onReload?: () => void;
  onView?: TranscriptionAction;
  onDownload?: TranscriptionAction;
  onShare?: TranscriptionAction;
  /** Called after the user confirms; the dialog stays open (busy) until a returned promise settles. */
  onDelete?: TranscriptionAction;
  onRetry?: TranscriptionAction;
  /**
   * The pointer or focus reached a row's action: the moment to start loading what it opens (a dialog kept out of
   * the first screen's scripts), so that it is there by the time the action is chosen.
   */
  onActionIntent?: (action: TranscriptionActionName) => void;
  /** Rows whose action is under way elsewhere (e.g. a mutation): their buttons are disabled. */
  busyIds?: ReadonlySet<string> | readonly string[];
  /** The table's accessible name (default 'Transcriptions'). */
  label?: string;
  /** Replaces the default empty state, e.g. "No transcriptions match …" for a search. */
  emptyState?: ReactNode;
  /** The zone dates are shown in; the viewer's own when left out. */
  timeZone?: string;
  /** The clock Retry is decided by (tests and stories); the system clock when left out. */
  now?: () => Date;
  /** Older rows exist beyond these: 'Load more' shows under the table (with `onLoadMore`). */
  hasMore?: boolean;
  /** Loads the next page of older rows. */
  onLoadMore?: () => void;
  /** The next page is on its way: 'Load more' is busy. */
  loadingMore?: boolean;
  /** Why the last 'Load more' failed; shown beside the button, which tries again. */
  loadMoreError?: string | null;
  className?: string;
}

const systemClock = () => new Date();
/** setTimeout's longest delay; a later moment is waited for in several steps. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Re-renders when the first row that does not offer Retry yet will start to (a stall becomes retryable once the
 * item has been still long enough), so the button appears at the moment the API would accept it.
 */
function useRetryMoments(transcriptions: readonly TranscriptionSummary[] | undefined, now: () => Date): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!transcriptions) return;
    const current = now();
    const next = transcriptions
      .map((t) => transcriptionActionState(t, current).retryAt?.getTime())
      .filter((at): at is number => at !== undefined && at > current.getTime())
      .reduce((earliest, at) => Math.min(earliest, at), Number.POSITIVE_INFINITY);
    if (next === Number.POSITIVE_INFINITY) return;
    const timer = setTimeout(() => setTick((tick) => tick + 1), Math.min(next - current.getTime(), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  });
}

/**
 * The transcriptions table: file name with icon (and, for what came through a widget on another site, that site),
 * size, duration, status, date and the actions view, download, share, delete and retry. On phones each row
 * becomes a card. Presentational: data and callbacks come from the caller.
 */
export function TranscriptionsTable({
  transcriptions,
  loading = false,
  error,
  onReload,
  onView,
  onDownload,
  onShare,
  onDelete,
  onRetry,
  onActionIntent,
  busyIds,
  label = 'Transcriptions',
  emptyState,
  timeZone,
  now = systemClock,
  hasMore = false,
  onLoadMore,
  loadingMore = false,
  loadMoreError,
  className,
}: TranscriptionsTableProps) {
  useRetryMoments(transcriptions, now);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [toDelete, setToDelete] = useState<TranscriptionSummary | null>(null);
  const [deleting, setDeleting] = useState(false);

  const isBusy = (id: string) => pending.has(id) || (busyIds ? [...busyIds].includes(id) : false);

  const run = async (action: TranscriptionAction | undefined, transcription: TranscriptionSummary) => {
    if (!action) return;
    const result = action(transcription);
    if (!(result instanceof Promise)) return;
    setPending((ids) => new Set(ids).add(transcription.id));
    try {
      await result;
    } catch {
      // The caller reports failures; the row only stops being busy.
    } finally {
      setPending((ids) => {
        const next = new Set(ids);
        next.delete(transcription.id);
        return next;
      });
    }
  };

  const intent = (action: TranscriptionActionName) => {
    if (action === 'delete') LazyConfirmDialog.prefetch();
    onActionIntent?.(action);
  };

  const confirmDelete = async () => {
    if (!toDelete || !onDelete) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
    } catch {
      // The caller shows 'Delete Failed'; the dialog closes either way so that the toast is seen.
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  if (error) {
    return <ErrorState className={className} title="Could not load transcriptions" message={error} onRetry={onReload} retrying={loading} />;
  }

  if (!transcriptions) {
    return loading ? <TranscriptionsTableSkeleton className={className} /> : null;
  }

  if (transcriptions.length === 0) {
    return (
      <div className={className}>
        {emptyState ?? (
          <EmptyState
            icon={<FileTextIcon />}
            title="No transcriptions yet"
            description="Upload an audio or video file and its transcript will appear here."
          />
        )}
      </div>
    );
  }

  const columns: readonly TableColumn<TranscriptionSummary>[] = [
    {
      key: 'file',
      header: 'File',
      className: 'max-md:col-span-3',
      cell: (transcription) => (
        <div className="flex min-w-0 items-start gap-2.5">
          <FileIcon fileName={transcription.fileName} className="mt-0.5 size-5" />
          <div className="min-w-0">
            <p className="max-w-[16rem] truncate font-medium max-md:max-w-full" title={transcription.fileName}>
              {transcription.fileName}
            </p>
            <SourceBadge source={transcription.source} className="mt-1" />
            {normalizeStatus(transcription.status) === 'failed' && transcription.errorMessage && (
              <p className="mt-0.5 line-clamp-2 text-destructive text-xs">{transcription.errorMessage}</p>
            )}
          </div>
        </div>
      ),
    },
    {
      key: 'size',
      header: 'Size',
      labelOnCard: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (transcription) => formatFileSize(transcription.fileSize),
    },
    {
      key: 'duration',
      header: 'Duration',
      labelOnCard: true,
      className: 'whitespace-nowrap tabular-nums',
      cell: (transcription) => formatDuration(transcription.duration),
    },
    {
      key: 'status',
      header: 'Status',
      className: 'max-md:col-start-1 max-md:row-start-2 max-md:col-span-3',
      cell: (transcription) => <TranscriptionStatusBadge status={transcription.status} progress={transcription.progress} />,
    },
    {
      key: 'date',
      header: 'Date',
      labelOnCard: true,
      className: 'whitespace-nowrap',
      cell: (transcription) => <time dateTime={transcription.createdAt}>{formatDate(transcription.createdAt, { timeZone })}</time>,
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      className: 'py-2 max-md:col-span-3 max-md:border-t max-md:pt-2',
      cell: (transcription) => {
        const { canView, canDownload, canRetry } = transcriptionActionState(transcription, now());
        const busy = isBusy(transcription.id);
        const name = transcription.fileName;
        return (
          <div className="flex items-center justify-end gap-0.5 max-md:justify-start">
            {/* Retry comes first so that the other actions line up from row to row. */}
            {canRetry && (
              <RowAction
                label="Retry"
                onIntent={intent}
                fileName={name}
                icon={RotateCcwIcon}
                disabled={busy}
                onClick={() => void run(onRetry, transcription)}
              />
            )}
            <RowAction
              label="View"
              onIntent={intent}
              fileName={name}
              icon={EyeIcon}
              disabled={!canView || busy}
              onClick={() => void run(onView, transcription)}
            />
            <RowAction
              label="Download"
              onIntent={intent}
              fileName={name}
              icon={DownloadIcon}
              disabled={!canDownload || busy}
              onClick={() => void run(onDownload, transcription)}
            />
            <RowAction
              label="Share"
              onIntent={intent}
              fileName={name}
              icon={ShareIcon}
              disabled={busy}
              onClick={() => void run(onShare, transcription)}
            />
            <RowAction
              label="Delete"
              onIntent={intent}
              fileName={name}
              icon={TrashIcon}
              destructive
              disabled={busy}
              onClick={() => setToDelete(transcription)}
            />
          </div>
        );
      },
    },
  ];

  return (
    <Table
      slot="transcriptions-table"
      label={label}
      busy={loading}
      columns={columns}
      rows={transcriptions}
      rowKey={(transcription) => transcription.id}
      rowAttributes={(transcription) => ({
        'data-slot': 'transcriptions-table-row',
        'data-status': normalizeStatus(transcription.status),
        // The actions' tooltips load as the pointer crosses a row, so that they are in before it reaches an action.
        onPointerEnter: () => void preloadTooltip(),
      })}
      cardClassName="max-md:grid-cols-3"
      className={className}
    >
      {hasMore && onLoadMore && (
        <LoadMore slot="transcriptions-load-more" onLoadMore={onLoadMore} loading={loadingMore} error={loadMoreError} />
      )}

      <LazyConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete Transcription"
        description={<>Are you sure you want to delete "{toDelete?.fileName}"? This action cannot be undone.</>}
        tone="destructive"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Table>
  );
}

interface RowActionProps {
  label: 'Retry' | 'View' | 'Download' | 'Share' | 'Delete';
  /** The pointer or focus reached the button. */
  onIntent: (action: TranscriptionActionName) => void;
  fileName: string;
  icon: ComponentType<IconProps>;
  disabled?: boolean;
  destructive?: boolean;
  onClick: () => void;
}

function RowAction({ label, onIntent, fileName, icon: Icon, disabled = false, destructive = false, onClick }: RowActionProps) {
  const action = label.toLowerCase() as TranscriptionActionName;
  const button = (
    <Button
      variant="ghost"
      size="icon"
      data-action={action}
      aria-label={`${label} ${fileName}`}
      disabled={disabled}
      onClick={onClick}
      className={cn('size-9', destructive && 'text-destructive hover:bg-destructive/10 hover:text-destructive')}
    >
      <Icon />
    </Button>
  );
  // A disabled button gets no pointer or focus events, so a tooltip on it could never open.
  return disabled ? (
    button
  ) : (
    <LazyTooltip content={label} onIntent={() => onIntent(action)}>
      {button}
    </LazyTooltip>
  );
}

/** Placeholder rows in the table's shape while the first page loads. */
export function TranscriptionsTableSkeleton({ rows = 3, className }: { rows?: number; className?: string }) {
  return (
    <TableSkeleton slot="transcriptions-table-skeleton" label="Loading transcriptions..." rows={rows} className={className}>
      <Skeleton className="size-5 shrink-0 rounded" />
      <Skeleton className="h-4 flex-1 md:max-w-64" />
      <Skeleton className="hidden h-4 w-16 md:block" />
      <Skeleton className="hidden h-4 w-14 md:block" />
      <Skeleton className="h-5 w-20" />
      <Skeleton className="hidden h-4 w-24 md:block" />
      <Skeleton className="hidden h-8 w-36 md:block" />
    </TableSkeleton>
  );
}
