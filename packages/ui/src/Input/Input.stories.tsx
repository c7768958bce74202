import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './Input';

const meta = {
  title: 'Forms/Input',
  component: Input,
  tags: ['autodocs'],
  args: { placeholder: 'you@example.com', 'aria-label': 'Email' },
} satisfies Meta<typeof Input>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Filled: Story = { args: { defaultValue: 'ada@example.com' } };
export const Password: Story = { args: { type: 'password', defaultValue: 'correct horse', 'aria-label': 'Password' } };
export const Invalid: Story = { args: { 'aria-invalid': true, defaultValue: 'not-an-email' } };
export const Disabled: Story = { args: { disabled: true, placeholder: 'Sign in to edit' } };
