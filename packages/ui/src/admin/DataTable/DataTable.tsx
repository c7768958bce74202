import type { ReactNode } from 'react';
import { Button } from '../../Button/Button';
import { ErrorState } from '../../ErrorState/ErrorState';
import { DownloadIcon } from '../../Icons/Icons';
import { cn } from '../../lib/cn';
import { Skeleton } from '../../Skeleton/Skeleton';

export interface DataTableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Classes for the header and the cells of this column (alignment, width). */
  className?: string;
}

export interface DataTableProps<Row> {
  /** Says what the table holds; read by screen readers, and it names the scrollable region. */
  caption: string;
  columns: DataTableColumn<Row>[];
  /** undefined while loading. */
  rows: Row[] | undefined;
  rowKey: (row: Row) => string;
  /** Shown word for word when there are no rows. */
  emptyText: ReactNode;
  /** Why the rows could not be loaded. */
  error?: string | null;
  onRetry?: () => void;
  retrying?: boolean;
  /** Shows an Export CSV button in the toolbar; it is disabled while there is nothing to export. */
  onExport?: () => void;
  exportLabel?: string;
  /** The export is under way: its button spins and ignores clicks. */
  exporting?: boolean;
  /** More controls in the toolbar, before the export button (a search field). */
  toolbar?: ReactNode;
  className?: string;
}

/**
 * A table that scrolls sideways on narrow screens (the scroll area is focusable, so keyboards can scroll it), with
 * its loading, error and empty states and an optional CSV export.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  emptyText,
  error,
  onRetry,
  retrying = false,
  onExport,
  exportLabel = 'Export CSV',
  exporting = false,
  toolbar,
  className,
}: DataTableProps<Row>) {
  const showToolbar = Boolean(toolbar || onExport);
  return (
    <div data-slot="data-table" className={cn('grid grid-cols-1 gap-3', className)}>
      {showToolbar && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 flex-1">{toolbar}</div>
          {onExport && (
            <Button
              variant="outline"
              size="sm"
              onClick={onExport}
              disabled={!rows || rows.length === 0}
              loading={exporting}
              className="self-start sm:self-auto"
            >
              {!exporting && <DownloadIcon />}
              {exportLabel}
            </Button>
          )}
        </div>
      )}
      {error && !rows ? (
        <ErrorState title={`Could not load ${caption.toLowerCase()}`} message={error} onRetry={onRetry} retrying={retrying} />
      ) : (
        <section
          aria-label={caption}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it.
          tabIndex={0}
          className="relative overflow-x-auto rounded-lg border focus-visible:outline-2 focus-visible:outline-ring"
        >
          <table className="w-full caption-bottom text-sm" aria-busy={!rows || undefined}>
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-muted/50">
              <tr>
                {columns.map((column) => (
                  <th
                    key={column.key}
                    scope="col"
                    className={cn('whitespace-nowrap px-3 py-2.5 text-left font-medium text-muted-foreground', column.className)}
                  >
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {!rows &&
                [0, 1, 2, 3].map((row) => (
                  <tr key={row} className="border-t">
                    {columns.map((column) => (
                      <td key={column.key} className="px-3 py-3">
                        <Skeleton className="h-4 w-full min-w-12" />
                      </td>
                    ))}
                  </tr>
                ))}
              {rows?.length === 0 && (
                <tr className="border-t">
                  <td colSpan={columns.length} className="px-3 py-10 text-center text-muted-foreground">
                    {emptyText}
                  </td>
                </tr>
              )}
              {rows?.map((row) => (
                <tr key={rowKey(row)} className="border-t hover:bg-muted/30">
                  {columns.map((column) => (
                    <td key={column.key} className={cn('px-3 py-2.5 align-middle', column.className)}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {!rows && <span className="sr-only">Loading...</span>}
        </section>
      )}
    </div>
  );
}
