import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { transcriptionFixture, transcriptionListFixture } from '../testing/transcription-fixture';
import { TranscriptionsTable } from './TranscriptionsTable';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Transcriptions/TranscriptionsTable',
  component: TranscriptionsTable,
  tags: ['autodocs'],
  args: {
    transcriptions: transcriptionListFixture(),
    onView: fn(),
    onDownload: fn(),
    onShare: fn(),
    onRetry: fn(),
    onDelete: fn(() => wait(800)),
    onReload: fn(),
    timeZone: 'UTC',
  },
} satisfies Meta<typeof TranscriptionsTable>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * One row per status, none of which has moved for days: completed, processing 45% (no retry: nearly done),
 * pending (retry), failed (retry), processing 5% (retry).
 */
export const EachStatus: Story = {};
/**
 * A transcription that moved a moment ago: Retry appears by itself two minutes after its last change, when the
 * server starts accepting it (each load of the story starts the two minutes again).
 */
export const JustStarted: Story = {
  args: {
    transcriptions: [
      transcriptionFixture({
        id: 's',
        status: 'processing',
        progress: 5,
        fileName: 'just-started.mp3',
        updatedAt: new Date().toISOString(),
      }),
    ],
  },
};
export const Completed: Story = { args: { transcriptions: [transcriptionFixture()] } };
export const Processing: Story = {
  args: { transcriptions: [transcriptionFixture({ id: 'p', status: 'processing', progress: 62, fileName: 'all-hands.mp4' })] },
};
export const Pending: Story = {
  args: { transcriptions: [transcriptionFixture({ id: 'q', status: 'pending', progress: 0, duration: null })] },
};
export const Failed: Story = {
  args: {
    transcriptions: [transcriptionFixture({ id: 'f', status: 'failed', progress: 0, errorMessage: 'The file has no audio track.' })],
  },
};
/** What visitors sent through a widget on another site says so, with the site; the app's own rows say nothing. */
export const FromAWidget: Story = {
  args: {
    transcriptions: [
      transcriptionFixture({
        id: 'w1',
        fileName: 'visitor-question.webm',
        source: { kind: 'widget', widget: 'recorder', origin: 'https://shop.example.com', keyName: 'Shop help page' },
      }),
      transcriptionFixture({
        id: 'w2',
        fileName: 'podcast-episode-12.mp3',
        status: 'processing',
        progress: 30,
        source: { kind: 'widget', widget: 'uploader', origin: 'http://localhost:3000', keyName: 'Local development' },
      }),
      transcriptionFixture({ id: 'a1', fileName: 'team-meeting.mp3' }),
    ],
  },
};
export const Empty: Story = { args: { transcriptions: [] } };
export const Loading: Story = { args: { transcriptions: undefined, loading: true } };
export const LoadError: Story = { args: { transcriptions: undefined, error: '503: Service Unavailable' } };
export const Busy: Story = { args: { busyIds: ['tr-1'] } };
/** Rows collapse into cards on a phone. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
/** More rows exist: 'Load more' under the table. */
export const WithMore: Story = { args: { hasMore: true, onLoadMore: fn() } };
export const LoadingMore: Story = { args: { hasMore: true, onLoadMore: fn(), loadingMore: true } };
export const LoadMoreFailed: Story = {
  args: { hasMore: true, onLoadMore: fn(), loadMoreError: 'Older transcriptions could not be loaded.' },
};
