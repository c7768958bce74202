import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { LoadMore } from './LoadMore';

describe('LoadMore', () => {
  it('loads on a press, and stays focusable but inert while loading', async () => {
    const onLoadMore = vi.fn();
    const { rerender, container } = render(<LoadMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    rerender(<LoadMore onLoadMore={onLoadMore} loading />);
    const busy = screen.getByRole('button', { name: /Loading/ });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    busy.focus();
    await userEvent.keyboard('{Enter}');
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    expect(busy).toHaveFocus();
    await expectNoAxeViolations(container);
  });

  it('says why the last attempt failed and offers to try again', async () => {
    const onLoadMore = vi.fn();
    render(<LoadMore onLoadMore={onLoadMore} error="Could not load more rows." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load more rows.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
