import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import {
  deleteTranscriptionResponseSchema,
  downloadOwnTranscriptionQuerySchema,
  getTranscriptionResponseSchema,
  listTranscriptionsQuerySchema,
  retryTranscriptionResponseSchema,
  transcriptionPageSchema,
} from '../contracts';
import { ApiError } from '../errors';
import type { DownloadedFile } from '../http';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';
import { transcriptionFixture, transcriptionSummaryFixture } from '../test-support/fixtures';
import { closeLoopbackServers, sendJson, startLoopbackServer } from '../test-support/loopback-server';

afterEach(closeLoopbackServers);

const fileResult = (fileName: string, type: string, content: string) => async (value: unknown) => {
  const file = value as DownloadedFile;
  expect(file.fileName).toBe(fileName);
  expect(file.blob.type).toBe(type);
  expect(await file.blob.text()).toBe(content);
};

const calls: ContractCall[] = [
  {
    name: 'list: GET /api/transcriptions answers the first page',
    call: (client) => client.transcriptions.list(),
    method: 'GET',
    path: '/api/transcriptions',
    querySchema: listTranscriptionsQuerySchema,
    answer: { json: { items: [transcriptionSummaryFixture], nextCursor: 'next', total: 51 } },
    responseSchema: transcriptionPageSchema,
  },
  {
    name: 'list: GET /api/transcriptions?q=&cursor=&limit= with the search text encoded',
    call: (client) => client.transcriptions.list({ q: 'Q&A: week 1', cursor: 'abc_-', limit: 20 }),
    method: 'GET',
    path: '/api/transcriptions',
    query: { q: 'Q&A: week 1', cursor: 'abc_-', limit: '20' },
    querySchema: listTranscriptionsQuerySchema,
    answer: { json: { items: [], nextCursor: null, total: 0 } },
    responseSchema: transcriptionPageSchema,
  },
  {
    name: 'list: a blank search sends no query',
    call: (client) => client.transcriptions.list({ q: '' }),
    method: 'GET',
    path: '/api/transcriptions',
    answer: { json: { items: [], nextCursor: null, total: 0 } },
    responseSchema: transcriptionPageSchema,
  },
  {
    name: 'get: GET /api/transcriptions/{id}',
    call: (client) => client.transcriptions.get('t_1'),
    method: 'GET',
    path: '/api/transcriptions/t_1',
    answer: { json: transcriptionFixture },
    responseSchema: getTranscriptionResponseSchema,
  },
  {
    name: 'get: the id is one encoded path segment',
    call: (client) => client.transcriptions.get('../user'),
    method: 'GET',
    path: '/api/transcriptions/..%2Fuser',
    answer: { json: transcriptionFixture },
    responseSchema: getTranscriptionResponseSchema,
  },
  {
    name: 'delete: DELETE /api/transcriptions/{id}',
    call: (client) => client.transcriptions.delete('t_1'),
    method: 'DELETE',
    path: '/api/transcriptions/t_1',
    answer: { json: { success: true, message: 'Transcription deleted.' } },
    responseSchema: deleteTranscriptionResponseSchema,
  },
  {
    name: 'retry: POST /api/transcriptions/{id}/retry without a body',
    call: (client) => client.transcriptions.retry('t_1'),
    method: 'POST',
    path: '/api/transcriptions/t_1/retry',
    answer: { json: { success: true, transcription: { ...transcriptionSummaryFixture, status: 'pending', progress: 0 } } },
    responseSchema: retryTranscriptionResponseSchema,
  },
  {
    name: 'audio: GET /api/transcriptions/{id}/audio, named by the server',
    call: (client) => client.transcriptions.audio('t_1'),
    method: 'GET',
    path: '/api/transcriptions/t_1/audio',
    answer: {
      bytes: new TextEncoder().encode('ID3 audio'),
      headers: { 'content-type': 'audio/mpeg', 'content-disposition': 'attachment; filename="meeting.mp3"' },
    },
    check: fileResult('meeting.mp3', 'audio/mpeg', 'ID3 audio'),
  },
  {
    name: 'audio: saved as mp3 when the server gives no name',
    call: (client) => client.transcriptions.audio('t_1'),
    method: 'GET',
    path: '/api/transcriptions/t_1/audio',
    answer: { bytes: new TextEncoder().encode('ID3 audio'), headers: { 'content-type': 'audio/mpeg' } },
    check: fileResult('audio-t_1.mp3', 'audio/mpeg', 'ID3 audio'),
  },
  {
    name: "download: null leaves the format to the user's settings, and the server names the file",
    call: (client) => client.transcriptions.download('t_1', null),
    method: 'GET',
    path: '/api/transcriptions/t_1/download',
    querySchema: downloadOwnTranscriptionQuerySchema,
    answer: {
      text: '1\n00:00:00,000 --> 00:00:02,000\nWelcome\n',
      headers: { 'content-type': 'application/x-subrip', 'content-disposition': 'attachment; filename="meeting.srt"' },
    },
    check: fileResult('meeting.srt', 'application/x-subrip', '1\n00:00:00,000 --> 00:00:02,000\nWelcome\n'),
  },
  {
    name: 'download: GET /api/transcriptions/{id}/download?format= with an explicit format',
    call: (client) => client.transcriptions.download('t_1', 'docx'),
    method: 'GET',
    path: '/api/transcriptions/t_1/download',
    query: { format: 'docx' },
    querySchema: downloadOwnTranscriptionQuerySchema,
    answer: { bytes: new TextEncoder().encode('PK'), headers: { 'content-type': 'application/octet-stream' } },
    check: fileResult('transcript-t_1.docx', 'application/octet-stream', 'PK'),
  },
];

