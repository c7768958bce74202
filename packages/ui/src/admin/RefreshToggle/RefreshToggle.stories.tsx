import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { RefreshToggle, type RefreshToggleProps } from './RefreshToggle';

function Controlled(props: Omit<RefreshToggleProps, 'onAutoRefreshChange'>) {
  const [on, setOn] = useState(props.autoRefresh);
  return <RefreshToggle {...props} autoRefresh={on} onAutoRefreshChange={setOn} />;
}

const meta = {
  title: 'Admin/RefreshToggle',
  component: Controlled,
  tags: ['autodocs'],
  args: { autoRefresh: true, intervalSeconds: 5, onRefresh: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const On: Story = {};
export const Off: Story = { args: { autoRefresh: false } };
export const Refreshing: Story = { args: { refreshing: true } };
