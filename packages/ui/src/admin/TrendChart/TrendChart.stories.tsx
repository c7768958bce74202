import type { Meta, StoryObj } from '@storybook/react-vite';
import { TrendChart } from './TrendChart';

const days = ['Nov 21', 'Nov 22', 'Nov 23', 'Nov 24', 'Nov 25', 'Nov 26', 'Nov 27'];

const meta = {
  title: 'Admin/TrendChart',
  component: TrendChart,
  tags: ['autodocs'],
  args: {
    title: 'Sign-ups per day',
    points: days.map((label, index) => ({ label, value: [3, 5, 2, 8, 4, 0, 6][index] ?? 0 })),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TrendChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Bars: Story = {};
export const Revenue: Story = {
  args: {
    title: 'Revenue per day',
    formatValue: (value: number) => `$${value.toFixed(2)}`,
    points: days.map((label, index) => ({ label, value: [9, 15, 0, 24, 9, 0.99, 30][index] ?? 0 })),
  },
};
export const Line: Story = {
  args: {
    title: 'File storage',
    variant: 'line',
    formatValue: (value: number) => `${value} MB`,
    points: days.map((label, index) => ({ label, value: 100 + index * 12 })),
  },
};
export const Empty: Story = { args: { points: [] } };
export const Loading: Story = { args: { points: undefined } };
