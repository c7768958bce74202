import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_PREFERENCES, type SpeechLanguages } from '@verbatim/core-sdk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { TranscriptionDefaultsForm } from './TranscriptionDefaultsForm';

const cloud: SpeechLanguages = {
  engine: 'assemblyai',
  detectsLanguage: true,
  labelsSpeakers: true,
  languages: [
    { code: 'en-GB', name: 'British English' },
    { code: 'fr', name: 'French' },
  ],
};
const local: SpeechLanguages = {
  engine: 'local',
  detectsLanguage: false,
  labelsSpeakers: false,
  languages: [{ code: 'en', name: 'English' }],
};

describe('TranscriptionDefaultsForm', () => {
  it("offers the engine's languages after 'Detect automatically', the modes with what they do, the formats and the switches", async () => {
    const { container } = render(<TranscriptionDefaultsForm preferences={DEFAULT_USER_PREFERENCES} languages={cloud} onSave={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Transcription Defaults' })).toBeInTheDocument();
    const language = screen.getByRole('combobox', { name: 'Default Language' });
    expect(
      within(language)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Detect automatically', 'British English', 'French']);
    expect(language).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Default Export Format' })).toHaveValue('txt');
    const modes = screen.getByRole('group', { name: 'Transcription Mode' });
    expect(
      within(modes)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(['fast', 'balanced', 'accurate']);
    expect(within(modes).getByRole('radio', { name: /Balanced/ })).toBeChecked();
    expect(within(modes).getByText(/takes longer, misses fewer words/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Speaker Recognition' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Auto-download' })).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(container);
  });

  it('saves only what changed, once something did', async () => {
    const onSave = vi.fn();
    render(<TranscriptionDefaultsForm preferences={DEFAULT_USER_PREFERENCES} languages={cloud} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save Transcription Settings' });
    expect(save).toBeDisabled();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default Language' }), 'fr');
    await userEvent.click(screen.getByRole('radio', { name: /Accurate/ }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default Export Format' }), 'srt');
    await userEvent.click(screen.getByRole('switch', { name: 'Speaker Recognition' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-download' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Auto-download' }));
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ language: 'fr', mode: 'accurate', exportFormat: 'srt', speakerLabels: true });
  });

  it('goes back to nothing-to-save when a choice is undone, and when the saved settings arrive', async () => {
    const { rerender } = render(<TranscriptionDefaultsForm preferences={DEFAULT_USER_PREFERENCES} languages={cloud} onSave={vi.fn()} />);
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Default Export Format' }), 'pdf');
    expect(screen.getByRole('button', { name: 'Save Transcription Settings' })).toBeEnabled();
    rerender(
      <TranscriptionDefaultsForm
        preferences={{ ...DEFAULT_USER_PREFERENCES, exportFormat: 'pdf' }}
        languages={cloud}
        onSave={vi.fn()}
        saving
      />,
    );
    expect(screen.getByRole('button', { name: 'Save Transcription Settings' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Default Export Format' })).toHaveValue('pdf');
  });

  it('says what an engine without language detection or speaker labels can do', () => {
    render(<TranscriptionDefaultsForm preferences={DEFAULT_USER_PREFERENCES} languages={local} onSave={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Default Language' })).toHaveAccessibleDescription(
      'This server’s speech engine understands English only.',
    );
    expect(screen.getByRole('switch', { name: 'Speaker Recognition' })).toHaveAccessibleDescription(
      'Not available here: this server’s speech engine (PocketSphinx) does not separate speakers, so transcripts show no speaker turns.',
    );
  });

  it('shows Speaker Recognition off and disabled when the engine never labels speakers, even if it was saved on', async () => {
    const onSave = vi.fn();
    render(
      <TranscriptionDefaultsForm preferences={{ ...DEFAULT_USER_PREFERENCES, speakerLabels: true }} languages={local} onSave={onSave} />,
    );
    const speakers = screen.getByRole('switch', { name: 'Speaker Recognition' });
    expect(speakers).toBeDisabled();
    expect(speakers).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(speakers);
    expect(speakers).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('button', { name: 'Save Transcription Settings' })).toBeDisabled();
  });

  it('lets Speaker Recognition be turned on when the engine labels speakers', () => {
    render(<TranscriptionDefaultsForm preferences={DEFAULT_USER_PREFERENCES} languages={cloud} onSave={vi.fn()} />);
    expect(screen.getByRole('switch', { name: 'Speaker Recognition' })).toBeEnabled();
  });

  it('keeps showing a saved language the engine no longer offers', () => {
    render(<TranscriptionDefaultsForm preferences={{ ...DEFAULT_USER_PREFERENCES, language: 'ja' }} languages={local} onSave={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Default Language' })).toHaveValue('ja');
    expect(screen.getByRole('option', { name: 'ja (not offered by this server)' })).toBeInTheDocument();
  });

  it('shows a skeleton while loading and a retry when loading failed', async () => {
    const onReload = vi.fn();
    const { rerender } = render(<TranscriptionDefaultsForm preferences={undefined} languages={cloud} onSave={vi.fn()} loading />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    rerender(
      <TranscriptionDefaultsForm
        preferences={undefined}
        languages={cloud}
        onSave={vi.fn()}
        error="Verbatim is not answering."
        onReload={onReload}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onReload).toHaveBeenCalled();
  });

  it('signed out, shows the defaults disabled with "Sign in to save"', async () => {
    const { container } = render(<TranscriptionDefaultsForm preferences={undefined} languages={cloud} signedOut onSave={vi.fn()} />);
    expect(screen.getByRole('combobox', { name: 'Default Language' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Default Export Format' })).toBeDisabled();
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in to save' })).toBeDisabled();
    await expectNoAxeViolations(container);
  });
});
