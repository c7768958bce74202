import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createClient } from '../client';
import type { TranscriptionUpdateMessage } from '../contracts';
import { SESSION_ENDED_CLOSE_CODE } from '../contracts/constants';
import { resolveWebSocket, type SocketState, socketUrl, type WebSocketLike } from './socket';
import { connectUpdates, UPDATES_TIMING } from './updates-socket';

/** A stand-in for the browser's WebSocket: the test plays the network's part by calling open/message/fail/drop. */
class FakeWebSocket implements WebSocketLike {
  static instances: FakeWebSocket[] = [];
  readyState = 0;
  onopen: WebSocketLike['onopen'] = null;
  onmessage: WebSocketLike['onmessage'] = null;
  onclose: WebSocketLike['onclose'] = null;
  onerror: WebSocketLike['onerror'] = null;
  sent: string[] = [];
  closedWith: [number | undefined, string | undefined] | null = null;
  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number, reason?: string) {
    this.readyState = 3;
    this.closedWith = [code, reason];
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  message(data: unknown) {
    this.onmessage?.({ data });
  }
  /** A refused or broken connection: browsers fire error, then close. */
  fail() {
    this.readyState = 3;
    this.onerror?.({});
    this.onclose?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  /** The server closes the connection with a close code. */
  closeFromServer(code: number) {
    this.readyState = 3;
    this.onclose?.({ code, reason: '' });
  }
}

const latest = () => FakeWebSocket.instances.at(-1) as FakeWebSocket;
const update = (id: string, status: string, progress: number, errorMessage: string | null = null) =>
  JSON.stringify({ type: 'transcription_update', id, status, progress, errorMessage });

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.instances = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('socketUrl', () => {
  it('turns the client baseUrl into ws:// or wss://', () => {
    expect(socketUrl('http://127.0.0.1:3000/', '/api/ws/updates')).toBe('ws://127.0.0.1:3000/api/ws/updates');
    expect(socketUrl('https://verbatim.example', '/api/ws/updates')).toBe('wss://verbatim.example/api/ws/updates');
    expect(socketUrl('https://verbatim.example/app', '/api/ws/captions')).toBe('wss://verbatim.example/app/api/ws/captions');
  });

  it('uses the page location when baseUrl is "" (the page own origin), and says so when there is none', () => {
    expect(() => socketUrl('', '/api/ws/updates')).toThrow(/absolute baseUrl/);
    vi.stubGlobal('location', new URL('https://app.verbatim.example/dashboard'));
    expect(socketUrl('', '/api/ws/updates')).toBe('wss://app.verbatim.example/api/ws/updates');
  });

  it('needs a WebSocket constructor where the runtime has none', () => {
    vi.stubGlobal('WebSocket', undefined);
    expect(() => resolveWebSocket(undefined)).toThrow(/pass the WebSocket option/);
    expect(resolveWebSocket(FakeWebSocket)).toBe(FakeWebSocket);
  });
});

describe('realtime.updates', () => {
  it('connects to /api/ws/updates of the client and hands every transcription_update to subscribers', () => {
    const client = createClient({ baseUrl: 'https://verbatim.example', realtime: { WebSocket: FakeWebSocket } });
    const updates = client.realtime.updates();
    expect(latest().url).toBe('wss://verbatim.example/api/ws/updates');
    const a: TranscriptionUpdateMessage[] = [];
    const b: TranscriptionUpdateMessage[] = [];
    updates.subscribe((m) => a.push(m));
    const stopB = updates.subscribe((m) => b.push(m));
    latest().open();
    expect(updates.state).toBe('open');
    latest().message(JSON.stringify({ type: 'connected' }));
    latest().message(update('t1', 'processing', 40));
    stopB();
    latest().message(update('t1', 'failed', 40, 'The audio could not be decoded.'));
    // Not ours, or not well formed: ignored.
    latest().message('not json');
    latest().message(update('t1', 'exploded', 10));
    latest().message(JSON.stringify({ type: 'transcription_update', id: 5 }));
    latest().message(new TextEncoder().encode(update('t2', 'completed', 100)));
    expect(a).toEqual([
      { type: 'transcription_update', id: 't1', status: 'processing', progress: 40, errorMessage: null },
      { type: 'transcription_update', id: 't1', status: 'failed', progress: 40, errorMessage: 'The audio could not be decoded.' },
      { type: 'transcription_update', id: 't2', status: 'completed', progress: 100, errorMessage: null },
    ]);
    expect(b).toHaveLength(1);
    updates.close();
  });

  it('reconnects 5 s after the connection closes, and keeps delivering', async () => {
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket });
    const received: string[] = [];
    const states: SocketState[] = [];
    updates.subscribe((m) => received.push(m.id));
    updates.subscribeState((s) => states.push(s));
    latest().open();
    latest().drop();
    expect(updates.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(UPDATES_TIMING.reconnectMs - 1);
    expect(FakeWebSocket.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    latest().open();
    latest().message(update('t3', 'completed', 100));
    expect(received).toEqual(['t3']);
    expect(states).toEqual(['open', 'reconnecting', 'connecting', 'open']);
    updates.close();
  });

  it('after an error polls every 10 s for 60 s, then stops', async () => {
    const poll = vi.fn();
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket, poll });
    latest().onerror?.({});
    await vi.advanceTimersByTimeAsync(9999);
    expect(poll).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenLastCalledWith('fallback');
    await vi.advanceTimersByTimeAsync(50_000);
    expect(poll).toHaveBeenCalledTimes(6);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(poll).toHaveBeenCalledTimes(6);
    updates.close();
  });

  it('while the server stays unreachable: a retry every 5 s, one polling series (never two at once)', async () => {
    const poll = vi.fn();
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket, poll });
    latest().fail();
    for (let second = 5; second <= 30; second += 5) {
      await vi.advanceTimersByTimeAsync(5000);
      latest().fail();
    }
    expect(FakeWebSocket.instances).toHaveLength(7);
    // Polls at 10, 20 and 30 s: one series, extended by each new error.
    expect(poll).toHaveBeenCalledTimes(3);
    updates.close();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(FakeWebSocket.instances).toHaveLength(7);
  });

  it('once a lost connection is back: polls once for what was missed, and stops the fallback polling', async () => {
    const poll = vi.fn();
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket, poll });
    latest().open();
    expect(poll).not.toHaveBeenCalled();
    latest().fail();
    await vi.advanceTimersByTimeAsync(5000);
    latest().open();
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenLastCalledWith('reconnected');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(poll).toHaveBeenCalledTimes(1);
    updates.close();
  });

  it('close() closes the socket and ends reconnection, polling and delivery', async () => {
    const poll = vi.fn();
    const received: unknown[] = [];
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket, poll });
    updates.subscribe((m) => received.push(m));
    const socket = latest();
    socket.open();
    updates.close();
    expect(socket.closedWith).toEqual([1000, 'closed by client']);
    expect(updates.state).toBe('closed');
    socket.message(update('t4', 'completed', 100));
    socket.fail();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(received).toEqual([]);
    expect(poll).not.toHaveBeenCalled();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('a constructor that throws counts as a failed connection and is retried', async () => {
    let attempts = 0;
    class Refusing extends FakeWebSocket {
      constructor(url: string) {
        super(url);
        if (++attempts === 1) throw new SyntaxError('bad URL');
      }
    }
    const poll = vi.fn();
    const updates = connectUpdates('ws://api/updates', { WebSocket: Refusing, poll });
    expect(updates.state).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(5000);
    latest().open();
    expect(updates.state).toBe('open');
    expect(poll).toHaveBeenCalledTimes(1);
    updates.close();
  });

  it('a resync message from the server runs poll at once, and is not an update', () => {
    const poll = vi.fn();
    const received: unknown[] = [];
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket, poll });
    updates.subscribe((m) => received.push(m));
    latest().open();
    latest().message(JSON.stringify({ type: 'resync' }));
    expect(poll).toHaveBeenCalledTimes(1);
    expect(poll).toHaveBeenLastCalledWith('resync');
    expect(received).toEqual([]);
    updates.close();
  });

  it('closed by the server because the session ended: tells the subscriber once, never reconnects or polls', async () => {
    const poll = vi.fn();
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket, poll });
    const signedOut = vi.fn();
    const states: SocketState[] = [];
    updates.subscribeSignedOut(signedOut);
    updates.subscribeState((s) => states.push(s));
    latest().open();
    // An error first starts the fallback polling; the end of the session stops it too.
    latest().onerror?.({});
    latest().closeFromServer(SESSION_ENDED_CLOSE_CODE);
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(updates.state).toBe('closed');
    await vi.advanceTimersByTimeAsync(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(poll).not.toHaveBeenCalled();
    expect(states).toEqual(['open', 'closed']);
    updates.close();
    expect(signedOut).toHaveBeenCalledTimes(1);
  });

  it('any other close code from the server is a lost connection: it reconnects', async () => {
    const signedOut = vi.fn();
    const updates = connectUpdates('ws://api/updates', { WebSocket: FakeWebSocket });
    updates.subscribeSignedOut(signedOut);
    for (const code of [1001, 1006, 1011, 4000]) {
      latest().open();
      latest().closeFromServer(code);
      expect(updates.state).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(UPDATES_TIMING.reconnectMs);
    }
    expect(FakeWebSocket.instances).toHaveLength(5);
    expect(signedOut).not.toHaveBeenCalled();
    updates.close();
  });
});
