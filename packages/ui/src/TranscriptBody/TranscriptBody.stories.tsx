import type { Meta, StoryObj } from '@storybook/react-vite';
import type { TranscriptEdit } from '@verbatim/core-sdk/contracts';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { TranscriptBody, type TranscriptBodyProps } from './TranscriptBody';
import { applyEditFixture, MEETING_TURNS, speakerTranscriptFixture } from './transcript-body-fixture';

const meeting = speakerTranscriptFixture(MEETING_TURNS);
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Transcriptions/TranscriptBody',
  component: TranscriptBody,
  tags: ['autodocs'],
  args: { words: meeting.words, segments: meeting.segments, speakerNames: {}, playback: null },
  decorators: [
    (Story) => (
      <div className="max-w-2xl rounded-lg border bg-muted/20 p-4 text-sm leading-relaxed">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TranscriptBody>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Paragraphs by speaker turn, the name over each turn, and the words the engine was unsure of underlined. */
export const SpeakersAndUnsureWords: Story = {};

/** The timed view without a recording: start times, and words reachable with Tab and the arrow keys, each with its time. */
export const Timed: Story = { args: { timed: true } };

/** Names the owner gave: every turn of a speaker shows its name. */
export const RenamedSpeakers: Story = { args: { speakerNames: { A: 'Priya Raman', B: 'Sam' } } };

/** The owner's view: each name is a button that opens a small form; a save renames every turn of that speaker. */
export const Renaming: Story = {
  args: { onRenameSpeaker: fn() },
  render: function Render(args) {
    const [names, setNames] = useState<Record<string, string>>({ A: 'Priya' });
    const onRenameSpeaker = async (label: string, name: string) => {
      await args.onRenameSpeaker?.(label, name);
      await wait(600);
      setNames((current) => ({ ...current, [label]: name }));
    };
    return <TranscriptBody {...args} speakerNames={names} onRenameSpeaker={onRenameSpeaker} />;
  },
};

/** A rename the server refuses: the message shows under the field, which keeps what was typed. */
export const RenameFails: Story = {
  args: { onRenameSpeaker: () => wait(600).then(() => Promise.reject(new Error('Could not rename the speaker: you are offline.'))) },
};

function Editable(args: TranscriptBodyProps) {
  const [words, setWords] = useState(args.words);
  const onEdit = async (edit: TranscriptEdit) => {
    await args.onEdit?.(edit);
    await wait(600);
    setWords((current) => applyEditFixture(current, edit));
  };
  return <TranscriptBody {...args} words={words} onEdit={onEdit} />;
}

/** Edit mode: click a paragraph (or press Enter on it) to edit its text; Ctrl + Enter saves, Escape cancels. */
export const EditMode: Story = {
  args: { editing: true, timed: true, speakerNames: { A: 'Priya' }, onEdit: fn() },
  render: (args) => <Editable {...args} />,
};

/** A save the server refuses: the editor stays open with the text and says why. */
export const EditFails: Story = {
  args: {
    editing: true,
    onEdit: () => wait(600).then(() => Promise.reject(new Error('Someone else edited this transcript. Reload to see their change.'))),
  },
};

/** A transcript without word timings (older engines): plain paragraphs. */
export const TextOnly: Story = {
  args: {
    words: [],
    segments: [],
    text: 'Good morning everyone. Thanks for joining the weekly sync. Let us start with the roadmap. The upload work is done. The recorder ships next week.',
  },
};
