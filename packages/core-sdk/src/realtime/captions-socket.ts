import { MAX_CAPTION_CHUNK_CHARS, SESSION_ENDED_CLOSE_CODE } from '../contracts/constants';
import { openReconnectingSocket } from './reconnecting-socket';
import { parseFrame, resolveWebSocket, type SocketState, WEBSOCKET_OPEN, type WebSocketConstructor } from './socket';
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
   * Sends one chunk of microphone audio, a base64 WAV data URL (16 kHz, 16-bit, mono). Returns false when the socket
   * is not open: live captions of audio that waited would come too late, so the chunk is dropped rather than queued.
   */
  send(wavDataUrl: string): boolean;
  /** Closes the socket for good: no reconnection, no more events. */
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

/**
 * Opens `/api/ws/captions`: send audio chunks, receive their text; reconnects 2 s after the connection is lost. When
 * the server ends the socket because the session has ended (4401), it reports a connection error and stays closed.
 */
export function connectCaptions(url: string, options: CaptionsSocketOptions = {}): CaptionsConnection {
  const events = createListeners<CaptionEvent>();
  const fail = () => events.emit({ type: 'error', message: CAPTION_MESSAGES.connectionError });
  const connection = openReconnectingSocket(
    url,
    resolveWebSocket(options.WebSocket),
    options.timers ?? realTimers,
    CAPTIONS_TIMING.reconnectMs,
    {
      onMessage(data) {
        const caption = parseCaption(data);
        if (caption) events.emit(caption);
      },
      onError: fail,
      onConnectFailed: fail,
      onLost: () => events.emit({ type: 'error', message: CAPTION_MESSAGES.connectionLost }),
      // Reconnecting with a cookie whose session has ended would be refused for ever.
      finalCloseCodes: [SESSION_ENDED_CLOSE_CODE],
      onEnded: fail,
    },
  );

  return {
    get state() {
      return connection.state;
    },
    subscribe: events.subscribe,
    subscribeState: connection.subscribeState,
    send(wavDataUrl: string) {
      if (typeof wavDataUrl !== 'string' || !WAV_DATA_URL.test(wavDataUrl)) {
        throw new TypeError('captions.send: pass a base64 WAV data URL ("data:audio/wav;base64,...").');
      }
      if (wavDataUrl.length > MAX_CAPTION_CHUNK_CHARS) {
        throw new RangeError(`captions.send: an audio chunk may be at most ${MAX_CAPTION_CHUNK_CHARS} characters.`);
      }
      const socket = connection.current;
      if (!socket || socket.readyState !== WEBSOCKET_OPEN) return false;
      socket.send(JSON.stringify({ type: 'audio', data: wavDataUrl }));
      return true;
    },
    close() {
      if (connection.close()) events.clear();
    },
  };
}
