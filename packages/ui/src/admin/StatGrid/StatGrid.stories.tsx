import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { StatGrid } from './StatGrid';

const meta = {
  title: 'Admin/StatGrid',
  component: StatGrid,
  tags: ['autodocs'],
  args: {
    label: 'Statistics',
    onRetry: fn(),
    items: [
      { key: 'users', label: 'Total Users', value: '1,284', hint: '1,102 on the free plan' },
      { key: 'subscribers', label: 'Active Subscribers', value: '182' },
      { key: 'revenue', label: 'Total Revenue', value: '$4,310.50' },
      { key: 'conversion', label: 'Conversion Rate', value: '14.2%' },
      { key: 'free', label: 'Free Users', value: '1,102' },
      { key: 'abandoned', label: 'Abandoned Payments', value: '23' },
    ],
  },
} satisfies Meta<typeof StatGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithFigures: Story = {};
export const Loading: Story = { args: { items: undefined, loading: true, placeholders: 6 } };
export const LoadError: Story = { args: { items: undefined, error: '503: The database is not answering.' } };
