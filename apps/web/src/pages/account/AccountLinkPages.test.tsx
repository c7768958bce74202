import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_RESTORE_PAGE_HEAD, UNSUBSCRIBED_MESSAGES } from '@verbatim/core-sdk/contracts';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';
import { RESTORE_LINK_MISSING } from './AccountRestorePage';
import { ACCOUNT_UPDATES_STILL_SENT, UNSUBSCRIBE_LINK_MISSING } from './UnsubscribePage';

const TOKEN = 'pGdZ0xq3bXW1r9vJb4m7kYcE2sT8uHnA6fL5oQiR0wz';
const KEPT = 'Your account will not be deleted. You can sign in again.';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi({
    'GET /api/auth/user': apiError(401, 'UNAUTHORIZED', 'Sign in first.'),
    'POST /api/account/deletion/cancel': { body: { success: true, message: KEPT } },
    'POST /api/notifications/unsubscribe': {
      body: { success: true, kind: 'weekly-reports', message: UNSUBSCRIBED_MESSAGES['weekly-reports'] },
    },
  });
});

afterEach(async () => {
  await api.close();
});

const calls = (path: string) => api.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('/account/restore', () => {
  it('keeps the account only when asked, then leads to sign-in', async () => {
    const user = userEvent.setup();
    const { container } = renderApp(`/account/restore?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Keep your account?' })).toBeInTheDocument();
    expect(document.title).toBe('Keep Your Account · Verbatim');
    // The head the server writes for the address too, so a preview of the link names this page.
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', ACCOUNT_RESTORE_PAGE_HEAD.description);
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', ACCOUNT_RESTORE_PAGE_HEAD.title);
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    // Opening the link does nothing by itself: a mail scanner must not undo a deletion the person asked for.
    expect(calls('/api/account/deletion/cancel')).toEqual([]);
    await expectNoAxeViolations(container);

    await user.click(screen.getByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is safe' })).toBeInTheDocument();
    expect(screen.getByText(KEPT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    expect(calls('/api/account/deletion/cancel').map((request) => request.body)).toEqual([{ token: TOKEN }]);
    await expectNoAxeViolations(container);
  });

  it('says plainly when the link no longer works', async () => {
    api.route('POST /api/account/deletion/cancel', apiError(400, 'INVALID_RESTORE_TOKEN', 'This link is invalid or has expired.'));
    const user = userEvent.setup();
    renderApp(`/account/restore?token=${TOKEN}`, api);
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'This link no longer works' })).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });

  it('says a link without its token is incomplete, without asking the server', async () => {
    renderApp('/account/restore', api);
    expect(await screen.findByText(RESTORE_LINK_MISSING)).toBeInTheDocument();
    expect(calls('/api/account/deletion/cancel')).toEqual([]);
  });

  it('offers to try again when the server does not answer', async () => {
    api.route('POST /api/account/deletion/cancel', apiError(503, 'SERVICE_UNAVAILABLE', 'Restarting.'));
    const user = userEvent.setup();
    renderApp(`/account/restore?token=${TOKEN}`, api);
    await user.click(await screen.findByRole('button', { name: 'Keep my account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not keep your account yet' })).toBeInTheDocument();
    api.route('POST /api/account/deletion/cancel', { body: { success: true, message: KEPT } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account is safe' })).toBeInTheDocument();
  });
});

describe('/unsubscribe', () => {
  it('turns the e-mail off on opening, once, and says where to turn it back on', async () => {
    const { container } = renderApp(`/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
    expect(screen.getByText(UNSUBSCRIBED_MESSAGES['weekly-reports'])).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open Settings' })).toHaveAttribute('href', '/settings');
    expect(calls('/api/notifications/unsubscribe').map((request) => request.body)).toEqual([{ token: TOKEN }]);
    expect(document.title).toBe('Unsubscribe · Verbatim');
    expect(document.head.querySelector('meta[name="robots"][content="noindex"]')).not.toBeNull();
    expect(screen.queryByText(ACCOUNT_UPDATES_STILL_SENT)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('says, after turning off account updates, that the e-mails a person asks for still come', async () => {
    api.route('POST /api/notifications/unsubscribe', {
      body: { success: true, kind: 'account-updates', message: UNSUBSCRIBED_MESSAGES['account-updates'] },
    });
    renderApp(`/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByText(UNSUBSCRIBED_MESSAGES['account-updates'])).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_UPDATES_STILL_SENT)).toBeInTheDocument();
  });

  it('says when the link is not recognised, or incomplete', async () => {
    api.route('POST /api/notifications/unsubscribe', apiError(400, 'INVALID_UNSUBSCRIBE_TOKEN', 'This unsubscribe link is invalid.'));
    const first = renderApp(`/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Link not recognised' })).toBeInTheDocument();
    expect(screen.getByText('This unsubscribe link is invalid.')).toBeInTheDocument();
    first.unmount();
    renderApp('/unsubscribe', api);
    expect(await screen.findByText(UNSUBSCRIBE_LINK_MISSING)).toBeInTheDocument();
  });

  it('offers to try again when the server does not answer', async () => {
    api.route('POST /api/notifications/unsubscribe', apiError(500, 'INTERNAL', 'Something went wrong.'));
    const user = userEvent.setup();
    renderApp(`/unsubscribe?token=${TOKEN}`, api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Could not unsubscribe you' })).toBeInTheDocument();
    api.route('POST /api/notifications/unsubscribe', {
      body: { success: true, kind: 'weekly-reports', message: UNSUBSCRIBED_MESSAGES['weekly-reports'] },
    });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: "You're unsubscribed" })).toBeInTheDocument();
  });
});
