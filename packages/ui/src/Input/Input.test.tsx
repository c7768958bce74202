import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Input } from './Input';

describe('Input', () => {
  it('takes typed text', async () => {
    const { container } = render(<Input aria-label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('data-slot', 'input');
    await userEvent.type(input, 'ada@example.com');
    expect(input).toHaveValue('ada@example.com');
    await expectNoAxeViolations(container);
  });

  it('passes the type and invalid state through', () => {
    render(<Input aria-label="Email" type="email" aria-invalid />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toBeInvalid();
  });

  it('can be disabled', () => {
    render(<Input aria-label="First Name" disabled />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBeDisabled();
  });
});
