import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createClient } from '../client';
import { MAX_CAPTION_CHUNK_CHARS, SESSION_ENDED_CLOSE_CODE } from '../contracts/constants';
import { CAPTION_MESSAGES, CAPTIONS_TIMING, type CaptionEvent, type CaptionsConnection, connectCaptions } from './captions-socket';
import type { Timers } from './timers';

// A real `ws` server on loopback plays the API's part, per the contract (the API's own socket is tested in apps/api).

interface Loopback {
  url: string;
  wss: WebSocketServer;
  received: unknown[];
  connections: WebSocket[];
}

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startCaptionsServer(onAudio: (socket: WebSocket, message: { type: string; data: string }) => void): Promise<Loopback> {
  const server = createServer();
  const wss = new WebSocketServer({ server, path: '/api/ws/captions' });
  const state: Loopback = { url: '', wss, received: [], connections: [] };
  wss.on('connection', (socket) => {
    state.connections.push(socket);
    // A client that breaks the protocol is closed by ws; without a listener its error would end the test run.
    socket.on('error', () => undefined);
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data: string };
      state.received.push(message);
      onAudio(socket, message);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(() => closeServer(server, wss));
  return state;
}

function closeServer(server: Server, wss?: WebSocketServer) {
  for (const client of wss?.clients ?? []) client.terminate();
  wss?.close();
  server.closeAllConnections();
  return new Promise<void>((resolve) => server.close(() => resolve()));
}

/** A clock the test moves by hand; real sockets keep their real timing. */
function manualTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let handles = 0;
  const timers: Timers = {
    setTimeout: (run, ms) => {
      pending.set(++handles, { at: now + ms, run });
      return handles;
    },
    clearTimeout: (handle) => {
      pending.delete(handle as number);
    },
  };
  return {
    timers,
    pendingCount: () => pending.size,
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...pending].sort((a, b) => a[1].at - b[1].at)) {
        if (timer.at > now) continue;
        pending.delete(handle);
        timer.run();
      }
    },
  };
}

function follow(captions: CaptionsConnection) {
  const events: CaptionEvent[] = [];
  captions.subscribe((event) => events.push(event));
  cleanups.push(() => captions.close());
  return events;
}

const WAV = `data:audio/wav;base64,${Buffer.from('RIFF....WAVEfmt ').toString('base64')}`;

