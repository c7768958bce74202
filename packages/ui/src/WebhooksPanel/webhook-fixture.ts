import type { WebhookDelivery, WebhookEndpoint, WebhookEndpointWithSecret } from '@verbatim/core-sdk/contracts';

/** An endpoint as the owner lists it, for stories and tests. */
export function webhookEndpointFixture(overrides: Partial<WebhookEndpoint> = {}): WebhookEndpoint {
  return {
    id: '6b1c1a4e-9f4d-4a57-9a3c-2f1f7c9f2c11',
    url: 'https://backend.example.com/verbatim/webhooks',
    description: 'Order system',
    events: ['transcription.completed', 'transcription.failed'],
    enabled: true,
    disabledReason: null,
    createdAt: '2025-03-01T09:00:00.000Z',
    lastDeliveryAt: '2025-03-07T15:58:00.000Z',
    ...overrides,
  };
}

/** A new endpoint with its secret, shown once. */
export function createdWebhookEndpointFixture(overrides: Partial<WebhookEndpointWithSecret> = {}): WebhookEndpointWithSecret {
  return { ...webhookEndpointFixture(), secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw+1oCEnZCXUA=', ...overrides };
}

/** A delivered event, a test still being retried, and one that failed for good. */
export function webhookDeliveriesFixture(): WebhookDelivery[] {
  return [
    {
      id: '0f7e6a4b-1111-4c4e-9a55-3b1e3c0a0001',
      messageId: 'msg_2mS9yQm1cZ4oWvA0b1Q3RxyZ',
      eventType: 'transcription.completed',
      state: 'succeeded',
      nextAttemptAt: null,
      createdAt: '2025-03-07T15:58:00.000Z',
      attempts: [{ statusCode: 204, durationMs: 182, error: null, createdAt: '2025-03-07T15:58:00.500Z' }],
    },
    {
      id: '0f7e6a4b-1111-4c4e-9a55-3b1e3c0a0002',
      messageId: 'msg_8hT1kP0dYxw3nVbQ2ZrMfLe4',
      eventType: 'webhook.test',
      state: 'pending',
      nextAttemptAt: '2025-03-07T16:02:00.000Z',
      createdAt: '2025-03-07T15:55:00.000Z',
      attempts: [{ statusCode: 503, durationMs: 1204, error: 'The endpoint answered 503', createdAt: '2025-03-07T15:55:01.000Z' }],
    },
    {
      id: '0f7e6a4b-1111-4c4e-9a55-3b1e3c0a0003',
      messageId: 'msg_Qw5eR7tY9uI1oP3aS5dF7gH9',
      eventType: 'transcription.failed',
      state: 'failed',
      nextAttemptAt: null,
      createdAt: '2025-03-05T10:00:00.000Z',
      attempts: [{ statusCode: null, durationMs: 10_000, error: 'No answer within 10 seconds.', createdAt: '2025-03-06T12:00:00.000Z' }],
    },
  ];
}
