import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Toaster } from './Toaster';
import { dismissToast, toast } from './toast-store';

function viewport() {
  return screen.getByRole('region', { name: /Notifications/ });
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast with its title and description', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      toast({ title: 'Welcome, Ada!', description: 'You are signed in.' });
    });
    const item = within(viewport()).getByRole('listitem');
    expect(item).toHaveTextContent('Welcome, Ada!');
    expect(item).toHaveTextContent('You are signed in.');
    await expectNoAxeViolations(container);
  });

  it('shows one toast at a time', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First' });
      toast({ title: 'Second' });
    });
    const items = within(viewport()).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]).toHaveTextContent('Second');
  });

  it('renders the variant', () => {
    render(<Toaster />);
    act(() => {
      toast({ variant: 'destructive', title: 'Sign in failed' });
    });
    const item = viewport().querySelector('[data-slot="toast"]');
    expect(item).toHaveAttribute('data-variant', 'destructive');
    expect(item?.className).toContain('bg-destructive');
  });

  it('closes with its close button', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Copied to Clipboard' });
    });
    await userEvent.click(within(viewport()).getByRole('button', { name: 'Close' }));
    expect(within(viewport()).queryByText('Copied to Clipboard')).not.toBeInTheDocument();
  });

  it('closes by itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Profile Updated' });
    });
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(within(viewport()).getByText('Profile Updated')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(within(viewport()).queryByText('Profile Updated')).not.toBeInTheDocument();
  });

  it('focuses the viewport on F8', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Translation Complete' });
    });
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(within(viewport()).getByRole('list')).toHaveFocus();
  });
});
