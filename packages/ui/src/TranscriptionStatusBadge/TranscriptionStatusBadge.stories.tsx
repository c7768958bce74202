import type { Meta, StoryObj } from '@storybook/react-vite';
import { TranscriptionStatusBadge } from './TranscriptionStatusBadge';

const meta = {
  title: 'Transcriptions/TranscriptionStatusBadge',
  component: TranscriptionStatusBadge,
  tags: ['autodocs'],
  args: { status: 'completed', progress: 100 },
  argTypes: {
    status: { control: 'select', options: ['pending', 'processing', 'completed', 'failed', 'unknown'] },
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
} satisfies Meta<typeof TranscriptionStatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Completed: Story = {};
export const Processing: Story = { args: { status: 'processing', progress: 45 } };
export const Pending: Story = { args: { status: 'pending', progress: 0 } };
export const Failed: Story = { args: { status: 'failed', progress: 10 } };
export const UnknownIsPending: Story = { args: { status: 'queued', progress: 0 } };
