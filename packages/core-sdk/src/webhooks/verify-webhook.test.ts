import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyWebhook, WebhookVerificationError } from './verify-webhook';

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const body = JSON.stringify({
  type: 'transcription.completed',
  timestamp: '2026-11-27T08:00:00.000Z',
  data: {
    id: '6b1c1a4e-9f4d-4a57-9a3c-2f1f7c9f2c11',
    status: 'completed',
    fileName: 'standup.mp3',
    durationSeconds: 61,
    language: 'en',
    source: { kind: 'app' },
    errorMessage: null,
    createdAt: '2026-11-27T07:59:00.000Z',
    completedAt: '2026-11-27T08:00:00.000Z',
  },
});

/** Signs as the Standard Webhooks specification says, with node:crypto alone. */
function signed(payload: string, key = secret, at = Math.floor(Date.now() / 1000)) {
  const id = 'msg_test1';
  const mac = createHmac('sha256', Buffer.from(key.slice(6), 'base64'))
    .update(`${id}.${at}.${payload}`)
    .digest('base64');
  return { 'webhook-id': id, 'webhook-timestamp': String(at), 'webhook-signature': `v1,bm90IHRoaXMgb25l v1,${mac}` };
}

describe('verifyWebhook', () => {
  it('returns the typed event of a delivery signed with the secret, from Node or Fetch headers', () => {
    const event = verifyWebhook(body, signed(body), secret);
    expect(event.type).toBe('transcription.completed');
    if (event.type === 'webhook.test') throw new Error('not a test event');
    expect(event.data.fileName).toBe('standup.mp3');
    expect(verifyWebhook(new TextEncoder().encode(body), new Headers(signed(body)), secret).type).toBe('transcription.completed');
  });

  it('throws for a changed body, another secret, an old timestamp, missing headers or a body that is no event', () => {
    const other = `whsec_${randomBytes(32).toString('base64')}`;
    const stale = Math.floor(Date.now() / 1000) - 3600;
    const notAnEvent = JSON.stringify({ hello: 'world' });
    const cases: Array<() => unknown> = [
      () => verifyWebhook(body.replace('61', '62'), signed(body), secret),
      () => verifyWebhook(body, signed(body, other), secret),
      () => verifyWebhook(body, signed(body, secret, stale), secret),
      () => verifyWebhook(body, { 'webhook-id': 'msg_1' }, secret),
      () => verifyWebhook(notAnEvent, signed(notAnEvent), secret),
    ];
    for (const run of cases) expect(run).toThrow(WebhookVerificationError);
  });
});
