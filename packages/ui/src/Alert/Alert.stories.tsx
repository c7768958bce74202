import type { Meta, StoryObj } from '@storybook/react-vite';
import { Alert, AlertDescription, AlertTitle } from './Alert';

const meta = {
  title: 'Feedback/Alert',
  component: Alert,
  tags: ['autodocs'],
  argTypes: { variant: { control: 'select', options: ['default', 'info', 'destructive', 'success'] } },
  render: (args) => (
    <Alert {...args} className="max-w-md">
      <AlertTitle>Sign in failed</AlertTitle>
      <AlertDescription>Invalid email or password. Please try again.</AlertDescription>
    </Alert>
  ),
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Info: Story = { args: { variant: 'info' } };
export const Destructive: Story = { args: { variant: 'destructive' } };
export const Success: Story = { args: { variant: 'success' } };
