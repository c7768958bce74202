import { type AdminUser, type PaymentAttempt, planName } from '@verbatim/core-sdk/contracts';
import { toCsv } from '@verbatim/ui';
import { isoDay, isoMinute } from './format';

/** The spec's Users file columns, in order. */
export const USER_CSV_COLUMNS = ['Email', 'Name', 'Plan', 'Country', 'City', 'Total Spent', 'Joined', 'Last Active'] as const;
/** The spec's Payments file columns, in order. */
export const PAYMENT_CSV_COLUMNS = ['Email', 'Amount', 'Status', 'Country', 'Payment Method', 'Date', 'Failure Reason'] as const;

/** Amounts in the files are prefixed with $, without thousands separators, so that spreadsheets keep them as numbers. */
const amount = (value: number) => `$${value.toFixed(2)}`;

export function usersCsv(users: readonly AdminUser[]): string {
  return toCsv(
    USER_CSV_COLUMNS,
    users.map((user) => [
      user.email,
      [user.firstName, user.lastName].filter(Boolean).join(' '),
      // The plan's display name, as the table and the person's own screens show it, not its id.
      planName(user.subscriptionPlan),
      user.location?.country ?? '',
      user.location?.city ?? '',
      amount(user.totalSpent),
      isoDay(user.createdAt),
      isoMinute(user.lastActive),
    ]),
  );
}

export function paymentsCsv(payments: readonly PaymentAttempt[]): string {
  return toCsv(
    PAYMENT_CSV_COLUMNS,
    payments.map((payment) => [
      payment.userEmail,
      amount(payment.amount),
      payment.status,
      payment.location?.country ?? '',
      payment.paymentMethod ?? '',
      isoMinute(payment.createdAt),
      payment.failureReason ?? '',
    ]),
  );
}

/** Files are named by type and the day of the export: users-2026-11-27.csv, payments-2026-11-27.csv. */
export function exportFileName(type: 'users' | 'payments', now: Date = new Date()): string {
  return `${type}-${isoDay(now)}.csv`;
}

/** The production report's name when the server does not give one: production-report-2026-11-27.txt. */
export function reportFileName(now: Date = new Date()): string {
  return `production-report-${isoDay(now)}.txt`;
}
