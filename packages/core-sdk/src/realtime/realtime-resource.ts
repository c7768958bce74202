import { CAPTIONS_SOCKET_PATH, UPDATES_SOCKET_PATH } from '../contracts/constants';
import type { ClientOptions } from '../http';
import { type CaptionsConnection, type CaptionsSocketOptions, connectCaptions } from './captions-socket';
import { resolveWebSocket, socketUrl, type WebSocketConstructor } from './socket';
import { connectUpdates, type UpdatesConnection, type UpdatesSocketOptions } from './updates-socket';

export interface RealtimeConfig {
  /** The WebSocket to use when the runtime has none (Node before 22), e.g. the `ws` package's. */
  WebSocket?: WebSocketConstructor;
  /**
   * A Cookie header for each new socket (set by `createClient({ keepCookies: true })`). Browsers send cookies
   * themselves; the `ws` package and Node's own WebSocket take them as a `headers` option.
   */
  cookieHeader?: () => string;
}

type WebSocketWithOptions = new (
  url: string,
  options?: { headers: Record<string, string> },
) => WebSocketConstructor extends new (url: string) => infer T ? T : never;

function withCookieHeader(Socket: WebSocketConstructor, cookieHeader: () => string): WebSocketConstructor {
  const WithOptions = Socket as unknown as WebSocketWithOptions;
  return class extends WithOptions {
    constructor(url: string) {
      const cookie = cookieHeader();
      super(url, cookie ? { headers: { Cookie: cookie } } : undefined);
    }
  };
}

export interface RealtimeClientOptions extends ClientOptions {
  realtime?: RealtimeConfig;
}

/** The API's two sockets. Each call opens a new connection; close it when done. */
export function realtimeResource(options: RealtimeClientOptions) {
  const { cookieHeader } = options.realtime ?? {};
  const withDefaults = <T extends { WebSocket?: WebSocketConstructor }>(o: T): T => {
    const given = o.WebSocket ?? options.realtime?.WebSocket;
    if (!cookieHeader) return given ? { ...o, WebSocket: given } : o;
    return { ...o, WebSocket: withCookieHeader(resolveWebSocket(given), cookieHeader) };
  };
  return {
    /** `/api/ws/updates`: every status change of the signed-in user's transcriptions. */
    updates: (o: UpdatesSocketOptions = {}): UpdatesConnection =>
      connectUpdates(socketUrl(options.baseUrl, UPDATES_SOCKET_PATH), withDefaults(o)),
    /** `/api/ws/captions`: live captions of microphone audio sent in WAV chunks. */
    captions: (o: CaptionsSocketOptions = {}): CaptionsConnection =>
      connectCaptions(socketUrl(options.baseUrl, CAPTIONS_SOCKET_PATH), withDefaults(o)),
  };
}
export type RealtimeResource = ReturnType<typeof realtimeResource>;
