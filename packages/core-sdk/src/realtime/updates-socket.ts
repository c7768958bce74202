import type { TranscriptionStatus, TranscriptionUpdateMessage } from '../contracts';
import { parseFrame, resolveWebSocket, type SocketState, type WebSocketConstructor, type WebSocketLike } from './socket';
import { createListeners, type Subscribable } from './subscribable';
import { realTimers, type Timers } from './timers';

// Not the contract's list: that module brings zod, which the main entry leaves out.
const STATUSES: readonly string[] = ['pending', 'processing', 'completed', 'failed'] satisfies TranscriptionStatus[];

/** core-journey spec sections 4 and 9. */
export const UPDATES_TIMING = {
  reconnectMs: 5000,
  fallbackPollMs: 10_000,
  /** 60 s of fallback polling. */
  fallbackPolls: 6,
} as const;

export interface UpdatesSocketOptions {
  /**
   * Refetch what the socket would have announced (e.g. invalidate the transcription list). Called every 10 s for
   * 60 s after a socket error, and once when a lost connection is back, for what was missed meanwhile.
   */
  poll?: () => void;
  /** Needed on Node before 22 (e.g. the `ws` package); browsers and Node 22+ have one. */
  WebSocket?: WebSocketConstructor;
  timers?: Timers;
}

/** The live updates of the caller's transcriptions. `subscribe` gets every `transcription_update`. */
export interface UpdatesConnection extends Subscribable<TranscriptionUpdateMessage> {
  readonly state: SocketState;
  subscribeState(listener: (state: SocketState) => void): () => void;
  /** Closes the socket for good: no reconnection, no more polling. */
  close(): void;
}

function parseUpdate(data: unknown): TranscriptionUpdateMessage | null {
  const message = parseFrame(data);
  if (message?.type !== 'transcription_update' || typeof message.id !== 'string') return null;
  if (typeof message.status !== 'string' || !STATUSES.includes(message.status) || typeof message.progress !== 'number') return null;
  const errorMessage = typeof message.errorMessage === 'string' ? message.errorMessage : null;
  return {
    type: 'transcription_update',
    id: message.id,
    status: message.status as TranscriptionStatus,
    progress: message.progress,
    errorMessage,
  };
}

/** Opens `/api/ws/updates` and keeps it open: reconnects 5 s after a close, polls while it is broken. */
export function connectUpdates(url: string, options: UpdatesSocketOptions = {}): UpdatesConnection {
  const Socket = resolveWebSocket(options.WebSocket);
  const timers = options.timers ?? realTimers;
  const updates = createListeners<TranscriptionUpdateMessage>();
  const states = createListeners<SocketState>();
  let socket: WebSocketLike | null = null;
  let state: SocketState = 'connecting';
  let closed = false;
  // A connection was lost or refused since the last successful open.
  let interrupted = false;
  let reconnectTimer: unknown;
  let pollTimer: unknown;
  let pollsLeft = 0;

  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    states.emit(next);
  };

  const schedulePoll = () => {
    pollTimer = timers.setTimeout(() => {
      pollTimer = undefined;
      pollsLeft--;
      options.poll?.();
      if (pollsLeft > 0 && !closed) schedulePoll();
    }, UPDATES_TIMING.fallbackPollMs);
  };
  // Another error while polling extends the window; it never starts a second series.
  const startPolling = () => {
    if (!options.poll || closed) return;
    pollsLeft = UPDATES_TIMING.fallbackPolls;
    if (pollTimer === undefined) schedulePoll();
  };
  const stopPolling = () => {
    if (pollTimer !== undefined) timers.clearTimeout(pollTimer);
    pollTimer = undefined;
    pollsLeft = 0;
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer !== undefined) return;
    setState('reconnecting');
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, UPDATES_TIMING.reconnectMs);
  };

  function connect() {
    if (closed) return;
    setState('connecting');
    let ws: WebSocketLike;
    try {
      ws = new Socket(url);
    } catch {
      interrupted = true;
      startPolling();
      scheduleReconnect();
      return;
    }
    socket = ws;
    // Handlers stay attached after a socket is replaced (some implementations throw on an unhandled error) but ignore it.
    ws.onopen = () => {
      if (socket !== ws) return;
      setState('open');
      if (interrupted) {
        interrupted = false;
        stopPolling();
        options.poll?.();
      }
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      const update = parseUpdate(event.data);
      if (update) updates.emit(update);
    };
    ws.onerror = () => {
      if (socket !== ws) return;
      interrupted = true;
      startPolling();
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      interrupted = true;
      scheduleReconnect();
    };
  }

  connect();

  return {
    get state() {
      return state;
    },
    subscribe: updates.subscribe,
    subscribeState: states.subscribe,
    close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer !== undefined) timers.clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      stopPolling();
      const ws = socket;
      socket = null;
      ws?.close(1000, 'closed by client');
      setState('closed');
    },
  };
}
