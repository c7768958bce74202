import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  args: { label: 'Password', purpose: 'current' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Current: Story = {};
export const NewPassword: Story = { args: { label: 'New Password', purpose: 'new' } };
export const Confirm: Story = { args: { label: 'Confirm New Password', purpose: 'confirm' } };
export const WithError: Story = {
  args: { label: 'New Password', purpose: 'new', defaultValue: 'short', error: 'Use at least 8 characters.' },
};
export const WithLabelAside: Story = {
  args: {
    labelAside: (
      <a href="/forgot-password" className="text-primary text-sm hover:underline">
        Forgot password?
      </a>
    ),
  },
};
