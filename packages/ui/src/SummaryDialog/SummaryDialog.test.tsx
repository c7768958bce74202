import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isApiError } from '@verbatim/core-sdk';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { SummaryDialog, type SummaryDialogProps } from './SummaryDialog';

let api: FakeApi;
let usedToday = 0;

beforeEach(async () => {
  usedToday = 0;
  api = await startFakeApi({
    'GET /api/ai/status': () => ({ body: { writer: 'local', model: null, dailyLimit: 20, usedToday } }),
    'POST /api/transcriptions/tr-1/summarize': ({ body }) => {
      usedToday += 1;
      const { summaryType, customPrompt } = body as { summaryType: string; customPrompt?: string };
      return {
        body: `A ${summaryType} summary${customPrompt ? ` (${customPrompt})` : ''}.\nThe upload work is done.`,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'verbatim-writer': 'local' },
      };
    },
  });
});

afterEach(async () => {
  await api.close();
});

function Harness(props: Partial<SummaryDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SummaryDialog transcription={open ? { id: 'tr-1', fileName: 'team-meeting.mp3' } : null} onClose={() => setOpen(false)} {...props} />
    </>
  );
}

function renderDialog(props: Partial<SummaryDialogProps> = {}) {
  const harness = hookHarness(api.url);
  return render(<Harness {...props} />, { wrapper: harness.wrapper });
}

const dialog = () => screen.getByRole('dialog', { name: 'Summarize team-meeting.mp3' });
const generate = () => within(dialog()).getByRole('button', { name: 'Generate' });

describe('SummaryDialog', () => {
  it('generates a summary of the chosen type, says what wrote it and what is left today, and copies it', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    const onCopied = vi.fn();
    renderDialog({ onCopy, onCopied });
    expect(
      await within(dialog()).findByText(
        "Extractive: the transcript's own key sentences, chosen offline on this server; these do not count against your daily AI answers.",
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).getByText('20 of 20 AI answers left today')).toBeInTheDocument();
    const type = within(dialog()).getByRole('combobox', { name: 'Summary type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Short', 'Detailed', 'Blog post', 'Social post', 'Custom']);
    expect(within(dialog()).getByRole('button', { name: 'Copy Summary' })).toBeDisabled();

    await user.selectOptions(type, 'Detailed');
    await user.click(generate());
    const result = await within(dialog()).findByText(/A detailed summary\./);
    expect(result).toHaveAttribute('aria-live', 'polite');
    expect(result).toHaveTextContent('A detailed summary. The upload work is done.');
    // The summary says who wrote it, as the answer's headers say.
    expect(within(dialog()).getByText('Answered offline from the transcript')).toBeInTheDocument();
    expect(api.requests.find((request) => request.path.endsWith('/summarize'))?.body).toEqual({ summaryType: 'detailed' });
    // The answer counted against today's: the figure is read again.
    expect(await within(dialog()).findByText('19 of 20 AI answers left today')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Copy Summary' }));
    expect(onCopy).toHaveBeenCalledWith('A detailed summary.\nThe upload work is done.');
    expect(onCopied).toHaveBeenCalledOnce();
    await expectNoAxeViolations(dialog());
  });

  it('asks for instructions for a custom summary, with Generate disabled while they are blank', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Summary type' }), 'custom');
    const instructions = screen.getByRole('textbox', { name: 'Custom instructions' });
    expect(generate()).toBeDisabled();
    await user.type(instructions, '   ');
    expect(generate()).toBeDisabled();
    await user.type(instructions, 'Action items only');
    expect(generate()).toBeEnabled();
    await user.click(generate());
    expect(await screen.findByText(/A custom summary \(Action items only\)\./)).toBeInTheDocument();
    expect(api.requests.find((request) => request.path.endsWith('/summarize'))?.body).toEqual({
      summaryType: 'custom',
      customPrompt: 'Action items only',
    });
  });

  it('hands a failure to the caller, and starts afresh when opened again', async () => {
    api.route('POST /api/transcriptions/tr-1/summarize', apiError(429, 'AI_DAILY_LIMIT', "You have used today's 20 AI answers."));
    const onError = vi.fn();
    const user = userEvent.setup();
    renderDialog({ onError });
    await user.click(generate());
    await waitFor(() => expect(onError).toHaveBeenCalledOnce());
    const error: unknown = onError.mock.calls[0]?.[0];
    expect(isApiError(error) && error.serverMessage).toBe("You have used today's 20 AI answers.");
    expect(screen.getByRole('button', { name: 'Copy Summary' })).toBeDisabled();

    api.route('POST /api/transcriptions/tr-1/summarize', {
      body: 'Short and sweet.',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
    await user.click(generate());
    expect(await screen.findByText('Short and sweet.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('The summary appears here as it is written.')).toBeInTheDocument();
    expect(screen.queryByText('Short and sweet.')).not.toBeInTheDocument();
  });
});
