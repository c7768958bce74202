import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  /** The body exactly as sent, for signature checks. */
  body: string;
}

/**
 * A backend that receives webhooks on loopback: it records every request and answers with the next status of
 * `statuses` (the last one repeats), 204 by default.
 */
export async function startWebhookReceiver(statuses: number[] = [204]) {
  const received: ReceivedWebhook[] = [];
  let answers = [...statuses];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      const status = answers.length > 1 ? (answers.shift() as number) : (answers[0] ?? 204);
      res.statusCode = status;
      // A redirect points at this same receiver, so a sender that followed it would show up as a second request.
      if (status >= 300 && status < 400) res.setHeader('location', '/elsewhere');
      res.end(`answer ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    /** Answers these statuses from now on. */
    answer(next: number[]) {
      answers = [...next];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
