import { createServer, request, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export type ProxyMode = 'pass' | 'error' | 'refuse';

export interface FaultyProxy {
  /** `http://127.0.0.1:<port>`, the same port in every mode. */
  url: string;
  /** Requests answered so far with a 503 (each of the client's retries counts). */
  readonly refusedAnswers: number;
  /**
   * `pass` forwards every request to the target; `error` answers each with S3's 503 SlowDown (the body unread);
   * `refuse` closes the port, so that connections are refused, until another mode opens it again.
   */
  setMode(mode: ProxyMode): Promise<void>;
  close(): Promise<void>;
}

/** An HTTP front for a real server (the test s3rver) that can be made to fail as a storage service fails. */
export async function startFaultyProxy(target: string): Promise<FaultyProxy> {
  const targetUrl = new URL(target);
  let mode: ProxyMode = 'pass';
  let refusedAnswers = 0;
  const sockets = new Set<Socket>();
  const server: Server = createServer((req, res) => {
    if (mode === 'error') {
      refusedAnswers += 1;
      res.writeHead(503, { 'Content-Type': 'application/xml', Connection: 'close' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>SlowDown</Code><Message>Please reduce your request rate.</Message></Error>',
      );
      req.resume();
      return;
    }
    const upstream = request(
      { host: targetUrl.hostname, port: targetUrl.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const listening = () => server.listening;
  const open = () => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const shut = async () => {
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  return {
    url: `http://127.0.0.1:${port}`,
    get refusedAnswers() {
      return refusedAnswers;
    },
    async setMode(next) {
      mode = next;
      if (next === 'refuse' && listening()) await shut();
      if (next !== 'refuse' && !listening()) await open();
    },
    async close() {
      if (listening()) await shut();
    },
  };
}
