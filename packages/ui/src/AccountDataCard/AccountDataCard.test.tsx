import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccountDeletionLosses, AccountExport } from '@verbatim/core-sdk/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { blobText, captureDownloads } from '../testing/downloads';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { userFixture } from '../testing/user-fixture';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { AccountDataCard, type AccountDataCardProps, AccountDataPanel } from './AccountDataCard';
import { accountExportFixture } from './account-export-fixture';

let api: FakeApi;
let exports: AccountExport[];

/** What the server counts for a Pro subscriber with work and links out in the world. */
const LOSSES: AccountDeletionLosses = {
  credits: 1412,
  plan: { plan: 'pro', name: 'Pro', status: 'active', endsAt: '2026-12-20T10:00:00.000Z' },
  transcriptions: 12,
  publishableKeys: 1,
  sharedLinks: 2,
  secretKeys: 2,
  webhookEndpoints: 1,
};
const NOTHING: AccountDeletionLosses = {
  credits: 0,
  plan: null,
  transcriptions: 0,
  publishableKeys: 0,
  sharedLinks: 0,
  secretKeys: 0,
  webhookEndpoints: 0,
};

beforeEach(async () => {
  exports = [];
  api = await startFakeApi({
    'GET /api/account/exports': () => ({ body: { items: exports } }),
    'POST /api/account/exports': () => {
      const started = accountExportFixture({ status: 'preparing', readyAt: null, expiresAt: null, sizeBytes: null, transcriptCount: null });
      exports = [started];
      return { status: 202, body: { export: started, started: true } };
    },
    'GET /api/account/deletion': { body: { confirmWith: 'password', graceDays: 15, losses: NOTHING } },
    'POST /api/account/deletion': ({ body }) =>
      (body as { password?: string }).password === 'right password'
        ? {
            status: 202,
            body: {
              success: true,
              message:
                'Your account will be deleted on December 15, 2026. We have e-mailed you a link that cancels the deletion until then.',
              deleteAt: '2026-12-15T10:00:00.000Z',
            },
          }
        : apiError(403, 'INVALID_CREDENTIALS', 'That password is not right.'),
  });
});

afterEach(async () => {
  await api.close();
});

function renderCard(props: AccountDataCardProps = {}) {
  const harness = hookHarness(api.url);
  harness.queryClient.setQueryData(currentUserQueryKey, userFixture());
  const view = render(<AccountDataCard timeZone="UTC" {...props} />, { wrapper: harness.wrapper });
  return { ...view, harness };
}

