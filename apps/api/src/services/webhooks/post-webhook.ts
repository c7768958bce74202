import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress } from './webhook-address';
import { WebhookTargetRefusedError } from './webhook-target-errors';

/** A 2xx within this long is a success; anything slower is a failed attempt (the default of `timeoutMs`). */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer is read (and kept with the attempt): the rest is dropped unread. */
export const WEBHOOK_RESPONSE_BYTES = 4096;

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
  /** Send to private, loopback and link-local addresses too (development and tests). */
  allowPrivateAddresses: boolean;
  /** Refuse a plain http URL (production). */
  requireHttps: boolean;
  /** How long the whole request may take: WEBHOOK_TIMEOUT_MS unless configured otherwise (tests wait less). */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface WebhookResponse {
  statusCode: number;
  /** The start of the body, at most WEBHOOK_RESPONSE_BYTES. */
  body: string;
}

const refusedAddress = (host: string, address: string) =>
  new WebhookTargetRefusedError(
    `${host} resolves to ${address}, a private, loopback or link-local address; webhooks go only to public addresses.`,
  );

/**
 * Resolves like the system does, then refuses the connection unless every address is public. It is the lookup of the
 * connection itself, so the address checked is the address connected to: a DNS answer that changes between a check
 * and the request (rebinding) cannot slip through.
 */
function guardedLookup(host: string): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address));
      if (refused) return callback(refusedAddress(host, refused.address), '', 0);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(new WebhookTargetRefusedError(`${host} has no address.`), '', 0);
      return callback(null, first.address, first.family);
    });
  };
}

/**
 * POSTs one webhook: no redirect is followed (a 3xx is just a failed attempt), at most `timeoutMs` in all, and
 * only the first few KB of the answer are read. Throws WebhookTargetRefusedError for a URL or address it must not
 * send to, and other errors for a connection that fails or times out.
 */
export function postWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  const url = new URL(request.url);
  if (url.protocol !== 'https:' && (request.requireHttps || url.protocol !== 'http:')) {
    return Promise.reject(new WebhookTargetRefusedError('Webhook URLs must use https.'));
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const checkAddresses = !request.allowPrivateAddresses;
  // A literal address never goes through the lookup, so it is checked here.
  if (checkAddresses && isIP(host) !== 0 && !isPublicAddress(host)) return Promise.reject(refusedAddress(host, host));
  const client = url.protocol === 'https:' ? https : http;
  const timeout = AbortSignal.timeout(request.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        headers: { ...request.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(request.body) },
        signal,
        // No keep-alive: each delivery is its own connection, so no socket outlives its address check.
        agent: false,
        ...(checkAddresses ? { lookup: guardedLookup(host) } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          res.destroy();
          resolve({ statusCode: res.statusCode ?? 0, body: Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BYTES).toString('utf8') });
        };
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= WEBHOOK_RESPONSE_BYTES) finish();
        });
        res.on('end', finish);
        res.on('error', (error) => (size > 0 ? finish() : reject(error)));
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}
