import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DataTable, type DataTableProps } from './DataTable';

interface Payment {
  id: string;
  email: string;
  amount: string;
  status: string;
}

const rows: Payment[] = [
  { id: '1', email: 'ana@example.com', amount: '$9.00', status: 'completed' },
  { id: '2', email: 'li@example.com', amount: '$15.00', status: 'failed' },
  { id: '3', email: 'sam.longer-address@example.org', amount: '$0.99', status: 'pending' },
];

function PaymentTable(props: Partial<DataTableProps<Payment>>) {
  return (
    <DataTable<Payment>
      caption="Payment attempts"
      rowKey={(row) => row.id}
      emptyText="No payment attempts found"
      columns={[
        { key: 'email', header: 'Email', cell: (row) => row.email },
        { key: 'amount', header: 'Amount', cell: (row) => row.amount, className: 'text-right tabular-nums' },
        { key: 'status', header: 'Status', cell: (row) => row.status },
      ]}
      rows={rows}
      {...props}
    />
  );
}

const meta = {
  title: 'Admin/DataTable',
  component: PaymentTable,
  tags: ['autodocs'],
  args: { onExport: fn(), onRetry: fn() },
} satisfies Meta<typeof PaymentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {};
export const Empty: Story = { args: { rows: [] } };
export const Loading: Story = { args: { rows: undefined } };
export const LoadError: Story = { args: { rows: undefined, error: '500: Internal Server Error' } };
