import type { Meta, StoryObj } from '@storybook/react-vite';
import { LiveBadge } from './LiveBadge';

const meta = {
  title: 'Admin/LiveBadge',
  component: LiveBadge,
  tags: ['autodocs'],
  args: { activeUsers: 12, pageViewsPerHour: 348 },
} satisfies Meta<typeof LiveBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Live: Story = {};
export const OneUser: Story = { args: { activeUsers: 1, pageViewsPerHour: 3 } };
export const Loading: Story = { args: { activeUsers: undefined, pageViewsPerHour: undefined } };
export const Stale: Story = { args: { stale: true } };
