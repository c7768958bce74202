import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiKey, PublishableKey } from '@verbatim/core-sdk/contracts';
import { apiError, expectNoAxeViolations, type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

const NEW_ID = 'Nw4Ke9Yb2Cd6Fg1H';
const NEW_KEY = `vbpk_${NEW_ID}_${'Ab3'.repeat(10)}Zz`;

const key = (overrides: Partial<PublishableKey> = {}): PublishableKey => ({
  id: 'Kx7Qm2Lp9Rt4Vw8Z',
  name: 'Marketing site',
  preview: 'vbpk_Kx7Qm2Lp9Rt4Vw8Z_…',
  origins: ['https://example.com'],
  widgets: ['uploader', 'recorder'],
  minutesPerDay: 120,
  maxFileBytes: null,
  returnText: false,
  createdAt: '2025-03-01T09:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  minutesToday: 12,
  active: true,
  ...overrides,
});

const SECRET_ID = 'Sk4Ke9Yb2Cd6Fg1H';
const SECRET_KEY = `vbsk_${SECRET_ID}_${'Cd5'.repeat(10)}Yy`;

let api: FakeApi;
let keys: PublishableKey[];
let secretKeys: ApiKey[];

beforeEach(async () => {
  keys = [key()];
  secretKeys = [];
  api = await startFakeApi({
    'GET /api/api-keys': () => ({ body: { items: secretKeys } }),
    'POST /api/api-keys': ({ body }) => {
      const request = body as { name: string; scopes: ApiKey['scopes'] };
      const createdAt = '2025-03-07T10:00:00.000Z';
      secretKeys = [
        { id: SECRET_ID, name: request.name, prefix: `vbsk_${SECRET_ID}_…`, scopes: request.scopes, createdAt, lastUsedAt: null },
      ];
      return { status: 201, body: { id: SECRET_ID, name: request.name, scopes: request.scopes, key: SECRET_KEY, createdAt } };
    },
    [`DELETE /api/api-keys/${SECRET_ID}`]: () => {
      secretKeys = [];
      return { body: { success: true, message: 'The key no longer works.' } };
    },
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/publishable-keys': () => ({ body: { items: keys } }),
    // The page's webhooks section, empty here (its own test covers it).
    'GET /api/webhooks': { body: { items: [] } },
    'POST /api/publishable-keys': ({ body }) => {
      const request = body as { name: string; origins: string[]; widgets?: PublishableKey['widgets'] };
      const made = key({
        id: NEW_ID,
        preview: `vbpk_${NEW_ID}_…`,
        name: request.name,
        origins: request.origins,
        widgets: request.widgets ?? ['uploader', 'recorder'],
        minutesPerDay: null,
        minutesToday: 0,
      });
      keys = [made, ...keys];
      return { status: 201, body: { key: made, secret: NEW_KEY } };
    },
    'DELETE /api/publishable-keys/Kx7Qm2Lp9Rt4Vw8Z': () => {
      keys = keys.map((item) => (item.id === 'Kx7Qm2Lp9Rt4Vw8Z' ? { ...item, active: false, revokedAt: new Date().toISOString() } : item));
      return { body: { success: true, message: 'The key no longer works.' } };
    },
  });
});

afterEach(async () => {
  await api.close();
});

const panel = async () =>
  (await screen.findByRole('heading', { level: 2, name: 'Website widgets' })).closest(
    '[data-slot="publishable-keys-panel"]',
  ) as HTMLElement;

describe('Settings › Developer', () => {
  it('lists the signed-in user’s keys, under a Developer link in the sidebar', async () => {
    const { container } = renderApp('/settings/developer', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer' })).toBeInTheDocument();
    const card = await panel();
    expect(await within(card).findByRole('heading', { level: 3, name: /Marketing site/ })).toBeInTheDocument();
    expect(card).toHaveTextContent('12 of 120 minutes');
    expect(document.title).toBe('Developer · Settings · Verbatim');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('link', { name: 'Developer' })).toHaveAttribute('href', '/settings/developer');
    expect(within(sidebar).getByRole('link', { name: 'Developer' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(container);
  });

  it('is reached from the sidebar', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/transcriptions', api);
    const sidebar = await screen.findByRole('complementary', { name: 'Sidebar' });
    await user.click(within(sidebar).getByRole('link', { name: 'Developer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Developer' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/settings/developer');
  });

  it('makes a key, shows it once with the snippets for this site, and lists it', async () => {
    const user = userEvent.setup();
    renderApp('/settings/developer', api);
    const card = await panel();
    await user.click(await within(card).findByRole('button', { name: 'New key' }));
    const form = within(card).getByRole('form', { name: 'New publishable key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Shop');
    await user.type(within(form).getByRole('textbox', { name: 'Allowed origins' }), 'https://shop.example.com');
    await user.click(within(form).getByRole('checkbox', { name: 'Recorder' }));
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const dialog = await screen.findByRole('dialog', { name: 'Your new key: Shop' });
    expect(within(dialog).getByRole('textbox', { name: 'Publishable key' })).toHaveValue(NEW_KEY);
    expect(dialog).toHaveTextContent('This key will not be shown again.');
    const snippet = within(within(dialog).getByRole('region', { name: 'Uploader snippet' })).getByText(/verbatim-uploader/);
    expect(snippet.textContent).toContain(`<script src="${window.location.origin}/api/widget/v1/verbatim.js"></script>`);
    expect(snippet.textContent).toContain(`new Verbatim.Uploader({ publishableKey: "${NEW_KEY}" })`);
    expect(within(dialog).queryByRole('region', { name: 'Recorder snippet' })).toBeNull();
    // The dialog is the confirmation: no toast opens over it (it would take the Escape key from the dialog).
    expect(document.querySelector('[data-slot="toast-viewport"] li')).toBeNull();
    expect(api.requests.find((request) => request.method === 'POST' && request.path === '/api/publishable-keys')?.body).toEqual({
      name: 'Shop',
      origins: ['https://shop.example.com'],
      widgets: ['uploader'],
      returnText: false,
    });
    await expectNoAxeViolations(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await navigator.clipboard.readText()).toBe(NEW_KEY);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByRole('heading', { level: 3, name: /Shop/ })).toBeInTheDocument();
    expect(within(card).queryByRole('form')).toBeNull();
    // Once closed, the whole key is nowhere on the page.
    expect(document.body.textContent).not.toContain(NEW_KEY);
  });

  it('shows the server’s word on each refused origin beside the field', async () => {
    api.route(
      'POST /api/publishable-keys',
      apiError(400, 'VALIDATION_FAILED', 'origins.0: bad', {
        fields: [
          { field: 'origins.0', message: 'example.com is not an origin like https://example.com' },
          { field: 'origins.1', message: 'https://a.test/path is not an origin like https://example.com (scheme, host and port only)' },
        ],
      }),
    );
    const user = userEvent.setup();
    renderApp('/settings/developer', api);
    const card = await panel();
    await user.click(await within(card).findByRole('button', { name: 'New key' }));
    const form = within(card).getByRole('form', { name: 'New publishable key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Shop');
    await user.type(within(form).getByRole('textbox', { name: 'Allowed origins' }), 'example.com{Enter}https://a.test/path');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));

    const origins = within(form).getByRole('textbox', { name: 'Allowed origins' });
    await waitFor(() => expect(origins).toHaveAttribute('aria-invalid', 'true'));
    expect(origins).toHaveAccessibleDescription(expect.stringContaining('example.com is not an origin like https://example.com'));
    expect(origins).toHaveAccessibleDescription(expect.stringContaining('https://a.test/path is not an origin'));
    expect(origins).toHaveValue('example.com\nhttps://a.test/path');
    expect(await screen.findByText('Check the fields marked in the form.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why a key could not be made when the server refuses it for another reason', async () => {
    api.route('POST /api/publishable-keys', apiError(409, 'CONFLICT', 'You already have 20 active keys. Revoke one first.'));
    const user = userEvent.setup();
    renderApp('/settings/developer', api);
    const card = await panel();
    await user.click(await within(card).findByRole('button', { name: 'New key' }));
    const form = within(card).getByRole('form', { name: 'New publishable key' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Shop');
    await user.type(within(form).getByRole('textbox', { name: 'Allowed origins' }), 'https://shop.example.com');
    await user.click(within(form).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('You already have 20 active keys. Revoke one first.')).toBeInTheDocument();
    expect(screen.getByText('Key not created')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveValue('Shop');
  });

  it('revokes a key after a confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/settings/developer', api);
    const card = await panel();
    await user.click(await within(card).findByRole('button', { name: 'Revoke Marketing site' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Revoke “Marketing site”?' });
    expect(dialog).toHaveTextContent('stops working at once on every site');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke key' }));
    expect(await screen.findByText('Key revoked')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'DELETE' && request.path === '/api/publishable-keys/Kx7Qm2Lp9Rt4Vw8Z')).toBe(
      true,
    );
    await waitFor(() => expect(within(card).getByText('Revoked', { selector: '[data-slot="badge"]' })).toBeInTheDocument());
    expect(within(card).queryByRole('button', { name: 'Revoke Marketing site' })).toBeNull();
  });

  it('makes a secret key with the scopes chosen, shows it once, and revokes it after a confirmation', async () => {
    const user = userEvent.setup();
    renderApp('/settings/developer', api);
    const card = (await screen.findByRole('heading', { level: 2, name: 'Secret keys' })).closest(
      '[data-slot="secret-keys-panel"]',
    ) as HTMLElement;
    expect(within(card).getByText(/Never put one in a web page/)).toBeInTheDocument();
    await user.click(await within(card).findByRole('button', { name: 'New secret key' }));
    await user.type(within(card).getByLabelText('Name'), 'Billing server');
    await user.click(within(card).getByRole('checkbox', { name: /Write transcriptions/ }));
    await user.click(within(card).getByRole('button', { name: 'Create key' }));
    const dialog = await screen.findByRole('dialog', { name: /Your new secret key: Billing server/ });
    expect(within(dialog).getByLabelText('Secret key')).toHaveValue(SECRET_KEY);
    const sent = api.requests.find((request) => request.method === 'POST' && request.path === '/api/api-keys');
    expect(sent?.body).toEqual({ name: 'Billing server', scopes: ['transcriptions:read', 'transcriptions:write'] });
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(SECRET_KEY)).toBeNull();
    expect(await within(card).findByText(`vbsk_${SECRET_ID}_…`)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Revoke Billing server' }));
    await user.click(
      within(screen.getByRole('alertdialog', { name: 'Revoke “Billing server”?' })).getByRole('button', { name: 'Revoke key' }),
    );
    expect(await screen.findByText('Secret key revoked')).toBeInTheDocument();
    expect(await within(card).findByText('No secret keys yet')).toBeInTheDocument();
  });

  it('offers to try again when the keys cannot be loaded', async () => {
    api.route('GET /api/publishable-keys', apiError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.'));
    const user = userEvent.setup();
    renderApp('/settings/developer', api);
    expect(await screen.findByText('Could not load your keys', {}, { timeout: 5000 })).toBeInTheDocument();
    api.route('GET /api/publishable-keys', { body: { items: [] } });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No publishable keys yet')).toBeInTheDocument();
  });

  it('shows the landing screen to a visitor who is not signed in', async () => {
    api.route('GET /api/auth/user', apiError(401, 'UNAUTHORIZED', 'You need to sign in first.'));
    renderApp('/settings/developer', api);
    expect(await screen.findByRole('link', { name: 'Get Started Free' })).toHaveAttribute('href', '/auth');
    expect(screen.queryByRole('heading', { name: 'Developer' })).toBeNull();
    expect(api.requests.some((request) => request.path === '/api/publishable-keys')).toBe(false);
  });
});
