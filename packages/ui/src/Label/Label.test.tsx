import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from '../Input/Input';
import { expectNoAxeViolations } from '../testing/axe';
import { Label } from './Label';

describe('Label', () => {
  it('names its control and focuses it when clicked', async () => {
    const { container } = render(
      <div>
        <Label htmlFor="email">Email Address</Label>
        <Input id="email" />
      </div>,
    );
    const input = screen.getByRole('textbox', { name: 'Email Address' });
    await userEvent.click(screen.getByText('Email Address'));
    expect(input).toHaveFocus();
    expect(screen.getByText('Email Address')).toHaveAttribute('data-slot', 'label');
    await expectNoAxeViolations(container);
  });
});
