import type { TranscriptionStatus, TranscriptionUpdateMessage } from '../contracts';
import { SESSION_ENDED_CLOSE_CODE } from '../contracts/constants';
import { openReconnectingSocket } from './reconnecting-socket';
import { parseFrame, resolveWebSocket, type SocketState, type WebSocketConstructor } from './socket';
import { createListeners, type Subscribable } from './subscribable';
import { realTimers, type Timers } from './timers';

// Not the contract's list: that module brings zod, which the main entry leaves out.
const STATUSES: readonly string[] = ['pending', 'processing', 'completed', 'failed'] satisfies TranscriptionStatus[];

export const UPDATES_TIMING = {
  reconnectMs: 5000,
  fallbackPollMs: 10_000,
  /** 60 s of fallback polling. */
  fallbackPolls: 6,
} as const;

/**
 * Why `poll` runs: `fallback` every 10 s for 60 s after a socket error; `reconnected` once when a lost connection
 * is back; `resync` when the server says updates may have been lost on its side. After the last two, anything
 * may have happened meanwhile (transcriptions finished, credits spent).
 */
export type UpdatesPollReason = 'fallback' | 'reconnected' | 'resync';

export interface UpdatesSocketOptions {
  /**
   * Refetch what the socket would have announced (e.g. invalidate the transcription list). Called every 10 s for
   * 60 s after a socket error, once when a lost connection is back, and whenever the server asks for a resync.
   */
  poll?: (reason: UpdatesPollReason) => void;
  /** Needed on Node before 22 (e.g. the `ws` package); browsers and Node 22+ have one. */
  WebSocket?: WebSocketConstructor;
  timers?: Timers;
}

/** The live updates of the caller's transcriptions. `subscribe` gets every `transcription_update`. */
export interface UpdatesConnection extends Subscribable<TranscriptionUpdateMessage> {
  readonly state: SocketState;
  subscribeState(listener: (state: SocketState) => void): () => void;
  /**
   * Called once if the server closes the socket because the session ended (sign-out anywhere, password reset,
   * expiry). The connection is then closed for good: a new one needs a new session.
   */
  subscribeSignedOut(listener: () => void): () => void;
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
  const timers = options.timers ?? realTimers;
  const updates = createListeners<TranscriptionUpdateMessage>();
  const signedOut = createListeners<void>();
  // A connection was lost or refused since the last successful open.
  let interrupted = false;
  let closed = false;
  let pollTimer: unknown;
  let pollsLeft = 0;

  const schedulePoll = () => {
    pollTimer = timers.setTimeout(() => {
      pollTimer = undefined;
      pollsLeft--;
      options.poll?.('fallback');
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
  const fail = () => {
    interrupted = true;
    startPolling();
  };

  const connection = openReconnectingSocket(url, resolveWebSocket(options.WebSocket), timers, UPDATES_TIMING.reconnectMs, {
    onOpen() {
      if (!interrupted) return;
      interrupted = false;
      stopPolling();
      options.poll?.('reconnected');
    },
    onMessage(data) {
      if (parseFrame(data)?.type === 'resync') {
        options.poll?.('resync');
        return;
      }
      const update = parseUpdate(data);
      if (update) updates.emit(update);
    },
    onError: fail,
    onConnectFailed: fail,
    onLost() {
      interrupted = true;
    },
    // Reconnecting with a cookie whose session has ended would be refused for ever.
    finalCloseCodes: [SESSION_ENDED_CLOSE_CODE],
    onEnded() {
      closed = true;
      stopPolling();
      signedOut.emit();
      signedOut.clear();
    },
  });

  return {
    get state() {
      return connection.state;
    },
    subscribe: updates.subscribe,
    subscribeState: connection.subscribeState,
    subscribeSignedOut: signedOut.subscribe,
    close() {
      if (!connection.close()) return;
      closed = true;
      stopPolling();
    },
  };
}
