import type { Invoice, InvoiceList } from '@verbatim/core-sdk/contracts';
import { useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../Dialog/Dialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { DownloadIcon, ReceiptIcon } from '../Icons/Icons';
import { AppLink } from '../Link/Link';
import { formatDate, formatMoney } from '../lib/format';
import { Skeleton } from '../Skeleton/Skeleton';

export interface InvoicesDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The completed payments; undefined while they load. */
  invoices: InvoiceList | undefined;
  loading?: boolean;
  error?: string | null;
  onReload?: () => void;
  /** Saves one invoice's receipt; a returned promise keeps its button busy until it settles. */
  onDownload: (invoice: Invoice) => void | Promise<void>;
  /** Where every payment is listed, for older ones than the dialog shows. */
  billingHref?: string;
  timeZone?: string;
}

/** 'Download Invoices': the person's payments, newest first, each with its receipt (a PDF) to save. */
export function InvoicesDialog({
  open,
  onOpenChange,
  invoices,
  loading = false,
  error,
  onReload,
  onDownload,
  billingHref = '/billing',
  timeZone,
}: InvoicesDialogProps) {
  const [busy, setBusy] = useState<string | null>(null);

  const download = async (invoice: Invoice) => {
    setBusy(invoice.id);
    try {
      await onDownload(invoice);
    } catch {
      // The caller says what went wrong; the button is free again.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="invoices-dialog">
        <DialogHeader>
          <DialogTitle>Invoices</DialogTitle>
          <DialogDescription>A receipt for each payment, newest first.</DialogDescription>
        </DialogHeader>
        {error && !invoices ? (
          <ErrorState title="Could not load your invoices" message={error} onRetry={onReload} retrying={loading} />
        ) : !invoices ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-12 w-full" />
            <Skeleton className="h-12 w-full" />
            <span className="sr-only">Loading...</span>
          </div>
        ) : invoices.items.length === 0 ? (
          <EmptyState
            icon={<ReceiptIcon className="size-6" />}
            title="No invoices yet"
            description="Receipts appear here once a payment completes."
          />
        ) : (
          <ul className="grid max-h-[60vh] gap-2 overflow-y-auto">
            {invoices.items.map((invoice) => {
              const date = formatDate(invoice.paidAt, { timeZone });
              return (
                <li key={invoice.id} className="flex items-center gap-3 rounded-lg border p-3">
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-sm">{invoice.description}</p>
                    <p className="text-muted-foreground text-xs">
                      {date} · {formatMoney(invoice.amountCents, { currency: invoice.currency })}
                    </p>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    loading={busy === invoice.id}
                    disabled={busy !== null && busy !== invoice.id}
                    aria-label={`Download receipt for ${invoice.description}, ${date}`}
                    onClick={() => void download(invoice)}
                  >
                    <DownloadIcon />
                    Receipt
                  </Button>
                </li>
              );
            })}
          </ul>
        )}
        {invoices?.hasMore && (
          <p className="text-muted-foreground text-sm">
            Older payments are listed on the{' '}
            <AppLink href={billingHref} className="font-medium text-primary underline-offset-4 hover:underline">
              billing page
            </AppLink>
            .
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
