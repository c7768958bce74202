import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  createdShareLinkSchema,
  createShareLinkRequestSchema,
  downloadTranscriptionQuerySchema,
  revokeShareLinkResponseSchema,
  sharedTranscriptSchema,
  shareLinkListSchema,
} from '../contracts';
import { ApiError } from '../errors';
import type { DownloadedFile } from '../http';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const TOKEN = 'q6Hk1mB3xZ0cV9nT2wR5yU8iO4pA7sD-fG_hJ1kL2zX';
const created = {
  id: 's_1',
  url: `https://verbatim.example/share/${TOKEN}`,
  token: TOKEN,
  expiresAt: '2026-12-01T10:00:00.000Z',
  allowMedia: true,
  createdAt: '2026-11-24T10:00:00.000Z',
};
const listed = {
  id: 's_1',
  expiresAt: null,
  allowMedia: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  revokedAt: null,
  lastViewedAt: '2026-11-24T11:00:00.000Z',
  viewCount: 3,
  active: true,
};
const shared = {
  fileName: 'team-meeting.mp3',
  createdAt: '2026-11-24T09:00:00.000Z',
  duration: 12.5,
  language: 'en',
  transcriptText: 'Welcome to the meeting.',
  segments: [{ start: 0, end: 2, text: 'Welcome to the meeting.' }],
  words: [{ start: 0, end: 0.5, text: 'Welcome' }],
  speakerNames: {},
  mediaAvailable: false,
  mimeType: 'audio/mpeg',
};

const fileResult = (fileName: string, type: string, content: string) => async (value: unknown) => {
  const file = value as DownloadedFile;
  expect(file.fileName).toBe(fileName);
  expect(file.blob.type).toBe(type);
  expect(await file.blob.text()).toBe(content);
};

const calls: ContractCall[] = [
  {
    name: 'create: POST /api/transcriptions/{id}/share with the choices',
    call: (client) => client.shares.create('t_1', { expiresInDays: 7, allowMedia: true }),
    method: 'POST',
    path: '/api/transcriptions/t_1/share',
    body: { expiresInDays: 7, allowMedia: true },
    requestSchema: createShareLinkRequestSchema,
    answer: { status: 201, json: created },
    responseSchema: createdShareLinkSchema,
  },
  {
    name: 'create: without choices sends an empty body (no end, no media)',
    call: (client) => client.shares.create('t_1'),
    method: 'POST',
    path: '/api/transcriptions/t_1/share',
    body: {},
    requestSchema: createShareLinkRequestSchema,
    answer: { status: 201, json: { ...created, expiresAt: null, allowMedia: false } },
    responseSchema: createdShareLinkSchema,
  },
  {
    name: 'list: GET /api/transcriptions/{id}/shares',
    call: (client) => client.shares.list('t_1'),
    method: 'GET',
    path: '/api/transcriptions/t_1/shares',
    answer: { json: { items: [listed] } },
    responseSchema: shareLinkListSchema,
  },
  {
    name: 'revoke: DELETE /api/shares/{shareId}',
    call: (client) => client.shares.revoke('s_1'),
    method: 'DELETE',
    path: '/api/shares/s_1',
    answer: { json: { success: true, message: 'The link no longer works.' } },
    responseSchema: revokeShareLinkResponseSchema,
  },
  {
    name: 'get: GET /api/shared/{token}',
    call: (client) => client.shares.get(TOKEN),
    method: 'GET',
    path: `/api/shared/${TOKEN}`,
    answer: { json: shared },
    responseSchema: sharedTranscriptSchema,
  },
  {
    name: 'get: the token is one encoded path segment',
    call: (client) => client.shares.get('../t_1'),
    method: 'GET',
    path: '/api/shared/..%2Ft_1',
    answer: { json: shared },
    responseSchema: sharedTranscriptSchema,
  },
  {
    name: 'download: GET /api/shared/{token}/download?format=&timestamps=&header=, named by the server',
    call: (client) => client.shares.download(TOKEN, 'txt', { timestamps: true, header: false }),
    method: 'GET',
    path: `/api/shared/${TOKEN}/download`,
    query: { format: 'txt', timestamps: 'true', header: 'false' },
    querySchema: downloadTranscriptionQuerySchema,
    answer: {
      text: 'Welcome to the meeting.',
      headers: { 'content-type': 'text/plain; charset=utf-8', 'content-disposition': 'attachment; filename="team-meeting.txt"' },
    },
    check: fileResult('team-meeting.txt', 'text/plain;charset=utf-8', 'Welcome to the meeting.'),
  },
  {
    name: 'download: sends only the format when no choice is made',
    call: (client) => client.shares.download(TOKEN, 'srt'),
    method: 'GET',
    path: `/api/shared/${TOKEN}/download`,
    query: { format: 'srt' },
    querySchema: downloadTranscriptionQuerySchema,
    answer: { text: '1\n00:00:00,000 --> 00:00:02,000\nWelcome\n', headers: { 'content-type': 'application/x-subrip' } },
    check: fileResult('shared-transcript.srt', 'application/x-subrip', '1\n00:00:00,000 --> 00:00:02,000\nWelcome\n'),
  },
];

describe('shares resource', () => {
  it.each(calls)('$name', checkContractCall);

  it('gives the media address for an <audio> element, with the token encoded', () => {
    const client = createClient({ baseUrl: 'https://verbatim.example/' });
    expect(client.shares.audioUrl(TOKEN)).toBe(`https://verbatim.example/api/shared/${TOKEN}/audio`);
    expect(client.shares.audioUrl('a/b')).toBe('https://verbatim.example/api/shared/a%2Fb/audio');
  });

  it('turns an unknown, revoked or expired link into an ApiError 404 with code SHARE_LINK_UNAVAILABLE', async () => {
    const message = 'This link is no longer available. Ask the person who shared it for a new one.';
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 404, { error: { code: 'SHARE_LINK_UNAVAILABLE', message } }),
    );
    const client = createClient({ baseUrl: server.url });
    for (const call of [() => client.shares.get(TOKEN), () => client.shares.download(TOKEN, 'pdf')]) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, code: 'SHARE_LINK_UNAVAILABLE', serverMessage: message });
    }
  });
});
