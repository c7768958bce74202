import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './Card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Complete: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Check Your Email</CardTitle>
        <CardDescription>We sent a reset link to ada@example.com.</CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-sm">Look in your inbox and your spam folder. The link expires in 1 hour.</p>
      </CardContent>
      <CardFooter>
        <Button>Back to Sign In</Button>
        <Button variant="outline">Send Another Email</Button>
      </CardFooter>
    </Card>
  ),
};

export const HeaderOnly: Story = {
  render: () => (
    <Card>
      <CardHeader>
        <CardTitle>Lightning Fast</CardTitle>
        <CardDescription>Transcripts arrive while you get on with your day.</CardDescription>
      </CardHeader>
    </Card>
  ),
};

export const ContentOnly: Story = {
  render: () => (
    <Card>
      <CardContent>
        <p className="text-sm">Uploads are coming soon.</p>
      </CardContent>
    </Card>
  ),
};
