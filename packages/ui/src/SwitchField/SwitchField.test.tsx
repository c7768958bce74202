import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { SwitchField } from './SwitchField';

describe('SwitchField', () => {
  it('is a switch named by its label and described by its description', async () => {
    const { container } = render(
      <SwitchField label="Auto-download" description="Save each finished transcript." checked={false} onCheckedChange={vi.fn()} />,
    );
    const toggle = screen.getByRole('switch', { name: 'Auto-download' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAccessibleDescription('Save each finished transcript.');
    await expectNoAxeViolations(container);
  });

  it('toggles by click, by its label and from the keyboard', async () => {
    const onCheckedChange = vi.fn();
    const { rerender } = render(<SwitchField label="Weekly reports" checked={false} onCheckedChange={onCheckedChange} />);
    await userEvent.click(screen.getByRole('switch'));
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByText('Weekly reports'));
    expect(onCheckedChange).toHaveBeenCalledTimes(2);
    rerender(<SwitchField label="Weekly reports" checked onCheckedChange={onCheckedChange} />);
    screen.getByRole('switch').focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
    expect(screen.getByRole('switch')).toHaveAttribute('aria-checked', 'true');
  });

  it('does nothing while disabled', async () => {
    const onCheckedChange = vi.fn();
    render(<SwitchField label="Weekly reports" checked onCheckedChange={onCheckedChange} disabled />);
    expect(screen.getByRole('switch')).toBeDisabled();
    await userEvent.click(screen.getByRole('switch'));
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
