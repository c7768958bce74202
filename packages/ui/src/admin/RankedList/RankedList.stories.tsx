import type { Meta, StoryObj } from '@storybook/react-vite';
import { RankedList } from './RankedList';

const meta = {
  title: 'Admin/RankedList',
  component: RankedList,
  tags: ['autodocs'],
  args: {
    label: 'Top countries',
    emptyText: 'No country data available',
    describeValue: (value: number) => `${value} ${value === 1 ? 'user' : 'users'}`,
    items: [
      { key: 'in', label: 'India', value: 412 },
      { key: 'us', label: 'United States', value: 268 },
      { key: 'de', label: 'Germany', value: 91 },
      { key: 'br', label: 'Brazil', value: 12 },
      { key: 'nz', label: 'New Zealand', value: 1 },
    ],
  },
} satisfies Meta<typeof RankedList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Countries: Story = {};
export const NumberedPages: Story = {
  args: {
    label: 'Popular pages',
    numbered: true,
    describeValue: (value: number) => `${value} views`,
    items: [
      { key: '/dashboard', label: 'Dashboard', value: 120 },
      { key: '/transcriptions', label: 'Transcriptions', value: 64 },
    ],
  },
};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: undefined } };
