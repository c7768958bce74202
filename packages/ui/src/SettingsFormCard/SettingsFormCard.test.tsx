import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CardContent } from '../Card/Card';
import { ShieldIcon } from '../Icons/Icons';
import { expectNoAxeViolations } from '../testing/axe';
import { SettingsCard } from './SettingsCard';
import { ExampleSettingsForm } from './settings-form-example';

const saved = { senderName: 'Ada', weeklyDigest: false };
const saveButton = () => screen.getByRole('button', { name: 'Save Digest' });
const submitForm = () => fireEvent.submit(saveButton().closest('form') as HTMLFormElement);

describe('SettingsCard', () => {
  it('is a region named by its h2 title, with the description under it and the body below', async () => {
    const { container } = render(
      <SettingsCard data-slot="privacy-card" icon={ShieldIcon} title="Data & Privacy" description="Your password and your data.">
        <CardContent>Body</CardContent>
      </SettingsCard>,
    );
    const region = screen.getByRole('region', { name: 'Data & Privacy' });
    expect(region).toHaveAttribute('data-slot', 'privacy-card');
    expect(screen.getByRole('heading', { level: 2, name: 'Data & Privacy' })).toBeInTheDocument();
    expect(screen.getByText('Your password and your data.')).toHaveAttribute('data-slot', 'card-description');
    expect(region).toHaveTextContent('Body');
    await expectNoAxeViolations(container);
  });

  it('leaves the description out when there is none', () => {
    const { container } = render(<SettingsCard icon={ShieldIcon} title="Subscription" />);
    expect(container.querySelector('[data-slot="card-description"]')).toBeNull();
    expect(screen.getByRole('region', { name: 'Subscription' })).toHaveAttribute('data-slot', 'settings-card');
  });
});

describe('SettingsFormCard with useSettingsForm', () => {
  it('enables Save only while something differs, and sends only what changed, normalized', async () => {
    const onSave = vi.fn();
    const { container } = render(<ExampleSettingsForm saved={saved} onSave={onSave} />);
    expect(saveButton()).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Sender Name'), '  ');
    expect(saveButton()).toBeDisabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Digest' }));
    expect(saveButton()).toBeEnabled();
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Digest' }));
    expect(saveButton()).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Sender Name'));
    await userEvent.type(screen.getByLabelText('Sender Name'), ' Augusta ');
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledExactlyOnceWith({ senderName: 'Augusta' });
    await expectNoAxeViolations(container);
  });

  it('starts again from the saved values when they change, and keeps the copy when they do not', async () => {
    const { rerender } = render(<ExampleSettingsForm saved={saved} onSave={vi.fn()} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Digest' }));
    rerender(<ExampleSettingsForm saved={{ ...saved }} onSave={vi.fn()} />);
    expect(screen.getByRole('switch', { name: 'Weekly Digest' })).toHaveAttribute('aria-checked', 'true');
    expect(saveButton()).toBeEnabled();
    rerender(<ExampleSettingsForm saved={{ senderName: 'Augusta', weeklyDigest: false }} onSave={vi.fn()} />);
    expect(screen.getByRole('switch', { name: 'Weekly Digest' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByLabelText('Sender Name')).toHaveValue('Augusta');
    expect(saveButton()).toBeDisabled();
  });

  it('does not send while a save is under way', async () => {
    const onSave = vi.fn();
    render(<ExampleSettingsForm saved={saved} onSave={onSave} saving />);
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Digest' }));
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    expect(saveButton()).toBeDisabled();
    submitForm();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the copy as typed when the save fails', async () => {
    const onSave = vi.fn().mockRejectedValue(new Error('offline'));
    render(<ExampleSettingsForm saved={saved} onSave={onSave} />);
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Digest' }));
    await userEvent.click(saveButton());
    expect(onSave).toHaveBeenCalledOnce();
    expect(screen.getByRole('switch', { name: 'Weekly Digest' })).toHaveAttribute('aria-checked', 'true');
    expect(saveButton()).toBeEnabled();
  });

  it('says what stops a save next to its field, until that field is edited', async () => {
    const onSave = vi.fn();
    render(<ExampleSettingsForm saved={saved} onSave={onSave} />);
    const senderName = screen.getByLabelText('Sender Name');
    await userEvent.clear(senderName);
    await userEvent.click(saveButton());
    expect(onSave).not.toHaveBeenCalled();
    expect(senderName).toHaveAccessibleDescription('Sender name is required');
    await userEvent.click(screen.getByRole('switch', { name: 'Weekly Digest' }));
    expect(senderName).toHaveAccessibleDescription('Sender name is required');
    await userEvent.type(senderName, 'B');
    expect(senderName).not.toHaveAccessibleDescription('Sender name is required');
  });

  it('signed out, shows the fields disabled with "Sign in to edit" and "Sign in to save", and sends nothing', async () => {
    const onSave = vi.fn();
    const { container } = render(<ExampleSettingsForm saved={undefined} onSave={onSave} signedOut />);
    expect(screen.getByLabelText('Sender Name')).toBeDisabled();
    expect(screen.getByLabelText('Sender Name')).toHaveAttribute('placeholder', 'Sign in to edit');
    expect(screen.getByRole('switch', { name: 'Weekly Digest' })).toBeDisabled();
    const signIn = screen.getByRole('button', { name: 'Sign in to save' });
    expect(signIn).toBeDisabled();
    fireEvent.submit(signIn.closest('form') as HTMLFormElement);
    expect(onSave).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
  });

  it('shows a skeleton while the saved values load, and a retry when they could not be', async () => {
    const onReload = vi.fn();
    const { rerender } = render(<ExampleSettingsForm saved={undefined} onSave={vi.fn()} />);
    expect(screen.getByText('Loading...').parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('button', { name: 'Save Digest' })).toBeNull();
    rerender(<ExampleSettingsForm saved={undefined} onSave={vi.fn()} loadError="Verbatim is not answering." onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your digest settings');
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onReload).toHaveBeenCalled();
  });
});
