import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../FormField/FormField';
import { expectNoAxeViolations } from '../testing/axe';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
import { usePendingPromise } from './use-pending-promise';

type HarnessProps = Partial<ConfirmDialogProps> & { withField?: boolean; confirm?: () => void | Promise<void> };

/** A caller as the app's dialogs are: it owns the open state, the field and the pending state. */
function Harness({ withField = false, confirm = vi.fn(), ...props }: HarnessProps) {
  const [open, setOpen] = useState(true);
  const [typed, setTyped] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);
  const { pending, track } = usePendingPromise();
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete Transcription"
        description='Are you sure you want to delete "meeting.mp3"? This action cannot be undone.'
        tone="destructive"
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        onConfirm={() => void track(confirm())}
        pending={pending}
        {...(withField ? { canConfirm: typed === 'DELETE', initialFocusRef: fieldRef } : {})}
        {...props}
      >
        {withField && (
          <FormField
            ref={fieldRef}
            label="Type DELETE to confirm"
            name="confirm"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        )}
      </ConfirmDialog>
    </>
  );
}

const confirmButton = () => screen.getByRole('button', { name: 'Delete' });

describe('ConfirmDialog', () => {
  it('shows a failure that concerns no field above the buttons, as an alert, and passes axe', async () => {
    const { baseElement } = render(<Harness error="This account cannot be disabled." />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Transcription' });
    expect(screen.getByRole('alert')).toHaveTextContent('This account cannot be disabled.');
    expect(dialog).toContainElement(screen.getByRole('alert'));
    await expectNoAxeViolations(baseElement);
  });

  it('asks with its title and description, focuses Cancel, and confirms with the destructive button', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn();
    render(<Harness confirm={confirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Transcription' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete "meeting.mp3"? This action cannot be undone.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(confirmButton()).toHaveAttribute('data-variant', 'destructive');
    expect(confirmButton()).toHaveAttribute('type', 'submit');
    await expectNoAxeViolations(document.body);
    await user.click(confirmButton());
    expect(confirm).toHaveBeenCalledOnce();
    // The caller closes it when the work is done, not the dialog.
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('closes with Cancel or Escape', async () => {
    const user = userEvent.setup();
    render(<Harness cancelLabel="Keep it" />);
    await user.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('focuses the field it needs, waits for it, and sends with Enter', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn();
    render(<Harness withField confirm={confirm} />);
    const field = screen.getByRole('textbox', { name: 'Type DELETE to confirm' });
    expect(field).toHaveFocus();
    expect(confirmButton()).toBeDisabled();
    await user.type(field, 'DEL{Enter}');
    expect(confirm).not.toHaveBeenCalled();
    await user.type(field, 'ETE{Enter}');
    expect(confirm).toHaveBeenCalledOnce();
    await expectNoAxeViolations(document.body);
  });

  it('stays open and busy while pending, whatever is pressed', async () => {
    const user = userEvent.setup();
    let settle: () => void = () => undefined;
    const confirm = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    render(<Harness confirm={confirm} />);
    await user.click(confirmButton());
    const busy = screen.getByRole('button', { name: 'Deleting...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    settle();
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(confirm).toHaveBeenCalledOnce();
  });

  it('stops being busy when the work fails, for another try', async () => {
    const user = userEvent.setup();
    const confirm = vi.fn().mockRejectedValueOnce(new Error('409')).mockResolvedValueOnce(undefined);
    render(<Harness confirm={confirm} />);
    await user.click(confirmButton());
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeEnabled();
    await user.click(confirmButton());
    expect(confirm).toHaveBeenCalledTimes(2);
  });

  it('has a neutral tone for what can be taken back', () => {
    render(<Harness tone="default" />);
    expect(confirmButton()).toHaveAttribute('data-variant', 'default');
  });
});