describe('AccountDataCard', () => {
  it('starts an export, shows its progress, then a Download with its size and expiry', async () => {
    const user = userEvent.setup();
    const { container, harness } = renderCard();
    expect(screen.getByRole('region', { name: 'Data & Privacy' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByText(/Preparing your export/)).toBeInTheDocument();
    expect(await screen.findByText('Data Export Requested')).toBeInTheDocument();
    expect(screen.getByText(/We'll e-mail you within 24 hours when it's ready/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export all my data' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);

    exports = [accountExportFixture()];
    await harness.queryClient.invalidateQueries();
    expect(await screen.findByText(/Your export is ready \(47\.08 KB, 3 transcripts\)\. You can download it until/)).toBeInTheDocument();
    expect(screen.getByText('Dec 7, 2026')).toHaveAttribute('datetime', '2026-12-07T10:01:00.000Z');
    expect(screen.getByRole('button', { name: 'Export again' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('downloads the ZIP under the name the server gives', async () => {
    exports = [accountExportFixture()];
    api.route(`GET /api/account/exports/${exports[0]?.id}/download`, {
      body: 'PK-zip-bytes',
      headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="verbatim-export-2026-11-30.zip"' },
    });
    const downloads = captureDownloads();
    try {
      const user = userEvent.setup();
      renderCard();
      await user.click(await screen.findByRole('button', { name: 'Download' }));
      await waitFor(() => expect(downloads.files).toHaveLength(1));
      expect(downloads.files[0]?.fileName).toBe('verbatim-export-2026-11-30.zip');
      expect(await blobText(downloads.files[0]?.blob as Blob)).toBe('PK-zip-bytes');
    } finally {
      downloads.stop();
    }
  });

  it('says when the last export failed or expired, and offers a new one', async () => {
    exports = [accountExportFixture({ status: 'failed', errorMessage: 'We could not make your export. Please try again.' })];
    const { harness } = renderCard();
    expect(await screen.findByText('We could not make your export. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export all my data' })).toBeEnabled();
    exports = [accountExportFixture({ status: 'expired' })];
    await harness.queryClient.invalidateQueries();
    expect(await screen.findByText('Your last export expired on Dec 7, 2026.')).toBeInTheDocument();
  });

  it('says when the exports cannot be loaded, and tries again', async () => {
    api.route('GET /api/account/exports', apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again.');
    api.route('GET /api/account/exports', { body: { items: [] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Export all my data' })).toBeInTheDocument();
  });

  it('toasts an export that could not start', async () => {
    api.route('POST /api/account/exports', apiError(429, 'RATE_LIMITED', 'You have started many exports today.'));
    const user = userEvent.setup();
    renderCard();
    await user.click(await screen.findByRole('button', { name: 'Export all my data' }));
    expect(await screen.findByText('Export Failed')).toBeInTheDocument();
    expect(screen.getByText('You have started many exports today.')).toBeInTheDocument();
  });

  it('deletes the account after the password: a wrong one is said in the dialog, the right one signs out', async () => {
    const onAccountDeleted = vi.fn();
    const user = userEvent.setup();
    const { harness } = renderCard({ onAccountDeleted });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveAccessibleDescription(
      'Everything in your account (transcripts, recordings, exports, share links, keys and settings) will be deleted within 15 days. Until then you can cancel the deletion from the link we e-mail you. You will be signed out now.',
    );
    const password = within(dialog).getByLabelText('Password');
    await waitFor(() => expect(password).not.toHaveAttribute('readonly'));
    expect(password).toHaveFocus();
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    expect(confirm).toBeDisabled();
    await expectNoAxeViolations(document.body);

    await user.type(password, 'wrong password');
    await user.click(confirm);
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(onAccountDeleted).not.toHaveBeenCalled();

    await user.clear(password);
    await user.type(password, 'right password{Enter}');
    await waitFor(() => expect(onAccountDeleted).toHaveBeenCalledOnce());
    expect(onAccountDeleted.mock.calls[0]?.[0]).toMatchObject({ deleteAt: '2026-12-15T10:00:00.000Z' });
    expect(api.requests.filter((r) => r.path === '/api/account/deletion' && r.method === 'POST').map((r) => r.body)).toEqual([
      { password: 'wrong password' },
      { password: 'right password' },
    ]);
    expect(await screen.findByText('Account Deletion Scheduled')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(harness.queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });

  it('says what the account loses, from the server, before the password can be typed', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    api.route('GET /api/account/deletion', async () => {
      await answered;
      return { body: { confirmWith: 'password', graceDays: 15, losses: LOSSES } };
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText('Checking what your account holds...')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('readonly');

    answer();
    const list = await within(dialog).findByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1,412 credits in your balance. Credits are not refunded.',
      "The rest of your Pro plan's paid period to Dec 20, 2026. It is not refunded.",
      '12 transcripts, with their recordings, summaries and translations.',
      '1 publishable key: widgets on other sites that use it stop working.',
      '2 secret keys: servers that use them are refused.',
      '1 webhook endpoint: it hears of no more transcripts.',
      '2 share links: the people you gave them to can no longer open the transcripts.',
    ]);
    // The list comes before the field that confirms.
    const field = within(dialog).getByLabelText('Password');
    expect(list.compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(field).not.toHaveAttribute('readonly'));
    await expectNoAxeViolations(document.body);
  });

  it('names the trial a trial, and says when there is nothing but the account to lose', async () => {
    api.route('GET /api/account/deletion', {
      body: {
        confirmWith: 'password',
        graceDays: 15,
        losses: { ...NOTHING, credits: 270, plan: { plan: 'pro', name: 'Pro', status: 'trial', endsAt: '2026-12-11T10:00:00.000Z' } },
      },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(await within(dialog).findByText('Your Pro trial, which would run to Dec 11, 2026.')).toBeInTheDocument();
    expect(within(dialog).getByText('270 credits in your balance. Credits are not refunded.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    api.route('GET /api/account/deletion', { body: { confirmWith: 'password', graceDays: 15, losses: NOTHING } });
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(
      await screen.findByText(
        'Your account holds no credits, plan, transcripts, keys, webhooks or share links, so only the account itself is lost.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Pro trial/)).not.toBeInTheDocument();
  });

  it('asks an account without a password (Google) for its e-mail address instead', async () => {
    api.route('GET /api/account/deletion', { body: { confirmWith: 'email', graceDays: 15, losses: NOTHING } });
    api.route('POST /api/account/deletion', {
      status: 202,
      body: { success: true, message: 'Your account will be deleted on December 15, 2026.', deleteAt: '2026-12-15T10:00:00.000Z' },
    });
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const field = await screen.findByLabelText('Type your e-mail address to confirm');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await user.type(field, '  ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'POST' && r.path === '/api/account/deletion')?.body).toEqual({
        email: 'ada@example.com',
      }),
    );
  });

  it("comes without a card of its own, to sit inside the settings page's Data & Privacy card", async () => {
    const harness = hookHarness(api.url);
    const { container } = render(
      <section aria-label="Data & Privacy">
        <AccountDataPanel />
      </section>,
      { wrapper: harness.wrapper },
    );
    expect(await screen.findByRole('button', { name: 'Export all my data' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Delete account' })).toBeInTheDocument();
    expect(container.querySelector('[data-slot="card"]')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('closes the dialog with Cancel and starts empty when opened again', async () => {
    const user = userEvent.setup();
    renderCard();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const password = await screen.findByLabelText('Password');
    await waitFor(() => expect(password).not.toHaveAttribute('readonly'));
    await user.type(password, 'something');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByLabelText('Password')).toHaveValue('');
  });
});
