import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CreditsBillingPanel } from './CreditsBillingPanel';

const meta = {
  title: 'Dashboard/CreditsBillingPanel',
  component: CreditsBillingPanel,
  tags: ['autodocs'],
  args: { figures: { plan: 'free', subscriptionStatus: null, creditsRemaining: 30, creditsTotal: 30 }, onReload: fn() },
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
  args: { figures: { plan: 'pro', subscriptionStatus: 'trial', creditsRemaining: 1045, creditsTotal: 1200 } },
};
export const BasicRunningLow: Story = {
  args: { figures: { plan: 'basic', subscriptionStatus: 'active', creditsRemaining: 12, creditsTotal: 300 } },
};
export const Cancelled: Story = {
  args: { figures: { plan: 'pro', subscriptionStatus: 'cancelled', creditsRemaining: 400, creditsTotal: 1200 } },
};
export const Expired: Story = {
  args: { figures: { plan: 'pro', subscriptionStatus: 'expired', creditsRemaining: 12, creditsTotal: 1200 } },
};
export const FreeDailyAllowance: Story = {
  args: { figures: { plan: 'free', subscriptionStatus: null, creditsRemaining: 0, creditsTotal: 2, freeAllowance: { used: 2, limit: 3 } } },
};
export const NoCredits: Story = { args: { figures: { plan: 'free', subscriptionStatus: null, creditsRemaining: 0, creditsTotal: 0 } } };
export const Loading: Story = { args: { figures: undefined, loading: true } };
export const LoadError: Story = { args: { figures: undefined, error: '500: Internal Server Error' } };
