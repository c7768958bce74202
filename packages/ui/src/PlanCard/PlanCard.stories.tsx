import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { basicPlanFixture, enterprisePlanFixture, proPlanFixture } from '../testing/billing-fixture';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'Billing/PlanCard',
  component: PlanCard,
  tags: ['autodocs'],
  args: { plan: proPlanFixture(), onSelect: fn(), onStartTrial: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PlanCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ProWithTrial: Story = {};
export const ProTrialUsed: Story = { args: { trialOffered: false } };
export const Basic: Story = { args: { plan: basicPlanFixture() } };
export const CurrentPlan: Story = { args: { plan: basicPlanFixture(), current: true } };
export const Highlighted: Story = { args: { plan: basicPlanFixture(), highlighted: true } };
export const Selecting: Story = { args: { selecting: true } };
export const StartingTrial: Story = { args: { startingTrial: true } };
export const PricingPage: Story = {
  args: { actionLabel: 'Start Free Trial', onStartTrial: undefined },
};
export const ComingSoon: Story = { args: { plan: enterprisePlanFixture() } };
