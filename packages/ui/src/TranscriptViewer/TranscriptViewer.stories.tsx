import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { transcriptionDetailFixture, transcriptionFixture } from '../testing/transcription-fixture';
import { TranscriptViewer } from './TranscriptViewer';

// What PocketSphinx produces: lower case, no punctuation at all.
const pocketsphinx =
  'so the first thing we want to look at today is the upload flow because a lot of people have been asking about large files and how the chunking works when you drop a two gigabyte video into the browser the client splits it into pieces and sends them one after the other and if the connection drops it picks up where it left off rather than starting again which matters a lot when you are on a train or a flaky hotel network then once the file is in storage a job is queued and a worker claims it decodes the audio with ffmpeg and feeds it to the speech engine and every few seconds it reports progress back so that the dashboard can show the percentage and the little amber bar';

const meta = {
  title: 'Transcriptions/TranscriptViewer',
  component: TranscriptViewer,
  tags: ['autodocs'],
  args: {
    open: true,
    onOpenChange: fn(),
    transcription: transcriptionDetailFixture(),
    onSummarize: fn(),
    onShare: fn(),
    onCopied: fn(),
    onCopyError: fn(),
    timeZone: 'UTC',
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof TranscriptViewer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Punctuated: Story = {};
export const UnpunctuatedPocketSphinx: Story = {
  args: { transcription: transcriptionDetailFixture({ fileName: 'standup.wav', transcriptText: pocketsphinx }) },
};
/** Press "Show word timings": each paragraph gets its start time, each word its own on hover. */
export const WithWordTimings: Story = {
  args: { transcription: transcriptionDetailFixture({ fileName: 'standup.wav', transcriptText: pocketsphinx }) },
};
/** With the recording at hand: a player above, the spoken word marked, words and times that play from there. */
export const WithRecording: Story = { args: { mediaUrl: '/api/transcriptions/tr-1/audio' } };
export const NoTranscript: Story = { args: { transcription: transcriptionDetailFixture({ transcriptText: null, status: 'failed' }) } };
/** The list row (no text) shows while the full transcription loads. */
export const Loading: Story = { args: { transcription: transcriptionFixture(), loading: true } };
export const LoadError: Story = {
  args: { transcription: transcriptionFixture(), error: '404: Transcription not found' },
};
export const CopyFails: Story = {
  args: {
    onCopy: () => Promise.reject(new Error('Clipboard permission denied')),
  },
};

/** Closed until the button opens it; focus returns to the button on close. */
export const FromButton: Story = {
  args: { open: false },
  render: (args) => {
    const [open, setOpen] = useState(false);
    return (
      <div className="p-6">
        <Button onClick={() => setOpen(true)}>View transcript</Button>
        <TranscriptViewer {...args} open={open} onOpenChange={setOpen} />
      </div>
    );
  },
};
