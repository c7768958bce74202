import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { InvoicesDialog } from './InvoicesDialog';

const invoices = {
  items: [
    {
      id: 'i2',
      description: 'Pro plan, monthly renewal (1,200 minutes)',
      amountCents: 1500,
      currency: 'USD',
      paidAt: '2026-03-01T09:00:00.000Z',
    },
    { id: 'i1', description: 'Pro plan, monthly (1,200 minutes)', amountCents: 1500, currency: 'USD', paidAt: '2026-02-01T09:00:00.000Z' },
    { id: 'i0', description: '500 credits', amountCents: 799, currency: 'USD', paidAt: '2026-01-12T09:00:00.000Z' },
  ],
  hasMore: false,
};

const meta = {
  title: 'Settings/InvoicesDialog',
  component: InvoicesDialog,
  tags: ['autodocs'],
  args: { open: true, onOpenChange: fn(), invoices, onDownload: fn(), timeZone: 'UTC' },
} satisfies Meta<typeof InvoicesDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Invoices: Story = {};
export const MoreOnTheBillingPage: Story = { args: { invoices: { ...invoices, hasMore: true } } };
export const Empty: Story = { args: { invoices: { items: [], hasMore: false } } };
export const Loading: Story = { args: { invoices: undefined, loading: true } };
export const LoadFailed: Story = { args: { invoices: undefined, error: 'Verbatim is not answering.', onReload: fn() } };