describe('transcriptions resource', () => {
  it.each(calls)('$name', checkContractCall);

  /** Three pages of two, three and one rows, chained by cursor, as the server answers them. */
  async function pagedServer() {
    const pages: Record<string, { ids: string[]; nextCursor: string | null }> = {
      '': { ids: ['t_6', 't_5'], nextCursor: 'c2' },
      c2: { ids: ['t_4', 't_3', 't_2'], nextCursor: 'c3' },
      c3: { ids: ['t_1'], nextCursor: null },
    };
    return startLoopbackServer((request, response) => {
      const page = pages[request.query.cursor ?? ''];
      if (!page) return sendJson(response, 400, { error: { code: 'VALIDATION_FAILED', message: 'cursor' } });
      const items = page.ids.map((id) => ({ ...transcriptionSummaryFixture, id }));
      sendJson(response, 200, transcriptionPageSchema.parse({ items, nextCursor: page.nextCursor, total: 6 }));
    });
  }

  it('pages() follows nextCursor until the last page, with the same search on every call', async () => {
    const server = await pagedServer();
    const client = createClient({ baseUrl: server.url });
    const seen: string[][] = [];
    for await (const page of client.transcriptions.pages({ q: 'week', limit: 3 })) seen.push(page.items.map((row) => row.id));
    expect(seen).toEqual([['t_6', 't_5'], ['t_4', 't_3', 't_2'], ['t_1']]);
    expect(server.received.map((request) => request.query)).toEqual([
      { q: 'week', limit: '3' },
      { q: 'week', limit: '3', cursor: 'c2' },
      { q: 'week', limit: '3', cursor: 'c3' },
    ]);
  });

  it('all() yields rows across pages and fetches no page the loop does not reach', async () => {
    const server = await pagedServer();
    const client = createClient({ baseUrl: server.url });
    const ids: string[] = [];
    for await (const row of client.transcriptions.all()) {
      ids.push(row.id);
      if (row.id === 't_4') break;
    }
    expect(ids).toEqual(['t_6', 't_5', 't_4']);
    expect(server.received).toHaveLength(2);
  });

  it("turns another user's id into an ApiError 404 with the server's words", async () => {
    const server = await startLoopbackServer((_request, response) =>
      sendJson(response, 404, { error: { code: 'NOT_FOUND', message: 'No such transcription.' } }),
    );
    const client = createClient({ baseUrl: server.url });
    for (const call of [
      () => client.transcriptions.get('t_x'),
      () => client.transcriptions.retry('t_x'),
      () => client.transcriptions.audio('t_x'),
    ]) {
      const error = await call().catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 404, code: 'NOT_FOUND', serverMessage: 'No such transcription.' });
    }
  });

  it('hands a streamed answer to onText piece by piece, and stopping it closes the connection', async () => {
    let closed = false;
    const server = await startLoopbackServer((request, response) => {
      response.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.on('close', () => {
        closed = true;
      });
      if (request.pathname.endsWith('/summarize')) {
        const pieces = ['Key ', 'points: ', 'the budget.'];
        const next = () => {
          const piece = pieces.shift();
          if (piece === undefined) return response.end();
          response.write(piece);
          setTimeout(next, 30);
        };
        return next();
      }
      // A chat answer that never ends: only the client can stop it.
      response.write('Thinking');
    });
    const client = createClient({ baseUrl: server.url });
    const seen: string[] = [];
    const summary = await client.transcriptions.summarize('t1', { summaryType: 'short' }, { onText: (_piece, soFar) => seen.push(soFar) });
    expect(summary).toBe('Key points: the budget.');
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.at(-1)).toBe(summary);
    expect(JSON.parse(server.received[0]?.body.toString() ?? '')).toEqual({ summaryType: 'short' });

    closed = false;
    const controller = new AbortController();
    const answer = client.transcriptions.chat('t1', { message: 'Why?' }, { signal: controller.signal, onText: () => controller.abort() });
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
    await expect.poll(() => closed).toBe(true);
  });
});
