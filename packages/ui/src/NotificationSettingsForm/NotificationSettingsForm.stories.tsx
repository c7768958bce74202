import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_USER_PREFERENCES } from '@verbatim/core-sdk/contracts';
import { fn } from 'storybook/test';
import { NotificationSettingsForm } from './NotificationSettingsForm';

const meta = {
  title: 'Settings/NotificationSettingsForm',
  component: NotificationSettingsForm,
  tags: ['autodocs'],
  args: { preferences: DEFAULT_USER_PREFERENCES, onSave: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof NotificationSettingsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const AllOn: Story = {
  args: { preferences: { ...DEFAULT_USER_PREFERENCES, notifyProcessingUpdates: true, notifyWeeklyReports: true } },
};
export const Saving: Story = { args: { saving: true } };
export const Loading: Story = { args: { preferences: undefined, loading: true } };
export const LoadFailed: Story = { args: { preferences: undefined, error: 'Verbatim is not answering.', onReload: fn() } };
export const SignedOut: Story = { args: { preferences: undefined, signedOut: true } };
