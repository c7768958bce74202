import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecentActivity, type RecentActivityItem } from './RecentActivity';

const now = new Date('2025-03-07T17:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

const items: RecentActivityItem[] = [
  { id: 'a1', kind: 'transcription_completed', title: 'Transcribed team-meeting.mp3', createdAt: minutesAgo(3) },
  { id: 'a2', kind: 'upload', title: 'Uploaded product-demo.mp4', createdAt: minutesAgo(42) },
  {
    id: 'a3',
    kind: 'transcription_failed',
    title: 'corrupted-upload.wav failed: The file has no audio track.',
    createdAt: minutesAgo(180),
  },
  { id: 'a4', kind: 'credits_purchased', title: 'Bought 500 credits', createdAt: minutesAgo(60 * 26) },
  { id: 'a5', kind: 'subscription', title: 'Started the Pro trial', createdAt: minutesAgo(60 * 24 * 12) },
];

const meta = {
  title: 'Dashboard/RecentActivity',
  component: RecentActivity,
  tags: ['autodocs'],
  args: { items, now, timeZone: 'UTC', onReload: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecentActivity>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithEvents: Story = {};
export const Empty: Story = { args: { items: [] } };
export const Loading: Story = { args: { items: undefined, loading: true } };
export const LoadError: Story = { args: { items: undefined, error: '500: Internal Server Error' } };
