import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { creditTransactionListFixture } from '../testing/billing-fixture';
import { CreditTransactionsTable } from './CreditTransactionsTable';

const meta = {
  title: 'Billing/CreditTransactionsTable',
  component: CreditTransactionsTable,
  tags: ['autodocs'],
  args: {
    transactions: creditTransactionListFixture(),
    onReceipt: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
    }),
    onReload: fn(),
    onLoadMore: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof CreditTransactionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithMore: Story = { args: { hasMore: true } };
export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };
export const LoadMoreFailed: Story = {
  args: { hasMore: true, loadMoreError: 'Older transactions could not be loaded. Please try again.' },
};
export const Empty: Story = { args: { transactions: [] } };
export const Loading: Story = { args: { transactions: undefined, loading: true } };
export const LoadError: Story = { args: { transactions: undefined, error: '500: Internal Server Error' } };
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
