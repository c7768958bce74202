import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from '@verbatim/core-sdk/contracts';
import { type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

const ID = '6b1c1a4e-9f4d-4a57-9a3c-2f1f7c9f2c11';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw+1oCEnZCXUA=';
const ROTATED_SECRET = 'whsec_3q2+7w8Qm0yv1fJtYc9kX4nL6pR5sT2uV7wX9yZ1aBc=';

const endpoint = (overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint => ({
  id: ID,
  url: 'https://backend.example.com/hooks',
  description: '',
  events: ['transcription.completed'],
  enabled: true,
  disabledReason: null,
  createdAt: '2025-03-01T09:00:00.000Z',
  lastDeliveryAt: null,
  ...overrides,
});

const testDelivery: WebhookDelivery = {
  id: '0f7e6a4b-1111-4c4e-9a55-3b1e3c0a0001',
  messageId: 'msg_test',
  eventType: 'webhook.test',
  state: 'succeeded',
  nextAttemptAt: null,
  createdAt: '2025-03-07T15:58:00.000Z',
  attempts: [{ statusCode: 204, durationMs: 35, error: null, createdAt: '2025-03-07T15:58:00.500Z' }],
};

const failedDelivery: WebhookDelivery = {
  id: '0f7e6a4b-2222-4c4e-9a55-3b1e3c0a0002',
  messageId: 'msg_completed',
  eventType: 'transcription.completed',
  state: 'failed',
  nextAttemptAt: null,
  createdAt: '2025-03-07T15:00:00.000Z',
  attempts: [{ statusCode: 500, durationMs: 120, error: 'The endpoint answered 500', createdAt: '2025-03-07T15:00:00.300Z' }],
};

let api: FakeApi;
let endpoints: WebhookEndpoint[];
let deliveries: WebhookDelivery[];

beforeEach(async () => {
  endpoints = [];
  deliveries = [];
  api = await startFakeApi({
    'GET /api/auth/user': { body: userFixture() },
    'GET /api/publishable-keys': { body: { items: [] } },
    'GET /api/webhooks': () => ({ body: { items: endpoints } }),
    'POST /api/webhooks': ({ body }) => {
      const request = body as { url: string; events: WebhookEndpoint['events'] };
      endpoints = [endpoint({ url: request.url, events: request.events })];
      return { status: 201, body: { ...endpoints[0], secret: SECRET } };
    },
    [`GET /api/webhooks/${ID}/deliveries`]: () => ({ body: { items: deliveries } }),
    [`POST /api/webhooks/${ID}/test`]: () => {
      deliveries = [testDelivery];
      return { status: 202, body: { delivery: { ...testDelivery, state: 'pending', attempts: [] } } };
    },
    [`POST /api/webhooks/${ID}/deliveries/${failedDelivery.id}/redeliver`]: () => {
      const again = { statusCode: 204, durationMs: 41, error: null, createdAt: '2025-03-07T16:00:00.000Z' };
      deliveries = [{ ...failedDelivery, state: 'succeeded', attempts: [again, ...failedDelivery.attempts] }];
      return { status: 202, body: { delivery: { ...failedDelivery, state: 'pending' } } };
    },
    [`POST /api/webhooks/${ID}/rotate-secret`]: () => ({ body: { ...endpoints[0], secret: ROTATED_SECRET } }),
    [`PATCH /api/webhooks/${ID}`]: ({ body }) => {
      endpoints = [{ ...(endpoints[0] as WebhookEndpoint), ...(body as Partial<WebhookEndpoint>) }];
      return { body: endpoints[0] };
    },
    [`DELETE /api/webhooks/${ID}`]: () => {
      endpoints = [];
      return { body: { success: true, message: 'Webhook endpoint deleted.' } };
    },
  });
});

/** The developer settings' webhooks panel, once its endpoints have loaded. */
async function openPanel(): Promise<HTMLElement> {
  renderApp('/settings/developer', api);
  const heading = await screen.findByRole('heading', { level: 2, name: 'Webhooks' });
  const panel = heading.closest('[data-slot="webhooks-panel"]') as HTMLElement;
  await within(panel).findByRole('heading', { level: 3, name: 'https://backend.example.com/hooks' });
  return panel;
}

const requestsTo = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.path === path);

afterEach(async () => {
  await api.close();
});

describe('Settings › Developer › Webhooks', () => {
  it('adds an endpoint, shows its secret once, sends a test and shows the delivery', async () => {
    const user = userEvent.setup();
    renderApp('/settings/developer', api);
    const panel = (await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).closest(
      '[data-slot="webhooks-panel"]',
    ) as HTMLElement;
    await user.click(await within(panel).findByRole('button', { name: 'Add endpoint' }));
    await user.type(within(panel).getByLabelText('Endpoint URL'), 'https://backend.example.com/hooks');
    await user.click(within(panel).getByRole('checkbox', { name: /Transcription failed/ }));
    await user.click(within(panel).getByRole('checkbox', { name: /Transcription deleted/ }));
    await user.click(within(panel).getByRole('button', { name: 'Add endpoint' }));

    expect(await within(panel).findByText(SECRET)).toBeInTheDocument();
    const created = api.requests.find((r) => r.method === 'POST' && r.path === '/api/webhooks');
    expect(created?.body).toEqual({ url: 'https://backend.example.com/hooks', events: ['transcription.completed'] });
    await user.click(within(panel).getByRole('button', { name: 'Done' }));
    expect(within(panel).queryByText(SECRET)).toBeNull();

    expect(await within(panel).findByText('No deliveries yet. Send a test to try the endpoint.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Send test' }));
    await waitFor(() => expect(within(panel).getByText('Delivered')).toBeInTheDocument());
    expect(within(panel).getByText(/HTTP 204 · 35 ms/)).toBeInTheDocument();
  });

  it('redelivers a failed delivery and shows its new attempt', async () => {
    endpoints = [endpoint()];
    deliveries = [failedDelivery];
    const user = userEvent.setup();
    const panel = await openPanel();
    expect(await within(panel).findByText('Failed')).toBeInTheDocument();
    expect(within(panel).getByText(/HTTP 500 · 120 ms/)).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: /^Redeliver transcription\.completed/ }));
    expect(await screen.findByText('Sending again')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/webhooks/${ID}/deliveries/${failedDelivery.id}/redeliver`)).toHaveLength(1);
    await waitFor(() => expect(within(panel).getByText('Delivered')).toBeInTheDocument());
    expect(within(panel).getByText(/HTTP 204 · 41 ms · .* · 2 attempts/)).toBeInTheDocument();
  });

  it('shows a rotated secret once, until Done', async () => {
    endpoints = [endpoint()];
    const user = userEvent.setup();
    const panel = await openPanel();
    expect(within(panel).queryByText(/^whsec_/)).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'New secret' }));
    // waitFor retries only on a throw, so the box's absence must throw.
    const secretBox = await waitFor(() => {
      const box = panel.querySelector<HTMLElement>('[data-slot="webhook-secret"]');
      if (!box) throw new Error('no secret shown yet');
      return box;
    });
    expect(within(secretBox).getByText(ROTATED_SECRET)).toBeInTheDocument();
    expect(secretBox).toHaveTextContent('it is not shown again');
    expect(await screen.findByText('New signing secret')).toBeInTheDocument();
    expect(requestsTo('POST', `/api/webhooks/${ID}/rotate-secret`)).toHaveLength(1);

    await user.click(within(secretBox).getByRole('button', { name: 'Done' }));
    expect(within(panel).queryByText(ROTATED_SECRET)).toBeNull();
    expect(panel.querySelector('[data-slot="webhook-secret"]')).toBeNull();
  });

  it('turns an endpoint off, offering no test or redelivery then, and on again', async () => {
    endpoints = [endpoint()];
    deliveries = [failedDelivery];
    const user = userEvent.setup();
    const panel = await openPanel();
    const item = panel.querySelector('[data-slot="webhook-endpoint"]') as HTMLElement;
    expect(await within(item).findByRole('button', { name: /^Redeliver/ })).toBeInTheDocument();

    await user.click(within(item).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'off'));
    expect(requestsTo('PATCH', `/api/webhooks/${ID}`).map((r) => r.body)).toEqual([{ enabled: false }]);
    expect(within(item).getByText('Off')).toBeInTheDocument();
    expect(within(item).getByRole('button', { name: 'Send test' })).toBeDisabled();
    expect(within(item).queryByRole('button', { name: /^Redeliver/ })).toBeNull();

    await user.click(within(item).getByRole('button', { name: 'Turn on' }));
    await waitFor(() => expect(item).toHaveAttribute('data-state', 'on'));
    expect(requestsTo('PATCH', `/api/webhooks/${ID}`).map((r) => r.body)).toEqual([{ enabled: false }, { enabled: true }]);
    expect(within(item).getByRole('button', { name: 'Send test' })).toBeEnabled();
  });

  it('deletes an endpoint only once the person confirms', async () => {
    endpoints = [endpoint()];
    const user = userEvent.setup();
    const panel = await openPanel();

    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this webhook endpoint?' });
    expect(dialog).toHaveTextContent('Nothing more is sent to https://backend.example.com/hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo('DELETE', `/api/webhooks/${ID}`)).toEqual([]);
    expect(within(panel).getByRole('heading', { level: 3, name: 'https://backend.example.com/hooks' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete this webhook endpoint?' })).getByRole('button', {
        name: 'Delete endpoint',
      }),
    );
    expect(await screen.findByText('Endpoint deleted')).toBeInTheDocument();
    expect(requestsTo('DELETE', `/api/webhooks/${ID}`)).toHaveLength(1);
    expect(await within(panel).findByText('No webhook endpoints yet')).toBeInTheDocument();
  });
});
