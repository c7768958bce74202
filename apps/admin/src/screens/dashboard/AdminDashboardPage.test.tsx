import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, blobText, captureDownloads, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoDay } from '../../lib/format';
import { adminRoutes, adminUserFixture, paymentFixture, statsFixture } from '../../test-support/admin-fixtures';
import { renderAdmin, requestsTo } from '../../test-support/render-admin';

let api: FakeApi;
let downloads: ReturnType<typeof captureDownloads>;

const users = [
  adminUserFixture(),
  adminUserFixture({
    id: 'u-2',
    email: 'li@example.com',
    firstName: 'Li, "The Boss"',
    lastName: null,
    subscriptionPlan: 'free',
    subscriptionStatus: null,
    location: null,
    totalSpent: 0,
    lastActive: null,
  }),
];
const payments = [
  paymentFixture(),
  paymentFixture({
    id: 'p-2',
    userEmail: 'li@example.com',
    amount: 9,
    status: 'failed',
    location: null,
    paymentMethod: null,
    failureReason: 'Card declined',
  }),
];

beforeEach(async () => {
  api = await startFakeApi(adminRoutes(users, payments));
  downloads = captureDownloads();
});

afterEach(async () => {
  downloads.stop();
  await api.close();
});

function statCard(label: string) {
  return screen.getByRole('heading', { name: label }).closest('[data-slot="stat-card"]') as HTMLElement;
}

