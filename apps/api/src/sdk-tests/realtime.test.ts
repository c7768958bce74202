import { readFileSync } from 'node:fs';
import {
  createClient,
  type SocketState,
  type TranscriptionUpdateMessage,
  type UpdatesConnection,
  type VerbatimClient,
  type WebSocketConstructor,
} from '@verbatim/core-sdk';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { PASSWORD, uniqueEmail } from '../test-support/core-sdk-session';
import { makeTestMedia, type TestMedia } from '../test-support/media/make-test-media';
import { wordErrorRate } from '../test-support/media/word-error-rate';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { testDatabases } from '../test-support/test-databases';

const MAX_WORD_ERROR_RATE = 0.5;

async function signedUpClient(server: TestServer, signIn = true): Promise<VerbatimClient> {
  // Node 20 has no WebSocket of its own: the `ws` package's, with the session cookie the client keeps.
  const client = createClient({
    baseUrl: server.url,
    keepCookies: true,
    realtime: { WebSocket: WebSocket as unknown as WebSocketConstructor },
  });
  if (signIn) await client.auth.register({ email: uniqueEmail('realtime'), password: PASSWORD, firstName: 'Ada' });
  return client;
}

const connections: UpdatesConnection[] = [];
afterEach(() => {
  for (const connection of connections.splice(0)) connection.close();
});

function follow(connection: UpdatesConnection) {
  connections.push(connection);
  const messages: TranscriptionUpdateMessage[] = [];
  const states: SocketState[] = [];
  connection.subscribe((message) => messages.push(message));
  connection.subscribeState((state) => states.push(state));
  return { messages, states };
}

describe.each(testDatabases())('the SDK updates socket on the real API on %s', (database) => {
  let server: TestServer;
  let media: TestMedia;
  beforeAll(async () => {
    media = await makeTestMedia();
    server = await startTestServer({ database, env: { WORKER_CONCURRENCY: '2' } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('follows an uploaded speech file through transcription_update messages to completed', async () => {
    const client = await signedUpClient(server);
    const other = await signedUpClient(server);
    const mine = follow(client.realtime.updates());
    const theirs = follow(other.realtime.updates());
    await vi.waitFor(() => expect([mine.states.at(-1), theirs.states.at(-1)]).toEqual(['open', 'open']));

    const file = new File([readFileSync(media.wav)], 'live.wav', { type: 'audio/wav' });
    const { transcriptionId } = await client.uploads.upload(file);
    await vi.waitFor(() => expect(mine.messages.at(-1)?.status).toBe('completed'), { timeout: 90_000, interval: 100 });

    const updates = mine.messages.filter((m) => m.id === transcriptionId);
    expect(updates).toHaveLength(mine.messages.length);
    expect(updates.at(-1)).toEqual({
      type: 'transcription_update',
      id: transcriptionId,
      status: 'completed',
      progress: 100,
      errorMessage: null,
    });
    expect(updates.some((m) => m.status === 'processing')).toBe(true);
    const progress = updates.map((m) => m.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    // Only the owner hears about it.
    expect(theirs.messages).toEqual([]);

    const done = await client.transcriptions.get(transcriptionId);
    expect(done.status).toBe('completed');
    expect(wordErrorRate(media.text, String(done.transcriptText)).rate).toBeLessThan(MAX_WORD_ERROR_RATE);
  });

  it('reports a failed transcription with its errorMessage', async () => {
    const client = await signedUpClient(server);
    const live = follow(client.realtime.updates());
    await vi.waitFor(() => expect(live.states.at(-1)).toBe('open'));
    const silent = new File([readFileSync(media.videoWithoutAudio)], 'silent.mp4', { type: 'video/mp4' });
    const { transcriptionId } = await client.uploads.upload(silent);
    await vi.waitFor(() => expect(live.messages.at(-1)?.status).toBe('failed'), { timeout: 60_000, interval: 100 });
    expect(live.messages.at(-1)).toMatchObject({ id: transcriptionId, status: 'failed', errorMessage: 'This file has no audio track.' });
  });

  it('signed out: the server refuses the socket and the SDK waits to reconnect, without a message', async () => {
    const client = await signedUpClient(server, false);
    const live = follow(client.realtime.updates());
    await vi.waitFor(() => expect(live.states).toEqual(['reconnecting']));
    expect(live.messages).toEqual([]);
  });

  it('signing out ends the socket: the SDK says so once and does not reconnect with the dead cookie', async () => {
    const client = await signedUpClient(server);
    const connection = client.realtime.updates();
    const live = follow(connection);
    let signedOut = 0;
    connection.subscribeSignedOut(() => signedOut++);
    await vi.waitFor(() => expect(live.states.at(-1)).toBe('open'));
    await client.auth.logout();
    await vi.waitFor(() => expect(signedOut).toBe(1));
    expect(live.states).toEqual(['open', 'closed']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(live.states).toEqual(['open', 'closed']);
  });

  it('close() ends the connection: no reconnection afterwards', async () => {
    const client = await signedUpClient(server);
    const live = follow(client.realtime.updates());
    await vi.waitFor(() => expect(live.states.at(-1)).toBe('open'));
    connections.pop()?.close();
    expect(live.states.at(-1)).toBe('closed');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(live.states.at(-1)).toBe('closed');
  });
});
