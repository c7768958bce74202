import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { type ChatMessage, ChatPanel, type ChatPanelProps } from './ChatPanel';

const conversation: ChatMessage[] = [
  { id: '1', role: 'user', content: 'What did the team decide about the recorder?', timestamp: '2025-03-04T09:40:00.000Z' },
  {
    id: '2',
    role: 'assistant',
    content: 'At 0:05 the transcript says: "The recorder ships next week."',
    timestamp: '2025-03-04T09:40:02.000Z',
  },
];

/** Keeps the draft, as a page does. */
function Controlled(props: ChatPanelProps) {
  const [draft, setDraft] = useState(props.draft);
  return <ChatPanel {...props} draft={draft} onDraftChange={setDraft} />;
}

const meta = {
  title: 'AI/ChatPanel',
  component: ChatPanel,
  tags: ['autodocs'],
  args: {
    messages: conversation,
    draft: '',
    onDraftChange: fn(),
    onSend: fn(),
    onStop: fn(),
    timeZone: 'UTC',
    suggestions: ['What are the main points?', 'What was decided?', 'Which action items are there?'],
    note: <p className="text-muted-foreground text-xs">Answers quote the transcript's passages (no AI model is configured)</p>,
    className: 'h-[32rem] max-w-xl',
  },
  render: (args) => <Controlled {...args} />,
} satisfies Meta<typeof ChatPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversation: Story = {};
export const Empty: Story = { args: { messages: [] } };
export const Thinking: Story = { args: { pending: true, draft: '' } };
export const Streaming: Story = { args: { pending: true, streamingReply: 'At 0:12 Priya says the upload work' } };
export const NoText: Story = { args: { messages: [], disabledReason: 'This transcript has no text to ask about.' } };
