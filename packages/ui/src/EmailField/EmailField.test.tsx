import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { EmailField } from './EmailField';

describe('EmailField', () => {
  it('is an e-mail input the browser can fill in, with an example address', async () => {
    const { container } = render(<EmailField label="Email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('inputmode', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('placeholder', 'you@example.com');
    await expectNoAxeViolations(container);
  });

  it('can go without the example address and the saved one', () => {
    render(<EmailField label="Type your e-mail address to confirm" autoComplete="off" placeholder={null} />);
    const input = screen.getByRole('textbox', { name: 'Type your e-mail address to confirm' });
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).not.toHaveAttribute('placeholder');
  });

  it('marks itself invalid and describes itself with the error and hint', async () => {
    const { container } = render(
      <EmailField label="Email Address" hint="We never share it." error="Please enter a valid email address." />,
    );
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid email address.');
    await expectNoAxeViolations(container);
  });
});
