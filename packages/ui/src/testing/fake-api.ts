import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

export interface FakeResponse {
  status?: number;
  body?: unknown;
}

/** What a route answers: a fixed response, or one computed from the request. */
export type FakeRoute = FakeResponse | ((request: FakeRequest) => FakeResponse | Promise<FakeResponse>);

export interface FakeApi {
  /** Base URL to hand to `createClient`, e.g. http://127.0.0.1:40123 */
  url: string;
  /** Every request received, oldest first. */
  requests: FakeRequest[];
  /** Adds or replaces a route, keyed like "POST /api/auth/login". */
  route(key: string, answer: FakeRoute): void;
  close(): Promise<void>;
}

/** The API's one error body. */
export function apiError(status: number, code: string, message: string, details?: unknown): FakeResponse {
  return { status, body: { error: { code, message, ...(details === undefined ? {} : { details }) } } };
}

async function readBody(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, answer: FakeResponse): void {
  const status = answer.status ?? 200;
  if (answer.body === undefined) {
    response.writeHead(status).end();
    return;
  }
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
}

/**
 * A real HTTP server on loopback that answers like the Verbatim API, so that tests go through
 * the real SDK, ky and fetch instead of mocks. Unknown routes answer 404 as the API does.
 */
export async function startFakeApi(routes: Record<string, FakeRoute> = {}): Promise<FakeApi> {
  const table = new Map<string, FakeRoute>(Object.entries(routes));
  const requests: FakeRequest[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      const method = request.method ?? 'GET';
      const recorded: FakeRequest = { method, path: url.pathname, query: url.searchParams, body: await readBody(request) };
      requests.push(recorded);
      // Browsers in jsdom send CORS preflights for JSON bodies to another origin.
      response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
      response.setHeader('access-control-allow-credentials', 'true');
      response.setHeader('access-control-allow-headers', 'content-type, idempotency-key');
      if (method === 'OPTIONS') {
        response.writeHead(204).end();
        return;
      }
      const answer = table.get(`${method} ${url.pathname}`);
      if (!answer) {
        send(response, apiError(404, 'NOT_FOUND', `No API endpoint ${method} ${url.pathname}.`));
        return;
      }
      send(response, typeof answer === 'function' ? await answer(recorded) : answer);
    })().catch((error: unknown) => {
      send(response, apiError(500, 'INTERNAL', error instanceof Error ? error.message : String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    route: (key, answer) => {
      table.set(key, answer);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
