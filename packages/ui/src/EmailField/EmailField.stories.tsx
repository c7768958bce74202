import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmailField } from './EmailField';

const meta = {
  title: 'Forms/EmailField',
  component: EmailField,
  tags: ['autodocs'],
  args: { label: 'Email' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithError: Story = { args: { defaultValue: 'ada@', error: 'Please enter a valid email address.' } };
export const Confirmation: Story = {
  args: {
    label: 'Type your e-mail address to confirm',
    autoComplete: 'off',
    placeholder: null,
    hint: 'Your account signs in with Google, so it has no password to ask for.',
  },
};
