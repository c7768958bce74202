import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  createdPublishableKeySchema,
  createPublishableKeyRequestSchema,
  publishableKeyListSchema,
  revokePublishableKeyResponseSchema,
  widgetConfigSchema,
  widgetTranscriptionSchema,
} from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';
import { createWidgetClient } from '../widget-client';

afterEach(closeLoopbackServers);

const KEY = 'vbpk_AbCdEfGh12345678_0123456789abcdefghijABCDEFGHIJ01';
const key = {
  id: 'AbCdEfGh12345678',
  name: 'Marketing site',
  preview: 'vbpk_AbCdEfGh12345678_…',
  origins: ['https://example.com'],
  widgets: ['uploader', 'recorder'],
  minutesPerDay: 120,
  maxFileBytes: null,
  returnText: true,
  createdAt: '2026-11-24T10:00:00.000Z',
  revokedAt: null,
  lastUsedAt: null,
  minutesToday: 0,
  active: true,
};

const calls: ContractCall[] = [
  {
    name: 'publishableKeys.list: GET /api/publishable-keys',
    call: (client) => client.publishableKeys.list(),
    method: 'GET',
    path: '/api/publishable-keys',
    answer: { json: { items: [key] } },
    responseSchema: publishableKeyListSchema,
  },
  {
    name: 'publishableKeys.create: POST /api/publishable-keys with the origins and limits',
    call: (client) =>
      client.publishableKeys.create({ name: 'Marketing site', origins: ['https://example.com'], minutesPerDay: 120, returnText: true }),
    method: 'POST',
    path: '/api/publishable-keys',
    body: { name: 'Marketing site', origins: ['https://example.com'], minutesPerDay: 120, returnText: true },
    requestSchema: createPublishableKeyRequestSchema,
    answer: { status: 201, json: { key, secret: KEY } },
    responseSchema: createdPublishableKeySchema,
  },
  {
    name: 'publishableKeys.revoke: DELETE /api/publishable-keys/{keyId}',
    call: (client) => client.publishableKeys.revoke('AbCdEfGh12345678'),
    method: 'DELETE',
    path: '/api/publishable-keys/AbCdEfGh12345678',
    answer: { json: { success: true, message: 'The key no longer works.' } },
    responseSchema: revokePublishableKeyResponseSchema,
  },
  {
    name: 'widget.config: GET /api/widget/config',
    call: (client) => client.widget.config(),
    method: 'GET',
    path: '/api/widget/config',
    answer: { json: { widgets: ['uploader'], maxFileBytes: 1024 ** 3, minutesLeftToday: 30, recordingLimitMs: null, returnText: false } },
    responseSchema: widgetConfigSchema,
  },
  {
    name: 'widget.transcription: GET /api/widget/transcriptions/{id}',
    call: (client) => client.widget.transcription('t_1'),
    method: 'GET',
    path: '/api/widget/transcriptions/t_1',
    answer: {
      json: { id: 't_1', fileName: 'a.wav', status: 'completed', progress: 100, errorMessage: null, duration: 3.2, text: 'hello' },
    },
    responseSchema: widgetTranscriptionSchema,
  },
];

describe('publishable keys and widget resources', () => {
  it.each(calls)('$name', checkContractCall);
});

describe('a client with a publishable key', () => {
  it('sends the key as a bearer token and no cookies, on every call', async () => {
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 200, {
        widgets: ['uploader'],
        maxFileBytes: 1,
        minutesLeftToday: null,
        recordingLimitMs: null,
        returnText: false,
      }),
    );
    const credentials: Array<RequestCredentials | undefined> = [];
    const fetchSpy: typeof fetch = (input, init) => {
      credentials.push(init?.credentials);
      return fetch(input, init);
    };
    const client = createClient({ baseUrl: server.url, publishableKey: KEY, headers: { 'Verbatim-Widget': 'uploader' }, fetch: fetchSpy });
    await client.widget.config();
    const [request] = server.received;
    expect(request?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request?.headers['verbatim-widget']).toBe('uploader');
    expect(credentials).toEqual(['omit']);
  });

  it('keeps files off the straight-to-storage path: up to 30 MB in one request, above that resumably', () => {
    const client = createClient({ baseUrl: 'https://verbatim.example', publishableKey: KEY });
    expect(client.uploads.choosePath(30 * 1024 * 1024)).toBe('direct');
    expect(client.uploads.choosePath(30 * 1024 * 1024 + 1)).toBe('resumable');
    expect(client.uploads.choosePath(60 * 1024 * 1024)).toBe('resumable');
    // Without a key the spec's three paths stay.
    expect(createClient({ baseUrl: '' }).uploads.choosePath(60 * 1024 * 1024)).toBe('object');
  });

  it('refuses text that is not a whole publishable key, before any request', () => {
    expect(() => createClient({ baseUrl: '', publishableKey: 'vbpk_AbCdEfGh12345678' })).toThrow(/whole publishable key/);
    expect(() => createClient({ baseUrl: '', publishableKey: 'sk_live_123' })).toThrow(TypeError);
  });

  it('sends cookies without a key', async () => {
    const server = await startLoopbackServer((_request, response) => sendJson(response, 200, { items: [] }));
    const credentials: Array<RequestCredentials | undefined> = [];
    const fetchSpy: typeof fetch = (input, init) => {
      credentials.push(init?.credentials);
      return fetch(input, init);
    };
    await createClient({ baseUrl: server.url, fetch: fetchSpy }).publishableKeys.list();
    expect(server.received[0]?.headers.authorization).toBeUndefined();
    expect(credentials).toEqual(['include']);
  });
});

describe('createWidgetClient', () => {
  it('holds only what a key may call, and names its widget, with the key and no cookies, on every request', async () => {
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 200, {
        widgets: ['recorder'],
        maxFileBytes: 1,
        minutesLeftToday: null,
        recordingLimitMs: 1_800_000,
        returnText: false,
      }),
    );
    const credentials: Array<RequestCredentials | undefined> = [];
    const fetchSpy: typeof fetch = (input, init) => {
      credentials.push(init?.credentials);
      return fetch(input, init);
    };
    const client = createWidgetClient({ baseUrl: server.url, publishableKey: KEY, widget: 'recorder', fetch: fetchSpy });
    expect(Object.keys(client).sort()).toEqual(['uploads', 'widget']);
    await client.widget.config();
    expect(server.received[0]?.headers).toMatchObject({ authorization: `Bearer ${KEY}`, 'verbatim-widget': 'recorder' });
    expect(credentials).toEqual(['omit']);
    expect(client.uploads.choosePath(60 * 1024 * 1024)).toBe('resumable');
    expect(() => createWidgetClient({ baseUrl: '', publishableKey: 'nope', widget: 'uploader' })).toThrow(TypeError);
  });
});
