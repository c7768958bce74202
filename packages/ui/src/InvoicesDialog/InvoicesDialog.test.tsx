import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@verbatim/core-sdk/contracts';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { InvoicesDialog } from './InvoicesDialog';

const invoice = (id: string, description: string, paidAt: string, amountCents = 1500): Invoice => ({
  id,
  description,
  amountCents,
  currency: 'USD',
  paidAt,
});
const invoices = {
  items: [
    invoice('i2', 'Pro plan, monthly (1,200 minutes)', '2026-03-01T09:00:00Z'),
    invoice('i1', '500 credits', '2026-02-01T09:00:00Z', 799),
  ],
  hasMore: false,
};

describe('InvoicesDialog', () => {
  it('lists each payment with its date and amount, and downloads its receipt', async () => {
    let finish: () => void = () => undefined;
    const onDownload = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<InvoicesDialog open onOpenChange={vi.fn()} invoices={invoices} onDownload={onDownload} timeZone="UTC" />);
    const dialog = screen.getByRole('dialog', { name: 'Invoices' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pro plan, monthly (1,200 minutes)Mar 1, 2026 · $15Receipt', '500 creditsFeb 1, 2026 · $7.99Receipt']);
    const first = within(dialog).getByRole('button', { name: 'Download receipt for Pro plan, monthly (1,200 minutes), Mar 1, 2026' });
    await userEvent.click(first);
    expect(onDownload).toHaveBeenCalledWith(invoices.items[0]);
    expect(first).toHaveAttribute('aria-busy', 'true');
    expect(within(dialog).getByRole('button', { name: /500 credits/ })).toBeDisabled();
    finish();
    await vi.waitFor(() => expect(first).not.toHaveAttribute('aria-busy'));
    await expectNoAxeViolations(dialog);
  });

  it('says when there are none, and where older ones are', () => {
    const { rerender } = render(
      <InvoicesDialog open onOpenChange={vi.fn()} invoices={{ items: [], hasMore: false }} onDownload={vi.fn()} />,
    );
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    rerender(<InvoicesDialog open onOpenChange={vi.fn()} invoices={{ ...invoices, hasMore: true }} onDownload={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'billing page' })).toHaveAttribute('href', '/billing');
  });

  it('offers to try again when they could not be loaded', async () => {
    const onReload = vi.fn();
    render(
      <InvoicesDialog
        open
        onOpenChange={vi.fn()}
        invoices={undefined}
        error="Verbatim is not answering."
        onReload={onReload}
        onDownload={vi.fn()}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: /Try again/ }));
    expect(onReload).toHaveBeenCalled();
  });
});
