import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CreditsBillingPanel } from './CreditsBillingPanel';

const meta = {
  title: 'Dashboard/CreditsBillingPanel',
  component: CreditsBillingPanel,
  tags: ['autodocs'],
  args: { figures: { plan: 'free', subscriptionStatus: null, credits: 30 }, onReload: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CreditsBillingPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PayAsYouGo: Story = {};
export const ProTrial: Story = {
  args: { figures: { plan: 'pro', subscriptionStatus: 'trial', credits: 1045 } },
};
export const BasicRunningLow: Story = {
  args: { figures: { plan: 'basic', subscriptionStatus: 'active', credits: 12 } },
};
export const Cancelled: Story = {
  args: { figures: { plan: 'pro', subscriptionStatus: 'cancelled', credits: 400 } },
};
export const Expired: Story = {
  args: { figures: { plan: 'pro', subscriptionStatus: 'expired', credits: 12 } },
};
export const FreeDailyAllowance: Story = {
  args: {
    figures: {
      plan: 'free',
      subscriptionStatus: null,
      credits: 0,
      freeAllowance: { limit: 3, used: 2, left: 1, renewsAt: '2026-11-24T00:00:00.000Z', maxMinutesPerFile: 30 },
    },
  },
};
export const NoCredits: Story = { args: { figures: { plan: 'free', subscriptionStatus: null, credits: 0 } } };
export const Loading: Story = { args: { figures: undefined, loading: true } };
export const LoadError: Story = { args: { figures: undefined, error: '500: Internal Server Error' } };
