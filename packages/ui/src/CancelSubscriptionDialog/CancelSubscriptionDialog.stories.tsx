import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CancelSubscriptionDialog } from './CancelSubscriptionDialog';

const meta = {
  title: 'Billing/CancelSubscriptionDialog',
  component: CancelSubscriptionDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
    }),
    onReasonMissing: fn(),
    planName: 'Pro',
    accessUntil: '2025-04-01T00:00:00Z',
    timeZone: 'UTC',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof CancelSubscriptionDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};
export const WithoutDate: Story = { args: { accessUntil: null, planName: undefined } };
export const Busy: Story = { args: { busy: true } };
