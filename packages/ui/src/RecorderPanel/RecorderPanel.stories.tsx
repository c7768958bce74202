import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { RecorderPanel, type RecorderPanelState } from './RecorderPanel';

const idle: RecorderPanelState = {
  status: 'idle',
  source: 'tab',
  audioRequested: false,
  elapsedMs: 0,
  limitMs: 1_800_000,
  nearLimit: false,
  error: null,
};

const meta = {
  title: 'Dashboard/RecorderPanel',
  component: RecorderPanel,
  tags: ['autodocs'],
  args: {
    state: idle,
    supported: true,
    source: 'tab',
    audio: true,
    onSourceChange: fn(),
    onAudioChange: fn(),
    onStart: fn(),
    onPause: fn(),
    onResume: fn(),
    onStop: fn(),
    onTranscribe: fn(),
    onNewRecording: fn(),
    onRecover: fn(),
    onDiscard: fn(),
    keptFor: '24 hours',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RecorderPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before recording: the source, audio, and Start Recording. */
export const Idle: Story = {};

/** Recording a tab with audio: the timer against the free plan's 30 minutes, live captions, the server's copy. */
export const Recording: Story = {
  args: {
    state: { ...idle, status: 'recording', audioRequested: true, elapsedMs: 754_000 },
    upload: { bytesRecorded: 23_400_000, bytesUploaded: 23_100_000, online: true },
    captions: ['welcome to the quarterly review', 'revenue grew in every region', 'next we look at hiring'],
  },
};

/** Past 80 % of the free plan's limit the timer turns red. */
export const NearLimit: Story = {
  args: {
    state: { ...idle, status: 'recording', elapsedMs: 1_520_000, nearLimit: true },
    upload: { bytesRecorded: 470_000_000, bytesUploaded: 470_000_000, online: true },
  },
};

/** Paused, offline: the recording is kept in the browser until the server can be reached. */
export const PausedOffline: Story = {
  args: {
    state: { ...idle, status: 'paused', audioRequested: true, elapsedMs: 95_000, limitMs: null },
    upload: { bytesRecorded: 3_000_000, bytesUploaded: 1_200_000, online: false },
    captionError: 'Connection lost. Retrying...',
  },
};

/** Stopped: the preview with Download, Transcribe Recording and Start New Recording. */
export const Stopped: Story = {
  args: {
    state: { ...idle, status: 'stopped', elapsedMs: 64_000 },
    preview: { url: '', mimeType: 'video/webm', durationMs: 64_000, fileName: 'Screen recording.webm' },
    upload: { bytesRecorded: 2_100_000, bytesUploaded: 2_100_000, online: true },
  },
};

/** No audio track arrived although audio was asked for. */
export const AudioBlocked: Story = {
  args: {
    state: {
      ...idle,
      status: 'error',
      error: {
        title: 'Audio Recording Not Available',
        message: 'This browser cannot record audio from desktop applications. Share a browser tab instead, or turn audio off.',
      },
    },
  },
};

/** A recording an earlier visit left unfinished is offered for transcription. */
export const Unfinished: Story = {
  args: {
    unfinished: [
      {
        id: 'r1',
        fileName: 'Screen recording 2026-11-24 09.12.webm',
        createdAt: Date.UTC(2026, 10, 24, 9, 12),
        durationMs: 1_250_000,
        bytesStored: 41_000_000,
      },
    ],
  },
};

/** Just sent: the live captions' draft shows until the full transcript replaces it. */
export const Sent: Story = {
  args: {
    sent: {
      fileName: 'Screen recording 2026-11-24 09.12.webm',
      status: 'processing',
      progress: 35,
      text: 'welcome to the quarterly review revenue grew in every region next we look at hiring',
    },
  },
};

/** Where the browser cannot share a screen. */
export const Unsupported: Story = { args: { supported: false } };
