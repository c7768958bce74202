import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { type ChatMessage, ChatPanel, type ChatPanelProps } from './ChatPanel';

const conversation: ChatMessage[] = [
  { id: '1', role: 'user', content: 'What ships next week?', timestamp: '2025-03-04T09:40:00.000Z' },
  {
    id: '2',
    role: 'assistant',
    content: 'The recorder.',
    timestamp: '2025-03-04T09:41:00.000Z',
    answeredBy: 'Answered offline from the transcript',
  },
];

function Harness(props: Partial<ChatPanelProps>) {
  const [draft, setDraft] = useState('');
  return <ChatPanel messages={[]} onSend={vi.fn()} timeZone="UTC" {...props} draft={draft} onDraftChange={setDraft} />;
}

const input = () => screen.getByRole('textbox', { name: 'Ask a question about the transcript' });

describe('ChatPanel', () => {
  it('shows the conversation with who said what and when', async () => {
    const { container } = render(<Harness messages={conversation} />);
    expect(screen.getByRole('region', { name: 'AI Chat Assistant' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Conversation' });
    const turns = within(log).getAllByRole('listitem');
    expect(turns.map((turn) => turn.dataset.role)).toEqual(['user', 'assistant']);
    expect(turns[0]).toHaveTextContent('You: What ships next week?9:40 AM');
    expect(turns[1]).toHaveTextContent('Assistant: The recorder.Answered offline from the transcript · 9:41 AM');
    await expectNoAxeViolations(container);
  });

  it('sends with Enter, keeps Shift+Enter as a new line, and never sends a blank question', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    render(<Harness onSend={onSend} />);
    const send = screen.getByRole('button', { name: 'Send' });
    expect(send).toBeDisabled();
    await user.type(input(), '   {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(input());
    await user.type(input(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveValue('First line\nsecond line');
    expect(send).toBeEnabled();
    await user.type(input(), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line');
    await user.click(send);
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('says the AI is thinking while a reply is pending, shows it as it streams, and can stop it', async () => {
    const onSend = vi.fn();
    const onStop = vi.fn();
    const user = userEvent.setup();
    const { rerender, container } = render(<Harness messages={conversation.slice(0, 1)} pending onSend={onSend} onStop={onStop} />);
    await user.type(input(), 'Another{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'AI is thinking...' })).toBeDisabled();
    expect(screen.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    rerender(<Harness messages={conversation.slice(0, 1)} pending streamingReply="The rec" onSend={onSend} onStop={onStop} />);
    expect(within(screen.getByRole('log')).getAllByRole('listitem')[1]).toHaveTextContent('Assistant: The rec');
    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);
  });

  it('offers questions to start with, and says why nothing can be asked', async () => {
    const onSend = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(<Harness onSend={onSend} suggestions={['What was decided?']} />);
    expect(screen.getByText('Ask anything about this transcript')).toBeInTheDocument();
    await user.click(within(screen.getByRole('list', { name: 'Suggested questions' })).getByRole('button', { name: 'What was decided?' }));
    expect(onSend).toHaveBeenCalledWith('What was decided?');
    rerender(<Harness onSend={onSend} suggestions={['What was decided?']} disabledReason="This transcript has no text to ask about." />);
    expect(screen.getByText('This transcript has no text to ask about.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'What was decided?' })).not.toBeInTheDocument();
  });
});