describe('realtime.captions against a loopback WebSocket server', () => {
  it('sends WAV chunks as {type: "audio", data} and emits the text that comes back', async () => {
    const server = await startCaptionsServer((socket, message) =>
      socket.send(JSON.stringify({ type: 'transcription', text: `heard ${message.data.length} chars` })),
    );
    const client = createClient({ baseUrl: server.url, realtime: { WebSocket } });
    const captions = client.realtime.captions();
    const events = follow(captions);
    expect(captions.send(WAV)).toBe(false); // not open yet: dropped, not queued
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    expect(captions.send(WAV)).toBe(true);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    expect(server.received).toEqual([{ type: 'audio', data: WAV }]);
    expect(events).toEqual([{ type: 'transcription', text: `heard ${WAV.length} chars` }]);
  });

  it('words a server error as "Transcription error: ..."', async () => {
    const server = await startCaptionsServer((socket) =>
      socket.send(JSON.stringify({ type: 'error', message: 'The audio chunk is too short' })),
    );
    const captions = connectCaptions(`${server.url.replace('http', 'ws')}/api/ws/captions`, { WebSocket });
    const events = follow(captions);
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    captions.send(WAV);
    await vi.waitFor(() => expect(events).toEqual([{ type: 'error', message: 'Transcription error: The audio chunk is too short' }]));
  });

  it('when the connection is lost: "Connection lost. Retrying..." and a new connection after exactly 2 s', async () => {
    const server = await startCaptionsServer(() => undefined);
    const clock = manualTimers();
    const captions = connectCaptions(`${server.url.replace('http', 'ws')}/api/ws/captions`, { WebSocket, timers: clock.timers });
    const events = follow(captions);
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    server.connections[0]?.terminate();
    await vi.waitFor(() => expect(captions.state).toBe('reconnecting'));
    expect(events).toEqual([{ type: 'error', message: CAPTION_MESSAGES.connectionLost }]);
    clock.advance(CAPTIONS_TIMING.reconnectMs - 1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.connections).toHaveLength(1);
    clock.advance(1);
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    expect(server.connections).toHaveLength(2);
    expect(captions.send(WAV)).toBe(true);
    await vi.waitFor(() => expect(server.received).toHaveLength(1));
  });

  it('a server that refuses the socket gives "Caption connection error", then retries', async () => {
    const server = createServer((_req, res) => res.writeHead(404).end());
    server.on('upgrade', (_req, socket) => socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => closeServer(server));
    const clock = manualTimers();
    const url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/ws/captions`;
    const captions = connectCaptions(url, { WebSocket, timers: clock.timers });
    const events = follow(captions);
    await vi.waitFor(() => expect(captions.state).toBe('reconnecting'));
    expect(events).toEqual([
      { type: 'error', message: 'Caption connection error' },
      { type: 'error', message: 'Connection lost. Retrying...' },
    ]);
    expect(clock.pendingCount()).toBe(1);
  });

  it('refuses what is not a WAV data URL, and a chunk over the size limit', async () => {
    const server = await startCaptionsServer(() => undefined);
    const captions = connectCaptions(`${server.url.replace('http', 'ws')}/api/ws/captions`, { WebSocket });
    follow(captions);
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    expect(() => captions.send('data:audio/mp3;base64,AAAA')).toThrow(TypeError);
    expect(() => captions.send('hello')).toThrow(/base64 WAV data URL/);
    expect(() => captions.send(`data:audio/wav;base64,${'A'.repeat(MAX_CAPTION_CHUNK_CHARS)}`)).toThrow(RangeError);
    expect(server.received).toEqual([]);
  });

  it('close() ends the connection for good: no reconnection, no events, send() returns false', async () => {
    const server = await startCaptionsServer(() => undefined);
    const clock = manualTimers();
    const captions = connectCaptions(`${server.url.replace('http', 'ws')}/api/ws/captions`, { WebSocket, timers: clock.timers });
    const events = follow(captions);
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    captions.close();
    expect(captions.state).toBe('closed');
    expect(captions.send(WAV)).toBe(false);
    await vi.waitFor(() => expect(server.wss.clients.size).toBe(0));
    clock.advance(60_000);
    expect(clock.pendingCount()).toBe(0);
    expect(events).toEqual([]);
  });

  it('ignores frames that are not captions, and words an error without a message', async () => {
    const server = await startCaptionsServer((socket) => {
      socket.send('not json');
      socket.send(JSON.stringify({ type: 'connected' }));
      socket.send(JSON.stringify({ type: 'transcription', text: 42 }));
      socket.send(JSON.stringify({ type: 'error' }));
      socket.send(JSON.stringify({ type: 'transcription', text: 'the weather today' }));
    });
    const captions = connectCaptions(`${server.url.replace('http', 'ws')}/api/ws/captions`, { WebSocket });
    const events = follow(captions);
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    captions.send(WAV);
    await vi.waitFor(() => expect(events).toHaveLength(2));
    expect(events).toEqual([
      { type: 'error', message: 'Transcription error: unknown error' },
      { type: 'transcription', text: 'the weather today' },
    ]);
  });

  it('stays closed when the server ends the socket because the session has ended (4401)', async () => {
    const server = await startCaptionsServer(() => undefined);
    const clock = manualTimers();
    const captions = connectCaptions(`${server.url.replace('http', 'ws')}/api/ws/captions`, { WebSocket, timers: clock.timers });
    const events = follow(captions);
    await vi.waitFor(() => expect(captions.state).toBe('open'));
    server.connections[0]?.close(SESSION_ENDED_CLOSE_CODE, 'session ended');
    await vi.waitFor(() => expect(captions.state).toBe('closed'));
    expect(events).toEqual([{ type: 'error', message: CAPTION_MESSAGES.connectionError }]);
    expect(clock.pendingCount()).toBe(0);
    expect(captions.send(WAV)).toBe(false);
  });
});
