import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminRoutes, adminUserFixture } from '../../test-support/admin-fixtures';
import { renderAdmin, requestsTo } from '../../test-support/render-admin';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi(
    adminRoutes([
      adminUserFixture(),
      adminUserFixture({ id: 'u-2', email: 'pending@example.com', firstName: 'Pen', lastName: null, emailVerified: false }),
      adminUserFixture({
        id: 'u-3',
        email: 'banned@example.com',
        firstName: 'Ban',
        lastName: null,
        emailVerified: false,
        disabledAt: '2026-11-27T10:00:00.000Z',
      }),
    ]),
  );
});

afterEach(async () => {
  await api.close();
});

const row = (email: string) => screen.getByText(email).closest('tr') as HTMLElement;

describe('the users table', () => {
  it('marks an account whose owner has not verified the address, and no other', async () => {
    renderAdmin('/', api);
    const pending = (await screen.findByText('pending@example.com', undefined, { timeout: 8000 })).closest('tr') as HTMLElement;
    expect(within(pending).getByText('Unverified')).toBeInTheDocument();
    const verified = screen.getByText('ana@example.com').closest('tr') as HTMLElement;
    expect(within(verified).queryByText('Unverified')).toBeNull();
  }, 30_000);

  it('resends the verification e-mail from the keyboard after a confirmation, with the refusal or the address it went to', async () => {
    const path = '/api/admin/users/u-2/verification-email';
    api.route(`POST ${path}`, apiError(429, 'RATE_LIMITED', 'pending@example.com has been sent several verification links lately.'));
    const { container } = renderAdmin('/', api);
    await screen.findByText('pending@example.com', undefined, { timeout: 8000 });
    // Only an unverified account that may sign in has the button: a verified one needs no link, a disabled one gets none.
    expect(within(row('ana@example.com')).queryByRole('button', { name: /Resend verification/ })).toBeNull();
    expect(within(row('banned@example.com')).queryByRole('button', { name: /Resend verification/ })).toBeNull();
    const button = within(row('pending@example.com')).getByRole('button', { name: 'Resend verification e-mail to pending@example.com' });
    expect(button).toHaveTextContent('Resend verification');
    await expectNoAxeViolations(container);

    for (let step = 0; step < 60 && document.activeElement !== button; step++) await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Resend the verification e-mail?' });
    expect(dialog).toHaveTextContent('pending@example.com will get a new verification link; the links sent before will stop working.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    expect(await within(dialog).findByText(/pending@example\.com has been sent several verification links lately\./)).toBeInTheDocument();

    const sent = 'A new verification link was sent to pending@example.com. It works for 7 days; links sent before no longer work.';
    api.route(`POST ${path}`, { body: { success: true, message: sent } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await screen.findByText(sent)).toBeInTheDocument();
    expect(requestsTo(api, 'POST', path)).toHaveLength(2);
  }, 30_000);
});
