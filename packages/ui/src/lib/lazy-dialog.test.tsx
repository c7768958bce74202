import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

interface NoteProps {
  open: boolean;
  onClose: () => void;
}

function Note({ open }: NoteProps) {
  return <p data-open={open}>note</p>;
}

function noteDialog(load: () => Promise<typeof Note>) {
  return lazyDialog(load, { isOpen: (props: NoteProps) => props.open, close: (props) => props.onClose() });
}

describe('lazyDialog', () => {
  it('loads nothing and renders nothing until first opened, then stays mounted', async () => {
    const load = vi.fn(async () => Note);
    const Dialog = noteDialog(load);
    const { rerender } = render(<Dialog open={false} onClose={vi.fn()} />);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByText('note')).not.toBeInTheDocument();

    rerender(<Dialog open onClose={vi.fn()} />);
    expect(await screen.findByText('note')).toHaveAttribute('data-open', 'true');
    // Mounted from then on, so that closing animates and the next opening is immediate.
    rerender(<Dialog open={false} onClose={vi.fn()} />);
    expect(screen.getByText('note')).toHaveAttribute('data-open', 'false');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('opens at once when preloaded', async () => {
    const Dialog = noteDialog(async () => Note);
    await Dialog.preload();
    render(<Dialog open onClose={vi.fn()} />);
    expect(screen.getByText('note')).toHaveAttribute('data-open', 'true');
  });

  it('closes when its code cannot be loaded, and tries again on the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Note>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Note);
    const Dialog = noteDialog(load);
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open onClose={onClose} />);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('note')).not.toBeInTheDocument();

    // Still open until the caller's state catches up: no second attempt meanwhile.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(load).toHaveBeenCalledTimes(1);

    rerender(<Dialog open={false} onClose={onClose} />);
    rerender(<Dialog open onClose={onClose} />);
    expect(await screen.findByText('note')).toHaveAttribute('data-open', 'true');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
