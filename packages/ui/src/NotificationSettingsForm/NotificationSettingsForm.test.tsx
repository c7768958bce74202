import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_USER_PREFERENCES } from '@verbatim/core-sdk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { NotificationSettingsForm } from './NotificationSettingsForm';

describe('NotificationSettingsForm', () => {
  it('shows a switch per e-mail, as stored', async () => {
    const { container } = render(<NotificationSettingsForm preferences={DEFAULT_USER_PREFERENCES} onSave={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Email Notifications' })).toBeInTheDocument();
    expect(screen.getAllByRole('switch').map((s) => [s.textContent, s.getAttribute('aria-checked')])).toHaveLength(4);
    expect(screen.getByRole('switch', { name: 'Account Updates' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Transcription Complete' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('switch', { name: 'Processing Updates' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Weekly Reports' })).toHaveAttribute('aria-checked', 'false');
    await expectNoAxeViolations(container);
  });

  it('saves the switches that changed, once one did', async () => {
    const onSave = vi.fn();
    render(<NotificationSettingsForm preferences={DEFAULT_USER_PREFERENCES} onSave={onSave} />);
    const save = screen.getByRole('button', { name: 'Save Notification Settings' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Reports' }));
    await userEvent.click(screen.getByRole('switch', { name: 'Transcription Complete' }));
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ notifyTranscriptionComplete: false, notifyWeeklyReports: true });
  });

  it('is busy while saving', () => {
    render(<NotificationSettingsForm preferences={DEFAULT_USER_PREFERENCES} onSave={vi.fn()} saving />);
    expect(screen.getByRole('button', { name: 'Save Notification Settings' })).toHaveAttribute('aria-busy', 'true');
  });

  it('signed out, shows the switches disabled with "Sign in to save"', () => {
    render(<NotificationSettingsForm preferences={undefined} signedOut onSave={vi.fn()} />);
    for (const toggle of screen.getAllByRole('switch')) expect(toggle).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sign in to save' })).toBeDisabled();
  });

  it('offers to try again when the settings could not be loaded', async () => {
    const onReload = vi.fn();
    render(<NotificationSettingsForm preferences={undefined} error="Verbatim is not answering." onReload={onReload} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onReload).toHaveBeenCalled();
  });
});
