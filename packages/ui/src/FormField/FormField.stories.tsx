import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './FormField';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  args: { label: 'Email Address', type: 'email', placeholder: 'you@example.com' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', placeholder: undefined, hint: 'At least 8 characters.' },
};
export const WithError: Story = { args: { defaultValue: 'ada@', error: 'Please enter a valid email address.' } };
export const Optional: Story = { args: { label: 'Last Name', type: 'text', placeholder: undefined, optional: true } };
export const WithLabelAside: Story = {
  args: {
    label: 'Password',
    type: 'password',
    placeholder: undefined,
    labelAside: (
      <a href="/forgot-password" className="text-primary text-sm hover:underline">
        Forgot password?
      </a>
    ),
  },
};
