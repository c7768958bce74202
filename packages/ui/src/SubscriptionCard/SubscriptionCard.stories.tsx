import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SubscriptionCard } from './SubscriptionCard';

const now = () => new Date('2025-03-10T12:00:00Z');
const free = { subscriptionPlan: 'free', subscriptionStatus: null, subscriptionExpiresAt: null, credits: 0 } as const;

const meta = {
  title: 'Billing/SubscriptionCard',
  component: SubscriptionCard,
  tags: ['autodocs'],
  args: {
    subscription: free,
    freeAllowance: { dailyTranscriptions: 3, maxMinutesPerFile: 30 },
    planMinutesRollOver: true,
    onCancel: fn(),
    onReload: fn(),
    now,
    timeZone: 'UTC',
  },
} satisfies Meta<typeof SubscriptionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};
export const FreeWithCredits: Story = { args: { subscription: { ...free, credits: 500 } } };
export const Active: Story = {
  args: {
    subscription: { subscriptionPlan: 'basic', subscriptionStatus: 'active', subscriptionExpiresAt: '2025-04-01T00:00:00Z', credits: 245 },
    minutesPerMonth: 300,
  },
};
export const Cancelling: Story = { args: { ...Active.args, cancelling: true } };
export const Trial: Story = {
  args: {
    subscription: { subscriptionPlan: 'pro', subscriptionStatus: 'trial', subscriptionExpiresAt: '2025-03-18T00:00:00Z', credits: 270 },
    minutesPerMonth: 1200,
    trialMinutes: 270,
  },
};
export const Cancelled: Story = {
  args: {
    subscription: { subscriptionPlan: 'pro', subscriptionStatus: 'cancelled', subscriptionExpiresAt: '2025-04-01T00:00:00Z', credits: 800 },
    minutesPerMonth: 1200,
  },
};
export const Expired: Story = {
  args: {
    subscription: { subscriptionPlan: 'pro', subscriptionStatus: 'expired', subscriptionExpiresAt: '2025-03-01T00:00:00Z', credits: 12 },
  },
};
export const Loading: Story = { args: { subscription: undefined, loading: true } };
export const LoadError: Story = { args: { subscription: undefined, error: '500: Internal Server Error' } };
