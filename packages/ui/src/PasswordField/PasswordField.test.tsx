import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { NEW_PASSWORD_HINT, PasswordField } from './PasswordField';

describe('PasswordField', () => {
  it('asks for the current password without a hint', async () => {
    const { container } = render(<PasswordField label="Password" purpose="current" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    expect(input).not.toHaveAttribute('aria-describedby');
    await expectNoAxeViolations(container);
  });

  it('says the length rule under a new password', () => {
    render(<PasswordField label="New Password" purpose="new" />);
    const input = screen.getByLabelText('New Password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).toHaveAccessibleDescription('At least 8 characters.');
    expect(NEW_PASSWORD_HINT).toBe('At least 8 characters.');
  });

  it('asks for the new password again without repeating the rule', () => {
    render(<PasswordField label="Confirm Password" purpose="confirm" />);
    const input = screen.getByLabelText('Confirm Password');
    expect(input).toHaveAttribute('autocomplete', 'new-password');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('shows a hint it is given instead of the rule', () => {
    render(<PasswordField label="Password" purpose="current" hint="Enter your password to confirm it is you." />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Enter your password to confirm it is you.');
  });

  it('marks itself invalid and reads the error after the rule', async () => {
    const { container } = render(<PasswordField label="Password" purpose="new" error="Use at least 8 characters." />);
    const input = screen.getByLabelText('Password');
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('At least 8 characters. Use at least 8 characters.');
    expect(screen.getByText('Use at least 8 characters.')).toHaveAttribute('data-slot', 'form-field-error');
    await expectNoAxeViolations(container);
  });

  it('keeps a link beside its label', () => {
    render(<PasswordField label="Password" purpose="current" labelAside={<a href="/forgot-password">Forgot password?</a>} />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });
});
