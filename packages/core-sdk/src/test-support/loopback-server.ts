import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP server on loopback: the client is exercised through actual sockets, not through a fake fetch.

export interface ReceivedRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  pathname: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export type Handler = (request: ReceivedRequest, response: ServerResponse) => void;

export interface LoopbackServer {
  url: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

const open = new Set<Server>();

export async function startLoopbackServer(handler: Handler): Promise<LoopbackServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((incoming: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const url = incoming.url ?? '';
      const parsed = new URL(url, 'http://loopback');
      const request: ReceivedRequest = {
        method: incoming.method ?? '',
        url,
        pathname: parsed.pathname,
        query: Object.fromEntries(parsed.searchParams),
        headers: incoming.headers,
        body: Buffer.concat(chunks),
      };
      received.push(request);
      handler(request, response);
    });
  });
  open.add(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, received, close: () => closeServer(server) };
}

function closeServer(server: Server) {
  open.delete(server);
  return new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}

/** Closes every server the test started; call it in afterEach. */
export async function closeLoopbackServers(): Promise<void> {
  await Promise.all([...open].map((server) => (server.listening ? closeServer(server) : undefined)));
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export function sendText(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  response.end(text);
}

/** The JSON body a request carried, or undefined when it had none. */
export function jsonBody(request: ReceivedRequest | undefined): unknown {
  const text = request?.body.toString('utf8') ?? '';
  return text ? JSON.parse(text) : undefined;
}
