import type { SocketState, WebSocketConstructor, WebSocketLike } from './socket';
import { createListeners } from './subscribable';
import type { Timers } from './timers';

/** What a socket does at each turn of its connection; the reconnection itself is shared. */
export interface ReconnectingSocketHooks {
  onOpen?(): void;
  onMessage(data: unknown): void;
  /** The socket reported an error (a close usually follows). */
  onError?(): void;
  /** The WebSocket could not even be created. A reconnection is scheduled next. */
  onConnectFailed?(): void;
  /** The connection is gone and a reconnection is being scheduled (not after `close()`). */
  onLost?(): void;
  /**
   * Close codes after which trying again is pointless (the server said the session has ended): the socket then
   * stays closed, as after `close()`, and `onEnded` runs instead of `onLost`.
   */
  finalCloseCodes?: readonly number[];
  onEnded?(code: number): void;
}

export interface ReconnectingSocket {
  readonly state: SocketState;
  /** The open (or opening) WebSocket, if any. */
  readonly current: WebSocketLike | null;
  subscribeState(listener: (state: SocketState) => void): () => void;
  /** Closes for good: no reconnection. Returns false when it was closed already. */
  close(): boolean;
}

/**
 * One WebSocket kept open: connects at once and `reconnectMs` after each loss. Events of a replaced socket are
 * ignored, but its handlers stay attached (some implementations throw on an unhandled error).
 */
export function openReconnectingSocket(
  url: string,
  Socket: WebSocketConstructor,
  timers: Timers,
  reconnectMs: number,
  hooks: ReconnectingSocketHooks,
): ReconnectingSocket {
  const states = createListeners<SocketState>();
  let socket: WebSocketLike | null = null;
  let state: SocketState = 'connecting';
  let closed = false;
  let reconnectTimer: unknown;

  const setState = (next: SocketState) => {
    if (state === next) return;
    state = next;
    states.emit(next);
  };

  const scheduleReconnect = () => {
    if (closed || reconnectTimer !== undefined) return;
    hooks.onLost?.();
    setState('reconnecting');
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, reconnectMs);
  };

  function connect() {
    if (closed) return;
    setState('connecting');
    let ws: WebSocketLike;
    try {
      ws = new Socket(url);
    } catch {
      hooks.onConnectFailed?.();
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket !== ws) return;
      setState('open');
      hooks.onOpen?.();
    };
    ws.onmessage = (event) => {
      if (socket === ws) hooks.onMessage(event.data);
    };
    ws.onerror = () => {
      if (socket === ws) hooks.onError?.();
    };
    ws.onclose = (event) => {
      if (socket !== ws) return;
      socket = null;
      const code = (event as { code?: unknown } | null)?.code;
      if (typeof code === 'number' && hooks.finalCloseCodes?.includes(code)) {
        closed = true;
        setState('closed');
        hooks.onEnded?.(code);
        return;
      }
      scheduleReconnect();
    };
  }

  connect();

  return {
    get state() {
      return state;
    },
    get current() {
      return socket;
    },
    subscribeState: states.subscribe,
    close() {
      if (closed) return false;
      closed = true;
      if (reconnectTimer !== undefined) timers.clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const ws = socket;
      socket = null;
      ws?.close(1000, 'closed by client');
      setState('closed');
      return true;
    },
  };
}