describe('Admin Dashboard', () => {
  it('shows the live badge, the stat cards, top countries and the trends', async () => {
    const { container } = renderAdmin('/', api);
    expect(await screen.findByText('1,284')).toBeInTheDocument();
    expect(within(statCard('Total Revenue')).getByText('$4,310.50')).toBeInTheDocument();
    expect(within(statCard('Conversion Rate')).getByText('14.2%')).toBeInTheDocument();
    expect(within(statCard('Active Subscribers')).getByText('12 users on the Pro trial')).toBeInTheDocument();
    expect(within(statCard('Abandoned Payments')).getByText('23')).toBeInTheDocument();
    const badge = container.querySelector('[data-slot="live-badge"]') as HTMLElement;
    await waitFor(() => expect(badge).toHaveTextContent('3 active users'));
    expect(badge).toHaveTextContent('42 page views/hour');
    const countries = screen.getByRole('list', { name: 'Top countries' });
    expect(within(countries).getAllByRole('listitem')[0]).toHaveTextContent('India412 users');
    expect(screen.getByRole('link', { name: 'Real-Time Analytics' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Storage Monitor' })).toBeInTheDocument();
    expect(await screen.findByRole('figure', { name: 'Sign-ups per day' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Revenue per day' })).toBeInTheDocument();
    // The live badge polls every 10 s on the dashboard; everything else once.
    expect(requestsTo(api, 'GET', '/api/admin/stats')).toHaveLength(1);
    await expectNoAxeViolations(container);
  });

  it('exports the users in the spec columns, quoted, to users-{date}.csv', async () => {
    renderAdmin('/', api);
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('ana@example.com');
    await userEvent.click(screen.getAllByRole('button', { name: 'Export CSV' })[0] as HTMLElement);
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    const file = downloads.files[0];
    expect(file?.fileName).toBe(`users-${isoDay(new Date())}.csv`);
    const text = (await blobText(file?.blob as Blob)).replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Email,Name,Plan,Country,City,Total Spent,Joined,Last Active');
    expect(lines[1]).toMatch(/^ana@example\.com,Ana García,Pro,Spain,Madrid,\$1234\.50,2026-11-2\d,2026-11-27 \d\d:30$/);
    expect(lines[2]).toMatch(/^li@example\.com,"Li, ""The Boss""",Free,,,\$0\.00,2026-11-2\d,$/);
    // Every account, asked for in big pages, not only the page on screen.
    expect(requestsTo(api, 'GET', '/api/admin/users').some((request) => request.query.get('limit') === '500')).toBe(true);
  });

  it('exports the payment attempts in the spec columns to payments-{date}.csv', async () => {
    renderAdmin('/', api);
    await userEvent.click(await screen.findByRole('tab', { name: 'Payment Attempts' }));
    const table = await screen.findByRole('table', { name: 'Payment attempts' });
    expect(await within(table).findByText('Card declined')).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads.files).toHaveLength(1));
    expect(downloads.files[0]?.fileName).toBe(`payments-${isoDay(new Date())}.csv`);
    const lines = (await blobText(downloads.files[0]?.blob as Blob)).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Email,Amount,Status,Country,Payment Method,Date,Failure Reason');
    expect(lines[1]).toMatch(/^ana@example\.com,\$15\.00,completed,Spain,card,2026-11-2\d \d\d:05,$/);
    expect(lines[2]).toMatch(/^li@example\.com,\$9\.00,failed,,,2026-11-2\d \d\d:05,Card declined$/);
  });

  it('shows the spec empty states', async () => {
    api.route('GET /api/admin/users', { body: { items: [], page: 1, limit: 50, total: 0 } });
    api.route('GET /api/admin/payment-attempts', { body: [] });
    api.route('GET /api/admin/stats', { body: statsFixture({ topCountries: [] }) });
    renderAdmin('/', api);
    expect(await screen.findByText('No user data available')).toBeInTheDocument();
    expect(await screen.findByText('No country data available')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Export CSV' })[0]).toBeDisabled();
    await userEvent.click(screen.getByRole('tab', { name: 'Payment Attempts' }));
    expect(await screen.findByText('No payment attempts found')).toBeInTheDocument();
  });

  it('searches users by e-mail', async () => {
    renderAdmin('/', api);
    const table = await screen.findByRole('table', { name: 'Users' });
    await within(table).findByText('li@example.com');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users by e-mail or name' }), 'ana');
    await waitFor(() => expect(within(table).queryByText('li@example.com')).not.toBeInTheDocument());
    expect(within(table).getByText('ana@example.com')).toBeInTheDocument();
    expect(requestsTo(api, 'GET', '/api/admin/users').some((request) => request.query.get('q') === 'ana')).toBe(true);
  });

  it('shows an error with Try again when the statistics fail, and recovers', async () => {
    api.route('GET /api/admin/stats', apiError(500, 'INTERNAL', 'The database is not answering.'));
    renderAdmin('/', api);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load statistics');
    api.route('GET /api/admin/stats', { body: statsFixture() });
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1,284')).toBeInTheDocument();
  });

  it('grants credits with a reason', async () => {
    api.route('POST /api/admin/users/u-1/credits', { body: { success: true, message: 'Granted.', creditsRemaining: 170 } });
    renderAdmin('/', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Grant credits to ana@example.com' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant credits' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 100,000.')).toBeInTheDocument();
    expect(within(dialog).getByText('Say why, for the audit log.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: 'Credits' }), '50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Refund for a failed upload');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Grant credits' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(api, 'POST', '/api/admin/users/u-1/credits')[0]?.body).toEqual({ credits: 50, reason: 'Refund for a failed upload' });
    expect(await screen.findByText('50 credits added to ana@example.com.')).toBeInTheDocument();
  });

  it('disables an account after a confirmation, and shows why it could not when it fails', async () => {
    api.route('POST /api/admin/users/u-1/disabled', apiError(409, 'CONFLICT', 'You cannot disable this account.'));
    renderAdmin('/', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable ana@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Disable this account?' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByText(/You cannot disable this account\./)).toBeInTheDocument();
    expect(requestsTo(api, 'POST', '/api/admin/users/u-1/disabled')[0]?.body).toEqual({ disabled: true, reason: 'Chargeback fraud' });

    api.route('POST /api/admin/users/u-1/disabled', {
      body: { success: true, message: 'Disabled.', user: adminUserFixture({ disabledAt: '2026-11-27T10:00:00.000Z' }) },
    });
    api.route('GET /api/admin/users', {
      body: { items: [adminUserFixture({ disabledAt: '2026-11-27T10:00:00.000Z' })], page: 1, limit: 50, total: 1 },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Enable ana@example.com' })).toBeInTheDocument();
  });
});
