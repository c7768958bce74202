import type { PaymentAttempt } from '@verbatim/core-sdk/contracts';
import { Badge, type BadgeProps, csvBlob, DataTable, type DataTableColumn, errorMessage, saveFile, usePaymentAttempts } from '@verbatim/ui';
import { exportFileName, paymentsCsv } from '../../lib/csv-exports';
import { formatDollars } from '../../lib/format';

const STATUS: Record<PaymentAttempt['status'], BadgeProps['variant']> = {
  completed: 'success',
  failed: 'destructive',
  pending: 'warning',
  abandoned: 'outline',
};

const dateTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const columns: DataTableColumn<PaymentAttempt>[] = [
  { key: 'email', header: 'Email', cell: (payment) => payment.userEmail },
  { key: 'amount', header: 'Amount', className: 'text-right tabular-nums', cell: (payment) => formatDollars(payment.amount) },
  {
    key: 'status',
    header: 'Status',
    cell: (payment) => (
      <Badge variant={STATUS[payment.status]} className="capitalize">
        {payment.status}
      </Badge>
    ),
  },
  { key: 'country', header: 'Country', cell: (payment) => payment.location?.country ?? '—' },
  { key: 'method', header: 'Payment Method', cell: (payment) => payment.paymentMethod ?? '—' },
  { key: 'date', header: 'Date', className: 'whitespace-nowrap', cell: (payment) => dateTime.format(new Date(payment.createdAt)) },
  { key: 'reason', header: 'Failure Reason', cell: (payment) => payment.failureReason ?? '—' },
];

/** Every payment attempt, newest first, with the CSV export. */
export function PaymentsTab() {
  const payments = usePaymentAttempts();
  return (
    <DataTable
      caption="Payment attempts"
      columns={columns}
      rows={payments.data}
      rowKey={(payment) => payment.id}
      emptyText="No payment attempts found"
      error={payments.isError ? errorMessage(payments.error, 'The payment attempts could not be loaded.') : null}
      onRetry={() => void payments.refetch()}
      retrying={payments.isFetching}
      onExport={() => payments.data && saveFile(csvBlob(paymentsCsv(payments.data)), exportFileName('payments'))}
    />
  );
}
