// Handlers typed as methods are checked bivariantly, so both the browser's WebSocket and the `ws` package fit.
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The part of the WebSocket API the SDK uses: the browser's, Node 22's, or the `ws` package's. */
export interface WebSocketLike {
  readonly readyState: number;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ data: unknown }> | null;
  onclose: Handler<unknown> | null;
  onerror: Handler<unknown> | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => WebSocketLike;

/** Where a socket stands: `reconnecting` while it waits to try again, `closed` once `close()` was called. */
export type SocketState = 'connecting' | 'open' | 'reconnecting' | 'closed';

export const WEBSOCKET_OPEN = 1;

/** The given constructor, else the global one (browsers, Node 22+); Node 20 has none and needs the option. */
export function resolveWebSocket(given: WebSocketConstructor | undefined): WebSocketConstructor {
  const found = given ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
  if (!found) {
    throw new Error('No WebSocket in this runtime (Node before 22): pass the WebSocket option, e.g. the "ws" package\'s WebSocket.');
  }
  return found;
}

/** The page's location in a browser; undefined elsewhere (typed locally: the SDK also compiles without the DOM lib). */
export const pageLocation = () => (globalThis as { location?: { href: string } }).location;

/** ws:// or wss:// URL of an API socket path, from the client's baseUrl or, when that is "", the page's location. */
export function socketUrl(baseUrl: string, path: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  const page = pageLocation()?.href;
  if (!/^https?:\/\//i.test(base) && !page) {
    throw new Error(`Cannot tell where ${path} is: give the client an absolute baseUrl outside a browser.`);
  }
  const url = new URL(`${base}${path}`, page);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** A text frame's content; binary frames are decoded as UTF-8, anything else is not ours. */
function frameText(data: unknown): string | null {
  if (typeof data === 'string') return data;
  if (data instanceof ArrayBuffer || ArrayBuffer.isView(data)) return new TextDecoder().decode(data as Uint8Array);
  return null;
}

export function parseFrame(data: unknown): Record<string, unknown> | null {
  const text = frameText(data);
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
