import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { FormField } from './FormField';

describe('FormField', () => {
  it('labels its input', async () => {
    const { container } = render(<FormField label="Email Address" type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).not.toBeInvalid();
    expect(input).not.toHaveAttribute('aria-describedby');
    await expectNoAxeViolations(container);
  });

  it('describes the input with its hint', () => {
    render(<FormField label="Password" type="password" hint="At least 8 characters." />);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 8 characters.');
  });

  it('marks the input invalid and describes it with the error', async () => {
    const { container } = render(<FormField label="Email Address" error="Email is required" hint="We never share it." />);
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it. Email is required');
    expect(screen.getByText('Email is required')).toHaveAttribute('data-slot', 'form-field-error');
    await expectNoAxeViolations(container);
  });

  it('marks optional fields in the label', () => {
    render(<FormField label="Last Name" optional />);
    expect(screen.getByRole('textbox', { name: 'Last Name (optional)' })).toBeInTheDocument();
  });

  it('uses a given id', () => {
    render(<FormField label="First Name" id="first-name" />);
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('id', 'first-name');
  });
});
