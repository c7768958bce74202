import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { PlanChangeDialog } from './PlanChangeDialog';

const meta = {
  title: 'Billing/PlanChangeDialog',
  component: PlanChangeDialog,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    timeZone: 'UTC',
    change: {
      plan: 'basic',
      name: 'Basic',
      priceCents: 900,
      currency: 'USD',
      minutesPerMonth: 300,
      renewsAt: '2026-12-27T10:00:00.000Z',
      replaces: { plan: 'pro', name: 'Pro', status: 'trial', endsAt: '2026-12-08T10:00:00.000Z' },
      balance: 270,
    },
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlanChangeDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Leaving the Pro trial for Basic: the trial ends now. */
export const FromTrial: Story = {};

/** Moving from a paid Basic plan to Pro: Basic's paid period ends now, without a refund. */
export const FromPaidPlan: Story = {
  args: {
    change: {
      plan: 'pro',
      name: 'Pro',
      priceCents: 1500,
      currency: 'USD',
      minutesPerMonth: 1200,
      renewsAt: '2026-12-27T10:00:00.000Z',
      replaces: { plan: 'basic', name: 'Basic', status: 'active', endsAt: '2026-12-15T10:00:00.000Z' },
      balance: 1412,
    },
  },
};

/** While the server is asked. */
export const Loading: Story = { args: { change: undefined } };

/** The server could not say: Continue stays disabled. */
export const Failed: Story = { args: { change: undefined, error: 'Please try again in a moment.' } };
