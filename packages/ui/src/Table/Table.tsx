import { cva } from 'class-variance-authority';
import type { PointerEventHandler, ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * `cards`: a full-width list whose rows become cards on phones (the header row is hidden there, and a column can say
 * its header above its value instead). `compact`: a small table inside a card that stays a table on every screen.
 */
export type TableLayout = 'cards' | 'compact';

export interface TableColumn<Row> {
  key: string;
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** Figures and buttons line up on the right, in the header too. */
  align?: 'start' | 'end';
  /** Classes for this column's cells: their look, and in the `cards` layout their place in a phone's card. */
  className?: string | ((row: Row) => string | undefined);
  /** A `data-slot` for this column's cells. */
  slot?: string;
  /** In the `cards` layout, the header is said (small, muted) above the value on phones, where the header row is hidden. */
  labelOnCard?: boolean;
}

/**
 * What a row carries besides its cells: a `data-slot`, `data-*` attributes that say its state, and what to do when the
 * pointer enters it (e.g. start loading what its actions need).
 */
export type TableRowAttributes = { 'data-slot'?: string; onPointerEnter?: PointerEventHandler<HTMLTableRowElement> } & {
  [attribute: `data-${string}`]: string | undefined;
};

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  layout?: TableLayout;
  /** The table's accessible name, when nothing on screen names it. */
  label?: string;
  /** A caption read by screen readers only. */
  caption?: string;
  /** The container's `data-slot`. */
  slot?: string;
  /** The rows are being refreshed: the container is marked busy. */
  busy?: boolean;
  rowAttributes?: (row: Row) => TableRowAttributes;
  /** In the `cards` layout, the grid a phone's card lays its cells on (e.g. `max-md:grid-cols-3`). */
  cardClassName?: string;
  /** Shown under the table, inside its container (Load more, a dialog the rows open). */
  children?: ReactNode;
  className?: string;
}

const container = cva('w-full', { variants: { layout: { cards: 'md:overflow-x-auto', compact: '' } } });
const table = cva('w-full text-sm', { variants: { layout: { cards: 'border-collapse max-md:block', compact: '' } } });
const head = cva('', { variants: { layout: { cards: 'max-md:hidden', compact: '' } } });
const headerRow = cva('text-left text-muted-foreground', {
  variants: { layout: { cards: 'border-b text-xs uppercase tracking-wide', compact: '' } },
});
const headerCell = cva('font-medium', {
  variants: { layout: { cards: 'px-3 py-2', compact: 'py-1.5' }, align: { start: '', end: 'text-right' } },
});
const body = cva('', { variants: { layout: { cards: 'max-md:grid max-md:gap-3', compact: '' } } });
const row = cva('', {
  variants: {
    layout: {
      cards: [
        'align-middle md:border-b md:last:border-b-0 md:hover:bg-muted/40',
        'max-md:grid max-md:gap-x-3 max-md:gap-y-2 max-md:rounded-lg max-md:border max-md:bg-card max-md:p-3',
      ],
      compact: 'border-t',
    },
  },
});
const cell = cva('', {
  variants: {
    layout: { cards: 'px-3 py-3 max-md:p-0', compact: 'py-1.5' },
    align: { start: '', end: 'text-right' },
    labelOnCard: { true: 'max-md:grid', false: '' },
  },
});

/** The label a `cards` cell shows above its value on phones, where the header row is hidden. */
const cardLabel = 'text-muted-foreground text-xs md:hidden';

/**
 * A table of rows described by columns: header cells with `scope="col"`, one row per item, and in the `cards` layout
 * the phone view where each row is a card. Presentational: the rows and what a cell shows come from the caller.
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  layout = 'cards',
  label,
  caption,
  slot = 'table',
  busy = false,
  rowAttributes,
  cardClassName,
  children,
  className,
}: TableProps<Row>) {
  const cards = layout === 'cards';
  return (
    <div data-slot={slot} aria-busy={busy || undefined} className={cn(container({ layout }), className)}>
      <table aria-label={label} className={table({ layout })}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className={head({ layout }) || undefined}>
          <tr className={headerRow({ layout })}>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={headerCell({ layout, align: column.align ?? 'start' })}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={body({ layout }) || undefined}>
          {rows.map((item) => (
            <tr key={rowKey(item)} {...rowAttributes?.(item)} className={cn(row({ layout }), cards && cardClassName) || undefined}>
              {columns.map((column) => {
                const labelled = cards && column.labelOnCard === true;
                const extra = typeof column.className === 'function' ? column.className(item) : column.className;
                return (
                  <td
                    key={column.key}
                    data-slot={column.slot}
                    className={cn(cell({ layout, align: column.align ?? 'start', labelOnCard: labelled }), extra) || undefined}
                  >
                    {labelled && <span className={cardLabel}>{column.header}</span>}
                    {column.cell(item)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {children}
    </div>
  );
}

export interface TableSkeletonProps {
  /** What a screen reader hears while the rows load, e.g. "Loading transactions...". */
  label: string;
  /** The placeholders of one row, in the shape of the table's cells. */
  children: ReactNode;
  rows?: number;
  /** The container's `data-slot`. */
  slot?: string;
  className?: string;
}

/** Placeholder rows in a `cards` table's shape (cards on phones, lines on wider screens) while the first page loads. */
export function TableSkeleton({ label, children, rows = 3, slot = 'table-skeleton', className }: TableSkeletonProps) {
  return (
    <div data-slot={slot} aria-busy="true" className={cn('grid gap-3', className)}>
      <p role="status" className="sr-only">
        {label}
      </p>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="flex items-center gap-3 rounded-lg border p-3 md:rounded-none md:border-0 md:border-b">
          {children}
        </div>
      ))}
    </div>
  );
}
