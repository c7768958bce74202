import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { userFixture } from '../testing/user-fixture';
import { AccountSubscriptionCard } from './AccountSubscriptionCard';

const now = () => new Date('2026-03-10T10:00:00Z');

const meta = {
  title: 'Settings/AccountSubscriptionCard',
  component: AccountSubscriptionCard,
  tags: ['autodocs'],
  args: { user: userFixture({ trialTranscriptionsUsed: 1 }), onShowInvoices: fn(), freeMaxMinutesPerFile: 30, now, timeZone: 'UTC' },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AccountSubscriptionCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {};
export const Pro: Story = {
  args: {
    user: userFixture({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: '2026-04-01T00:00:00.000Z',
      credits: 840,
    }),
  },
};
export const Trial: Story = {
  args: {
    user: userFixture({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'trial',
      subscriptionExpiresAt: '2026-03-20T00:00:00.000Z',
      credits: 120,
    }),
  },
};
export const Cancelled: Story = {
  args: {
    user: userFixture({
      subscriptionPlan: 'basic',
      subscriptionStatus: 'cancelled',
      subscriptionExpiresAt: '2026-03-31T00:00:00.000Z',
      credits: 40,
    }),
  },
};
export const Expired: Story = {
  args: {
    user: userFixture({ subscriptionPlan: 'basic', subscriptionStatus: 'expired', subscriptionExpiresAt: '2026-02-28T00:00:00.000Z' }),
  },
};
export const SignedOut: Story = { args: { user: null } };
