import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  tags: ['autodocs'],
  args: { children: 'Get Started Free' },
  argTypes: {
    variant: { control: 'select', options: ['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] },
    size: { control: 'select', options: ['default', 'sm', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Send Another Email' } };
export const Outline: Story = { args: { variant: 'outline', children: 'Continue with Google' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Sign Out' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Delete' } };
export const Link: Story = { args: { variant: 'link', children: 'Forgot password?' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg', children: 'Start Transcribing Now' } };
export const Loading: Story = { args: { loading: true, children: 'Signing in...' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  args: { asChild: true, children: <a href="/auth">Sign In</a> },
};

export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((variant) => (
        <Button key={variant} {...args} variant={variant}>
          {variant}
        </Button>
      ))}
    </div>
  ),
};
