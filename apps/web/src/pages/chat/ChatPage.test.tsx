import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  expectNoAxeViolations,
  type FakeApi,
  type FakeRequest,
  startFakeApi,
  transcriptionDetailFixture,
  userFixture,
} from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app';

let api: FakeApi;

const plain = (body: string) => ({ body, headers: { 'content-type': 'text/plain; charset=utf-8' } });
const chatRequests = () => api.requests.filter((request) => request.path === '/api/transcriptions/tr-1/chat');

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/transcriptions/tr-1': { body: transcriptionDetailFixture() },
    'GET /api/ai/status': { body: { writer: 'local', model: null, dailyLimit: 20, usedToday: 2 } },
    'POST /api/transcriptions/tr-1/chat': ({ body }) => plain(`You asked: ${(body as { message: string }).message}`),
  });
});

afterEach(async () => {
  await api.close();
  vi.restoreAllMocks();
});

const input = () => screen.getByRole('textbox', { name: 'Ask a question about the transcript' });
const log = () => screen.getByRole('log', { name: 'Conversation' });

describe('Chat', () => {
  it('shows the transcript beside the assistant, and says what answers', async () => {
    let release: (() => void) | undefined;
    api.route('GET /api/transcriptions/tr-1', async () => {
      await new Promise<void>((resolve) => (release = resolve));
      return { body: transcriptionDetailFixture() };
    });
    const { container } = renderApp('/chat/tr-1', api);
    expect(await screen.findByText('Loading transcript...')).toBeInTheDocument();
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chat about team-meeting.mp3' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Original Transcript' })).toHaveTextContent('Thanks for joining the weekly sync.');
    const assistant = screen.getByRole('region', { name: 'AI Chat Assistant' });
    expect(
      await within(assistant).findByText(
        "Answers quote the transcript's own sentences, found offline (no AI model is configured); they do not count against your daily AI answers",
      ),
    ).toBeInTheDocument();
    expect(within(assistant).getByText('18 of 20 AI answers left today')).toBeInTheDocument();
    expect(within(assistant).getByRole('button', { name: 'Send' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });

  it('sends with Enter, shows the answer, and sends the conversation so far with the next question', async () => {
    let release: (() => void) | undefined;
    api.route('POST /api/transcriptions/tr-1/chat', async ({ body }: FakeRequest) => {
      const { message } = body as { message: string };
      if (message === 'And then?') await new Promise<void>((resolve) => (release = resolve));
      return {
        ...plain(`You asked: ${message}`),
        headers: {
          'content-type': 'text/plain; charset=utf-8',
          'verbatim-writer': 'llm',
          'verbatim-model': 'llama3.1:8b',
          'access-control-expose-headers': 'verbatim-writer, verbatim-model',
        },
      };
    });
    api.route('GET /api/ai/status', { body: { writer: 'llm', model: 'llama3.1:8b', dailyLimit: null, usedToday: 0 } });
    const user = userEvent.setup();
    const { container } = renderApp('/chat/tr-1', api);
    expect(await screen.findByText('Answers by llama3.1:8b, grounded in the transcript')).toBeInTheDocument();
    await user.type(input(), 'What ships?{Shift>}{Enter}{/Shift}Next week?');
    expect(input()).toHaveValue('What ships?\nNext week?');
    await user.keyboard('{Enter}');
    expect(
      await within(log()).findByText('You asked: What ships? Next week?', { normalizer: (text) => text.replace(/\s+/g, ' ') }),
    ).toBeInTheDocument();
    expect(input()).toHaveValue('');
    // The answer names its writer, as the answer's headers say.
    expect(within(log()).getByText(/Answered by llama3\.1:8b/)).toBeInTheDocument();

    await user.type(input(), 'And then?{Enter}');
    expect(await screen.findByRole('button', { name: 'AI is thinking...' })).toBeDisabled();
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await within(log()).findByText('You asked: And then?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    const turns = within(log()).getAllByRole('listitem');
    expect(turns.map((turn) => turn.dataset.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(chatRequests().map((request) => request.body)).toEqual([
      { message: 'What ships?\nNext week?', history: [] },
      {
        message: 'And then?',
        history: [
          { role: 'user', content: 'What ships?\nNext week?' },
          { role: 'assistant', content: 'You asked: What ships?\nNext week?' },
        ],
      },
    ]);
    await expectNoAxeViolations(container);
  });

  it("says 'Chat Error' when a question is not answered, and gives the question back", async () => {
    api.route('POST /api/transcriptions/tr-1/chat', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const user = userEvent.setup();
    renderApp('/chat/tr-1', api);
    await screen.findByRole('heading', { level: 1 });
    await user.type(input(), 'Who spoke first?{Enter}');
    expect(await screen.findByText('Chat Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(input()).toHaveValue('Who spoke first?');
    expect(within(log()).queryByText('Who spoke first?')).not.toBeInTheDocument();

    // Today's answers used up: the server's own sentence says so.
    api.route('POST /api/transcriptions/tr-1/chat', apiError(429, 'AI_DAILY_LIMIT', "You have used today's 20 AI answers."));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText("You have used today's 20 AI answers.")).toBeInTheDocument();
  });

  it('offers questions to start with, and cannot be asked about a transcript without text', async () => {
    const user = userEvent.setup();
    const { unmount } = renderApp('/chat/tr-1', api);
    await user.click(await screen.findByRole('button', { name: 'What was decided?' }));
    expect(await within(log()).findByText('You asked: What was decided?')).toBeInTheDocument();
    unmount();

    api.route('GET /api/transcriptions/tr-1', { body: transcriptionDetailFixture({ transcriptText: '', words: [] }) });
    renderApp('/chat/tr-1', api);
    expect(await screen.findByText('This transcript has no text to ask about.')).toBeInTheDocument();
    expect(screen.getByText('No transcript text available')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('closes the window, or goes to the list when the page cannot close it', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const { router } = renderApp('/chat/tr-1', api);
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(close).toHaveBeenCalledOnce();
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
  });

  it('says when the transcript does not exist or is not the user’s, with Go Back', async () => {
    api.route('GET /api/transcriptions/tr-1', apiError(404, 'NOT_FOUND', 'Transcription not found.'));
    const user = userEvent.setup();
    const { container, router } = renderApp('/chat/tr-1', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Transcript Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The transcript you're looking for doesn't exist or you don't have access to it.")).toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/transcriptions'));
  });
});
