import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { userFixture } from '../testing/user-fixture';
import { ProfileForm } from './ProfileForm';

const now = () => new Date('2026-03-01T10:00:00Z');

describe('ProfileForm', () => {
  it('shows the initial, the full name, the plan and what is left today, with the names to edit', async () => {
    const { container } = render(<ProfileForm user={userFixture({ trialTranscriptionsUsed: 1, credits: 0 })} onSave={vi.fn()} now={now} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Account Information' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="user-avatar-fallback"]')).toHaveTextContent('A');
    expect(container.querySelector('[data-slot="profile-name"]')).toHaveTextContent('Ada Lovelace');
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(container.querySelector('[data-slot="profile-plan"]')).toHaveTextContent('Free');
    // Today's free transcriptions, and the credit balance beside them: one is not told as the other.
    expect(screen.getByText('2 of 3 free transcriptions left today · 0 credits')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText(/Last Name/)).toHaveValue('Lovelace');
    await expectNoAxeViolations(container);
  });

  it('shows the e-mail for a user without a name, and credits on a paid plan', () => {
    const { container } = render(
      <ProfileForm
        user={userFixture({
          firstName: null,
          lastName: null,
          subscriptionPlan: 'pro',
          subscriptionStatus: 'active',
          subscriptionExpiresAt: '2026-04-01T00:00:00.000Z',
          credits: 1,
          freeAllowance: null,
        })}
        onSave={vi.fn()}
        now={now}
      />,
    );
    expect(container.querySelector('[data-slot="profile-name"]')).toHaveTextContent('ada@example.com');
    expect(container.querySelector('[data-slot="profile-plan"]')).toHaveTextContent('Pro');
    expect(container.querySelector('[data-slot="profile-allowance"]')).toHaveTextContent(/^1 credit$/);
  });

  it('saves the trimmed names only once something changed, a blank last name as null', async () => {
    const onSave = vi.fn();
    render(<ProfileForm user={userFixture()} onSave={onSave} now={now} />);
    const save = screen.getByRole('button', { name: 'Save Profile' });
    expect(save).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First Name'), ' ');
    expect(save).toBeDisabled();
    await userEvent.clear(screen.getByLabelText(/Last Name/));
    expect(save).toBeEnabled();
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.type(screen.getByLabelText('First Name'), '  Augusta ');
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: null });
  });

  it('asks for a first name instead of saving a blank one', async () => {
    const onSave = vi.fn();
    render(<ProfileForm user={userFixture()} onSave={onSave} now={now} />);
    await userEvent.clear(screen.getByLabelText('First Name'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
  });

  it('is busy while saving, and starts again from the saved names', async () => {
    const { rerender } = render(<ProfileForm user={userFixture()} onSave={vi.fn()} saving now={now} />);
    expect(screen.getByRole('button', { name: 'Save Profile' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('First Name'), 'x');
    rerender(<ProfileForm user={userFixture({ firstName: 'Adax' })} onSave={vi.fn()} now={now} />);
    expect(screen.getByLabelText('First Name')).toHaveValue('Adax');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  });

  it('signed out, shows every field disabled with a way to sign in', async () => {
    const { container } = render(<ProfileForm user={null} onSave={vi.fn()} signInHref="/auth?next=settings" />);
    for (const field of [screen.getByLabelText('First Name'), screen.getByLabelText('Last Name')]) {
      expect(field).toBeDisabled();
      expect(field).toHaveAttribute('placeholder', 'Sign in to edit');
    }
    expect(screen.getByRole('button', { name: 'Sign in to save' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=settings');
    await expectNoAxeViolations(container);
  });
});
