import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../Skeleton/Skeleton';
import { Table, type TableColumn, TableSkeleton } from './Table';

interface Invoice {
  id: string;
  date: string;
  description: string;
  amount: string;
}

const invoices: Invoice[] = [
  { id: 'inv-3', date: 'Mar 4, 2025', description: 'Pro plan, March', amount: '$15.00' },
  { id: 'inv-2', date: 'Feb 4, 2025', description: 'Pro plan, February', amount: '$15.00' },
  { id: 'inv-1', date: 'Jan 4, 2025', description: '500 credits', amount: '$5.00' },
];

const columns: readonly TableColumn<Invoice>[] = [
  { key: 'date', header: 'Date', className: 'whitespace-nowrap text-muted-foreground max-md:row-start-2', cell: (row) => row.date },
  {
    key: 'description',
    header: 'Description',
    className: 'font-medium max-md:col-span-2 max-md:row-start-1',
    cell: (row) => row.description,
  },
  {
    key: 'amount',
    header: 'Amount',
    align: 'end',
    labelOnCard: true,
    className: 'font-semibold tabular-nums max-md:row-start-2 max-md:text-left',
    cell: (row) => row.amount,
  },
];

const meta = {
  title: 'Data/Table',
  component: Table<Invoice>,
  tags: ['autodocs'],
  args: {
    label: 'Invoices',
    columns,
    rows: invoices,
    rowKey: (row: Invoice) => row.id,
    cardClassName: 'max-md:grid-cols-[1fr_auto]',
  },
} satisfies Meta<typeof Table<Invoice>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Rows that become cards on phones. */
export const Cards: Story = {};
export const CardsOnPhone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** A small table inside a card, a table on every screen. */
export const Compact: Story = { args: { layout: 'compact', label: undefined, caption: 'Invoices' } };
export const Refreshing: Story = { args: { busy: true } };
export const Loading: Story = {
  render: () => (
    <TableSkeleton label="Loading invoices...">
      <Skeleton className="hidden h-4 w-24 md:block" />
      <Skeleton className="h-4 flex-1 md:max-w-72" />
      <Skeleton className="h-4 w-16" />
    </TableSkeleton>
  ),
};
