import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { VerbatimProvider } from '../VerbatimProvider/VerbatimProvider';
import { SummaryDialog, type SummaryDialogProps } from './SummaryDialog';
import { type StoryAnswers, storyClient } from './story-client';

const SUMMARY =
  'The team agreed the upload work is done. The recorder ships next week.\n\nNext steps: review the roadmap and plan the summary feature.';

type Args = SummaryDialogProps & { answers: StoryAnswers };

const meta = {
  title: 'AI/SummaryDialog',
  component: SummaryDialog,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    transcription: { id: 'tr-1', fileName: 'team-meeting.mp3' },
    onClose: fn(),
    onError: fn(),
    onCopied: fn(),
    onCopyError: fn(),
    answers: { summary: SUMMARY },
  },
  render: ({ answers, ...props }) => (
    <VerbatimProvider client={storyClient(answers)}>
      <SummaryDialog {...props} />
    </VerbatimProvider>
  ),
} satisfies Meta<Args>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Made on this server from the transcript's own sentences; Generate streams the summary in. */
export const Extractive: Story = {};
/** Written by a configured model, with no daily limit. */
export const Model: Story = {
  args: {
    answers: { summary: SUMMARY, status: { writer: 'llm', speechEngine: 'local', model: 'llama3.1:8b', dailyLimit: null, usedToday: 0 } },
  },
};
/** Slow, to see the streaming state and Stop. */
export const Slow: Story = { args: { answers: { summary: SUMMARY, delayMs: 400 } } };
/** Today's answers are used up: the server refuses (the caller toasts 'Summary Failed'). */
export const LimitReached: Story = {
  args: {
    answers: {
      status: { writer: 'local', speechEngine: 'local', model: null, dailyLimit: 20, usedToday: 20 },
      summary: { status: 429, code: 'AI_DAILY_LIMIT', message: "You have used today's 20 AI answers." },
    },
  },
};
