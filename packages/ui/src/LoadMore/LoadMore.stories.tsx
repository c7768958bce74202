import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { LoadMore } from './LoadMore';

const meta = {
  title: 'Data/LoadMore',
  component: LoadMore,
  tags: ['autodocs'],
  args: { onLoadMore: fn() },
} satisfies Meta<typeof LoadMore>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Loading: Story = { args: { loading: true } };
export const Failed: Story = { args: { error: 'Could not load more rows. Check your connection.' } };
