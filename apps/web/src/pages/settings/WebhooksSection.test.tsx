import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WebhookDelivery, WebhookEndpoint } from '@verbatim/core-sdk/contracts';
import { type FakeApi, startFakeApi, userFixture } from '@verbatim/ui/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app';

const ID = '6b1c1a4e-9f4d-4a57-9a3c-2f1f7c9f2c11';
const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw+1oCEnZCXUA=';

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
  });
});

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
});
