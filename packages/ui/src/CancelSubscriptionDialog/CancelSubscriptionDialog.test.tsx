import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { CancelSubscriptionDialog, type CancelSubscriptionDialogProps } from './CancelSubscriptionDialog';

function Harness(props: Partial<CancelSubscriptionDialogProps>) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <CancelSubscriptionDialog open={open} onOpenChange={setOpen} onConfirm={vi.fn()} {...props} />
    </>
  );
}

const field = () => screen.getByRole('textbox', { name: 'Why are you cancelling?' });
const confirm = () => screen.getByRole('button', { name: 'Cancel Subscription' });

describe('CancelSubscriptionDialog', () => {
  it('asks for a reason, with the confirm button disabled while it is blank', async () => {
    const onConfirm = vi.fn();
    render(<Harness onConfirm={onConfirm} planName="Pro" accessUntil="2025-04-01T00:00:00Z" timeZone="UTC" />);
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel Subscription' });
    expect(dialog).toHaveAccessibleDescription('Your Pro plan will not renew. You keep access and your credits until Apr 1, 2025.');
    expect(field()).toHaveFocus();
    expect(confirm()).toBeDisabled();
    await userEvent.type(field(), '   ');
    expect(confirm()).toBeDisabled();
    await userEvent.type(field(), 'Too expensive');
    expect(confirm()).toBeEnabled();
    await userEvent.click(confirm());
    expect(onConfirm).toHaveBeenCalledWith('Too expensive');
    await expectNoAxeViolations(document.body);
  });

  it('reports a blank reason sent with Enter, and sends a real one with Enter', async () => {
    const onConfirm = vi.fn();
    const onReasonMissing = vi.fn();
    render(<Harness onConfirm={onConfirm} onReasonMissing={onReasonMissing} />);
    await userEvent.type(field(), '{Enter}');
    expect(onReasonMissing).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(field()).toHaveFocus();
    await userEvent.type(field(), 'One{Shift>}{Enter}{/Shift}Two');
    expect(field()).toHaveValue('One\nTwo');
    await userEvent.type(field(), '{Enter}');
    expect(onConfirm).toHaveBeenCalledWith('One\nTwo');
  });

  it('stays open and busy until the cancellation settles, and keeps the reason after a failure', async () => {
    let settle: (error?: Error) => void = () => undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          settle = (error) => (error ? reject(error) : resolve());
        }),
    );
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.type(field(), 'Moving to another tool');
    await userEvent.click(confirm());
    const busy = screen.getByRole('button', { name: 'Cancelling...' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Keep Subscription' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    settle(new Error('409'));
    expect(await screen.findByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
    expect(field()).toHaveValue('Moving to another tool');
  });

  it('closes with Keep Subscription and starts empty when opened again', async () => {
    render(<Harness />);
    await userEvent.type(field(), 'Something');
    await userEvent.click(screen.getByRole('button', { name: 'Keep Subscription' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(field()).toHaveValue('');
  });

  it('is busy while the caller says so', () => {
    render(<Harness busy />);
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    expect(field()).toHaveAttribute('readonly');
  });
});
