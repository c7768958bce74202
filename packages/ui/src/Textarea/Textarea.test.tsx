import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Textarea } from './Textarea';

describe('Textarea', () => {
  it('takes several lines of text', async () => {
    const { container } = render(<Textarea aria-label="Reason" />);
    const field = screen.getByRole('textbox', { name: 'Reason' });
    expect(field).toHaveAttribute('data-slot', 'textarea');
    expect(field).toHaveAttribute('rows', '3');
    await userEvent.type(field, 'Too expensive{Enter}for now');
    expect(field).toHaveValue('Too expensive\nfor now');
    await expectNoAxeViolations(container);
  });

  it('passes the invalid and disabled states through', () => {
    render(<Textarea aria-label="Reason" aria-invalid disabled />);
    const field = screen.getByRole('textbox', { name: 'Reason' });
    expect(field).toBeInvalid();
    expect(field).toBeDisabled();
  });
});
