import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { creditTransactionFixture, creditTransactionListFixture } from '../testing/billing-fixture';
import { CreditTransactionsTable } from './CreditTransactionsTable';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('CreditTransactionsTable', () => {
  it('lists date, description, type and signed amount, with a receipt for paid rows', async () => {
    const onReceipt = vi.fn();
    const { container } = render(
      <CreditTransactionsTable transactions={creditTransactionListFixture()} onReceipt={onReceipt} timeZone="UTC" />,
    );
    const table = screen.getByRole('table', { name: 'Transaction history' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Description', 'Type', 'Credits', 'Receipt']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map(cells)).toEqual([
      ['Mar 6, 2025', 'Transcription of team-meeting.mp3', 'Charge', 'Credits\u221213', '—'],
      ['Mar 5, 2025', 'Refund: corrupted-upload.wav failed', 'Refund', 'Credits+4', '—'],
      ['Mar 4, 2025', '500 credits', 'Purchase', 'Credits+500', 'Receipt'],
      ['Mar 1, 2025', 'Pro plan: 1,200 minutes for March', 'Grant', 'Credits+1,200', 'Receipt'],
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Receipt for 500 credits, Mar 4, 2025' }));
    expect(onReceipt).toHaveBeenCalledWith(creditTransactionListFixture()[2]);
    expect(screen.getAllByRole('button', { name: /^Receipt for/ })).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('offers no receipt without a way to download it', () => {
    render(<CreditTransactionsTable transactions={[creditTransactionFixture()]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('keeps a receipt busy until its download settles, failed or not', async () => {
    let finish: (error?: Error) => void = () => undefined;
    const onReceipt = vi.fn(
      () =>
        new Promise<void>((resolve, reject) => {
          finish = (error) => (error ? reject(error) : resolve());
        }),
    );
    render(<CreditTransactionsTable transactions={[creditTransactionFixture()]} onReceipt={onReceipt} timeZone="UTC" />);
    const button = screen.getByRole('button', { name: /^Receipt for 500 credits/ });
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    finish(new Error('offline'));
    await vi.waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(button).toBeEnabled();
  });

  it('says so when there are no transactions', async () => {
    const { container } = render(<CreditTransactionsTable transactions={[]} />);
    expect(screen.getByText('No transactions yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it("loads more with 'Load more', busy while it loads, and says when it failed", async () => {
    const onLoadMore = vi.fn();
    const rows = [creditTransactionFixture()];
    const { rerender } = render(<CreditTransactionsTable transactions={rows} hasMore onLoadMore={onLoadMore} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<CreditTransactionsTable transactions={rows} hasMore onLoadMore={onLoadMore} loadingMore />);
    const loading = screen.getByRole('button', { name: 'Loading...' });
    expect(loading).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(loading);
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(<CreditTransactionsTable transactions={rows} hasMore onLoadMore={onLoadMore} loadMoreError="Could not load older rows." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load older rows.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    rerender(<CreditTransactionsTable transactions={rows} onLoadMore={onLoadMore} />);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a skeleton while loading and an error with Try again', async () => {
    const onReload = vi.fn();
    const { container, rerender } = render(<CreditTransactionsTable transactions={undefined} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading transactions...');
    expect(container.querySelectorAll('[data-slot="skeleton"]').length).toBeGreaterThan(0);
    rerender(<CreditTransactionsTable transactions={undefined} error="Network error" onReload={onReload} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load your transactions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('keeps the rows when a reload fails', () => {
    render(<CreditTransactionsTable transactions={[creditTransactionFixture()]} error="Network error" />);
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
