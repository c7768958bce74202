import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  tags: ['autodocs'],
  args: { title: 'Could not load transcriptions', message: '503: Service Unavailable', onRetry: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ErrorState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRetry: Story = {};
export const Retrying: Story = { args: { retrying: true } };
export const WithoutRetry: Story = { args: { onRetry: undefined, message: undefined, title: undefined } };
