import { MAX_CAPTION_CHUNK_CHARS } from '../contracts/constants';
import { parseFrame, resolveWebSocket, type SocketState, WEBSOCKET_OPEN, type WebSocketConstructor, type WebSocketLike } from './socket';
import { createListeners, type Subscribable } from './subscribable';
import { realTimers, type Timers } from './timers';

/** core-journey spec sections 8 and 9: live captions reconnect after 2 s. */
export const CAPTIONS_TIMING = { reconnectMs: 2000 } as const;

/** The recorder's caption errors, as the spec words them. */
export const CAPTION_MESSAGES = {
  transcriptionError: (message: string) => `Transcription error: ${message}`,
  connectionError: 'Caption connection error',
  connectionLost: 'Connection lost. Retrying...',
} as const;

/** What the captions socket reports: a chunk's text, or a failure worded for the screen. */
export type CaptionEvent = { type: 'transcription'; text: string } | { type: 'error'; message: string };

export interface CaptionsSocketOptions {
  /** Needed on Node before 22 (e.g. the `ws` package); browsers and Node 22+ have one. */
  WebSocket?: WebSocketConstructor;
  timers?: Timers;
}

export interface CaptionsConnection extends Subscribable<CaptionEvent> {
  readonly state: SocketState;
  subscribeState(listener: (state: SocketState) => void): () => void;
  /**
   * Sends one chunk of microphone audio, a base64 WAV data URL. Returns false when the socket is not open: live
   * captions of audio that waited would come too late, so the chunk is dropped rather than queued.
   */
  send(wavDataUrl: string): boolean;
  close(): void;
}

const WAV_DATA_URL = /^data:audio\/(wav|x-wav|wave);base64,/;

function parseCaption(data: unknown): CaptionEvent | null {
  const message = parseFrame(data);
  if (message?.type === 'transcription' && typeof message.text === 'string') return { type: 'transcription', text: message.text };
  if (message?.type === 'error') {
    const detail = typeof message.message === 'string' && message.message ? message.message : 'unknown error';
    return { type: 'error', message: CAPTION_MESSAGES.transcriptionError(detail) };
  }
  return null;
}

/** Opens `/api/ws/captions`: send audio chunks, receive their text; reconnects 2 s after the connection is lost. */
export function connectCaptions(url: string, options: CaptionsSocketOptions = {}): CaptionsConnection {
  const Socket = resolveWebSocket(options.WebSocket);
  const timers = options.timers ?? realTimers;
  const events = createListeners<CaptionEvent>();
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
    events.emit({ type: 'error', message: CAPTION_MESSAGES.connectionLost });
    setState('reconnecting');
    reconnectTimer = timers.setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, CAPTIONS_TIMING.reconnectMs);
  };

  function connect() {
    if (closed) return;
    setState('connecting');
    let ws: WebSocketLike;
    try {
      ws = new Socket(url);
    } catch {
      events.emit({ type: 'error', message: CAPTION_MESSAGES.connectionError });
      scheduleReconnect();
      return;
    }
    socket = ws;
    ws.onopen = () => {
      if (socket === ws) setState('open');
    };
    ws.onmessage = (event) => {
      if (socket !== ws) return;
      const caption = parseCaption(event.data);
      if (caption) events.emit(caption);
    };
    ws.onerror = () => {
      if (socket === ws) events.emit({ type: 'error', message: CAPTION_MESSAGES.connectionError });
    };
    ws.onclose = () => {
      if (socket !== ws) return;
      socket = null;
      scheduleReconnect();
    };
  }

  connect();

  return {
    get state() {
      return state;
    },
    subscribe: events.subscribe,
    subscribeState: states.subscribe,
    send(wavDataUrl: string) {
      if (typeof wavDataUrl !== 'string' || !WAV_DATA_URL.test(wavDataUrl)) {
        throw new TypeError('captions.send: pass a base64 WAV data URL ("data:audio/wav;base64,...").');
      }
      if (wavDataUrl.length > MAX_CAPTION_CHUNK_CHARS) {
        throw new RangeError(`captions.send: an audio chunk may be at most ${MAX_CAPTION_CHUNK_CHARS} characters.`);
      }
      if (!socket || socket.readyState !== WEBSOCKET_OPEN) return false;
      socket.send(JSON.stringify({ type: 'audio', data: wavDataUrl }));
      return true;
    },
    close() {
      if (closed) return;
      closed = true;
      if (reconnectTimer !== undefined) timers.clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      const ws = socket;
      socket = null;
      ws?.close(1000, 'closed by client');
      setState('closed');
    },
  };
}
