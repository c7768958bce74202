import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { userFixture } from '../testing/user-fixture';
import { AppHeader } from './AppHeader';

const meta = {
  title: 'App shell/AppHeader',
  component: AppHeader,
  tags: ['autodocs'],
  args: { user: userFixture(), onSignOut: fn(), onRecord: fn(), onSearch: fn(), onSearchChange: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Free plan: RECORD reads 'RECORD (PRO)' and leads to /billing. */
export const FreePlan: Story = {};
export const PaidPlan: Story = { args: { user: userFixture({ subscriptionPlan: 'pro', subscriptionStatus: 'active', credits: 1045 }) } };
export const Admin: Story = {
  args: { user: userFixture({ role: 'admin', subscriptionPlan: 'unlimited', subscriptionStatus: 'active', credits: 1 }) },
};
export const WithSearchText: Story = { args: { searchValue: 'quarterly review' } };
