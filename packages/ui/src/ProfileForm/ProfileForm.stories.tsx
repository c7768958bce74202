import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { userFixture } from '../testing/user-fixture';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Settings/ProfileForm',
  component: ProfileForm,
  tags: ['autodocs'],
  args: { user: userFixture({ trialTranscriptionsUsed: 1 }), onSave: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FreePlan: Story = {};
export const PaidPlan: Story = {
  args: {
    user: userFixture({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      subscriptionExpiresAt: '2099-01-01T00:00:00.000Z',
      credits: 840,
    }),
  },
};
export const WithoutName: Story = { args: { user: userFixture({ firstName: null, lastName: null }) } };
export const Saving: Story = { args: { saving: true } };
export const SignedOut: Story = { args: { user: null } };
