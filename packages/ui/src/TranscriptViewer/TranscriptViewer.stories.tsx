import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { Button } from '../Button/Button';
import { applyEditFixture, MEETING_TURNS, speakerTranscriptFixture } from '../TranscriptBody/transcript-body-fixture';
import { transcriptionDetailFixture, transcriptionFixture } from '../testing/transcription-fixture';
import { type TranscriptTextEdit, TranscriptViewer, type TranscriptViewerProps } from './TranscriptViewer';

// What PocketSphinx produces: lower case, no punctuation at all.
const pocketsphinx =
  'so the first thing we want to look at today is the upload flow because a lot of people have been asking about large files and how the chunking works when you drop a two gigabyte video into the browser the client splits it into pieces and sends them one after the other and if the connection drops it picks up where it left off rather than starting again which matters a lot when you are on a train or a flaky hotel network then once the file is in storage a job is queued and a worker claims it decodes the audio with ffmpeg and feeds it to the speech engine and every few seconds it reports progress back so that the dashboard can show the percentage and the little amber bar';

const meeting = speakerTranscriptFixture(MEETING_TURNS);
const meetingTranscription = transcriptionDetailFixture({
  fileName: 'weekly-sync.m4a',
  ...meeting,
  transcriptText: meeting.words.map((word) => word.text).join(' '),
  speakerNames: { A: 'Priya' },
});
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

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
    onRenameSpeaker: fn(() => wait(500)),
    onEdit: fn(() => wait(500)),
    onUndo: fn(() => wait(500)),
    onRenameFile: fn(() => wait(500)),
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
/** A screen recording (video/webm): a video player above, which the words seek like the audio player. */
export const WithVideo: Story = {
  args: {
    transcription: transcriptionDetailFixture({ fileName: 'Screen recording 2026-11-27 14.05.webm', mimeType: 'video/webm' }),
    mediaUrl: '/api/transcriptions/tr-1/audio',
  },
};
/** The engine finished and heard no speech: said plainly, and the recording still plays. */
export const NoSpeechFound: Story = {
  args: {
    transcription: transcriptionDetailFixture({
      fileName: 'muted.webm',
      mimeType: 'video/webm',
      transcriptText: '',
      words: [],
      segments: [],
    }),
    mediaUrl: '/api/transcriptions/tr-1/audio',
  },
};
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

/** Speakers by turn (the owner can rename them), the engine's confidence, and the words it was unsure of underlined. */
export const WithSpeakers: Story = { args: { transcription: meetingTranscription } };

/** Someone else's view (the callbacks absent): nothing to rename, edit or undo. */
export const ReadOnly: Story = {
  args: { transcription: meetingTranscription, onRenameSpeaker: undefined, onEdit: undefined, onUndo: undefined, onRenameFile: undefined },
};

/**
 * The owner editing: 'Edit text', then click a paragraph; a save bumps the version, which brings 'Undo last edit';
 * speakers renamed here stay renamed. Works with the recording too: the player keeps going while a paragraph is open.
 */
export const Editing: Story = {
  args: { transcription: meetingTranscription, mediaUrl: '/api/transcriptions/tr-1/audio' },
  render: function Render(args: TranscriptViewerProps) {
    const [history, setHistory] = useState([meetingTranscription]);
    const current = history.at(-1) ?? meetingTranscription;
    const onEdit = async (edit: TranscriptTextEdit) => {
      await args.onEdit?.(edit);
      const words = applyEditFixture(current.words, edit);
      const text = words.map((word) => word.text).join(' ');
      setHistory((past) => [...past, { ...current, words, transcriptText: text, version: current.version + 1 }]);
    };
    const onUndo = async () => {
      await args.onUndo?.();
      setHistory((past) => (past.length > 1 ? past.slice(0, -1) : past));
    };
    const onRenameSpeaker = async (label: string, name: string) => {
      await args.onRenameSpeaker?.(label, name);
      setHistory((past) => past.map((entry) => ({ ...entry, speakerNames: { ...entry.speakerNames, [label]: name } })));
    };
    const onRenameFile = async (fileName: string) => {
      await args.onRenameFile?.(fileName);
      setHistory((past) => past.map((entry) => ({ ...entry, fileName })));
    };
    return (
      <TranscriptViewer
        {...args}
        transcription={current}
        onEdit={onEdit}
        onUndo={onUndo}
        onRenameSpeaker={onRenameSpeaker}
        onRenameFile={onRenameFile}
      />
    );
  },
};

/** An undo the server refuses: the toolbar says why. */
export const UndoFails: Story = {
  args: {
    transcription: { ...meetingTranscription, version: 2 },
    onUndo: fn(() => wait(500).then(() => Promise.reject(new Error('Could not undo the last edit: you are offline.')))),
  },
};

/** On a phone the toolbar wraps, times sit over their paragraphs, and the editor takes the full width. */
export const Phone: Story = {
  args: { transcription: { ...meetingTranscription, version: 1 }, mediaUrl: '/api/transcriptions/tr-1/audio' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
