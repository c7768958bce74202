import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { InboxIcon } from '../Icons/Icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  tags: ['autodocs'],
  args: { title: 'No recent activity yet.' },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const Complete: Story = {
  args: {
    icon: <InboxIcon />,
    title: 'No transcriptions yet',
    description: 'Upload an audio or video file and its transcript appears here.',
    action: <Button size="sm">Upload Files</Button>,
  },
};
