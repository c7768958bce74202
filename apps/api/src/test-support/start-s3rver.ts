import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** `http://127.0.0.1:<port>`; use with forcePathStyle. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** s3rver's data folder: `<directory>/<bucket>/...`. */
  directory: string;
  /** Multipart uploads begun and neither completed nor aborted. */
  openUploads(): Promise<string[]>;
  close(): Promise<void>;
}

/** The one account s3rver knows. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

/** Where s3rver keeps unfinished multipart uploads inside a bucket's folder. */
const UPLOADS_FOLDER = '._S3rver_uploads';

/** The part of s3rver's (untyped) file store that the ListObjectsV2 answer below reads. */
interface S3rverObject {
  key: string;
  size: number;
  lastModifiedDate: Date;
  metadata: Record<string, string | undefined>;
}
interface S3rverStore {
  listObjects(bucket: string, options: { prefix?: string; maxKeys?: number }): Promise<{ objects: S3rverObject[] }>;
  deleteObject(bucket: string, key: string): Promise<void>;
}

/**
 * s3rver (a real S3 protocol server) on a loopback port, with a temp folder and one bucket, behind a
 * thin front that fills the gaps that matter for our tests, each as S3 itself behaves:
 * - presigned (query-string) SigV4 requests are verified, signature and expiry, where s3rver accepts any;
 * - ListParts and AbortMultipartUpload, which s3rver does not implement, are answered from its upload folder;
 * - ListObjectsV2 is answered in key order with working continuation tokens, as S3 does (s3rver lists in
 *   directory order and makes its tokens with DES, which OpenSSL 3, and so Node 18+, no longer has);
 * - a PutObject whose connection drops before the whole body arrived stores nothing, as with S3 (s3rver
 *   writes the body in place as it arrives and would list the truncated file). Unlike S3, an object that
 *   the cut-off PUT was replacing is gone too: s3rver had already overwritten it.
 */
export async function startS3rver(options: { bucket?: string } = {}): Promise<TestS3Server> {
  const bucket = options.bucket ?? 'verbatim-test';
  const directory = await mkdtemp(join(tmpdir(), 'verbatim-s3rver-'));
  const s3rver = new S3rver({ directory, silent: true, vhostBuckets: false, configureBuckets: [{ name: bucket, configs: [] }] });
  await s3rver.configureBuckets();
  const store = (s3rver as unknown as { store: S3rverStore }).store;
  const s3 = s3rver.callback();
  const uploadsDir = join(directory, bucket, UPLOADS_FOLDER);

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, 'InternalError', error instanceof Error ? error.message : String(error));
      else res.destroy();
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.searchParams.has('X-Amz-Signature')) {
      const problem = checkPresignedRequest(req);
      if (problem) {
        sendError(res, 403, problem.code, problem.message);
        return;
      }
    }
    const uploadId = url.searchParams.get('uploadId');
    const [, pathBucket, ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (
      req.method === 'GET' &&
      pathBucket === bucket &&
      !key &&
      url.searchParams.get('list-type') === '2' &&
      !url.searchParams.has('delimiter')
    ) {
      sendXml(res, await listObjectsXml(url.searchParams));
      return;
    }
    if (req.method === 'PUT' && !uploadId && pathBucket === bucket && key && !req.headers['x-amz-copy-source']) {
      req.once('close', () => {
        if (!req.complete) store.deleteObject(bucket, key).catch(() => undefined);
      });
    }
    if (uploadId && pathBucket === bucket && key && (req.method === 'GET' || req.method === 'DELETE')) {
      const dir = join(uploadsDir, uploadId.replace(/[^0-9a-zA-Z]/g, ''));
      const storedKey = await readFile(join(dir, 'key'), 'utf8').catch(() => null);
      if (storedKey !== key) {
        sendError(res, 404, 'NoSuchUpload', 'The specified upload does not exist.');
        return;
      }
      if (req.method === 'DELETE') {
        await rm(dir, { recursive: true, force: true });
        res.writeHead(204).end();
      } else {
        sendXml(res, await listPartsXml(dir, key, uploadId));
      }
      return;
    }
    s3(req, res);
  }

  async function listObjectsXml(query: URLSearchParams): Promise<string> {
    const prefix = query.get('prefix') ?? '';
    const maxKeys = Math.min(Number(query.get('max-keys') ?? 1000) || 1000, 1000);
    const token = query.get('continuation-token');
    const after = Buffer.from(token ? Buffer.from(token, 'base64url').toString('utf8') : (query.get('start-after') ?? ''));
    const { objects } = await store.listObjects(bucket, { prefix, maxKeys: Number.POSITIVE_INFINITY });
    const sorted = objects
      .map((object) => ({ object, bytes: Buffer.from(object.key) }))
      .filter(({ bytes }) => Buffer.compare(bytes, after) > 0)
      .sort((a, b) => Buffer.compare(a.bytes, b.bytes))
      .map(({ object }) => object);
    const page = sorted.slice(0, maxKeys);
    const truncated = sorted.length > maxKeys;
    const last = page.at(-1);
    return [
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Name>${escapeXml(bucket)}</Name><Prefix>${escapeXml(prefix)}</Prefix><KeyCount>${page.length}</KeyCount>`,
      `<MaxKeys>${maxKeys}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`,
      token ? `<ContinuationToken>${escapeXml(token)}</ContinuationToken>` : '',
      truncated && last ? `<NextContinuationToken>${Buffer.from(last.key).toString('base64url')}</NextContinuationToken>` : '',
      ...page.map(
        (object) =>
          `<Contents><Key>${escapeXml(object.key)}</Key><LastModified>${object.lastModifiedDate.toISOString()}</LastModified>` +
          `<ETag>${escapeXml(object.metadata.etag ?? '')}</ETag><Size>${object.size}</Size><StorageClass>STANDARD</StorageClass></Contents>`,
      ),
      '</ListBucketResult>',
    ].join('');
  }

  async function listPartsXml(dir: string, key: string, uploadId: string): Promise<string> {
    const numbers = (await readdir(dir))
      .filter((name) => /^\d+$/.test(name))
      .map(Number)
      .sort((a, b) => a - b);
    const parts = await Promise.all(
      numbers.map(async (n) => {
        const [info, md5] = await Promise.all([stat(join(dir, String(n))), readFile(join(dir, `${n}.md5`), 'utf8').catch(() => '')]);
        return `<Part><PartNumber>${n}</PartNumber><LastModified>${info.mtime.toISOString()}</LastModified><ETag>&quot;${md5}&quot;</ETag><Size>${info.size}</Size></Part>`;
      }),
    );
    return [
      '<ListPartsResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
      `<Bucket>${escapeXml(bucket)}</Bucket><Key>${escapeXml(key)}</Key><UploadId>${escapeXml(uploadId)}</UploadId>`,
      `<PartNumberMarker>0</PartNumberMarker><NextPartNumberMarker>${numbers.at(-1) ?? 0}</NextPartNumberMarker>`,
      '<MaxParts>1000</MaxParts><IsTruncated>false</IsTruncated>',
      ...parts,
      '</ListPartsResult>',
    ].join('');
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
    directory,
    async openUploads() {
      return readdir(uploadsDir).catch(() => []);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/** S3's URI encoding: everything but unreserved characters, as %XX in upper case. */
const uriEncode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** Verifies a presigned SigV4 request the way S3 does; returns the S3 error to answer, if any. */
function checkPresignedRequest(req: IncomingMessage): { code: string; message: string } | undefined {
  const rawUrl = req.url ?? '/';
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart >= 0 ? rawUrl.slice(0, queryStart) : rawUrl;
  const pairs = (queryStart >= 0 ? rawUrl.slice(queryStart + 1) : '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = decodeURIComponent(eq >= 0 ? pair.slice(0, eq) : pair);
      const value = decodeURIComponent(eq >= 0 ? pair.slice(eq + 1) : '');
      return [name, value] as const;
    });
  const query = new Map(pairs);
  const signature = query.get('X-Amz-Signature') ?? '';
  const credential = (query.get('X-Amz-Credential') ?? '').split('/');
  const amzDate = query.get('X-Amz-Date') ?? '';
  const expires = Number(query.get('X-Amz-Expires'));
  const signedHeaders = (query.get('X-Amz-SignedHeaders') ?? '').split(';').filter(Boolean);
  const [accessKeyId, date, region, service] = credential;
  if (query.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || credential.length !== 5 || !/^\d{8}T\d{6}Z$/.test(amzDate)) {
    return { code: 'AuthorizationQueryParametersError', message: 'Malformed presigned URL.' };
  }
  if (accessKeyId !== ACCESS_KEY_ID) return { code: 'InvalidAccessKeyId', message: 'The AWS Access Key Id you provided does not exist.' };

  const canonicalQuery = pairs
    .filter(([name]) => name !== 'X-Amz-Signature')
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
  const canonicalHeaders = signedHeaders
    .map((name) => {
      const value = req.headers[name];
      const text = Array.isArray(value) ? value.join(',') : (value ?? '');
      return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
    })
    .join('');
  const canonicalRequest = [req.method, path, canonicalQuery, canonicalHeaders, signedHeaders.join(';'), 'UNSIGNED-PAYLOAD'].join('\n');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, createHash('sha256').update(canonicalRequest).digest('hex')].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${SECRET_ACCESS_KEY}`, date ?? ''), region ?? ''), service ?? ''), 'aws4_request');
  const expected = hmac(signingKey, stringToSign);
  const given = Buffer.from(/^[0-9a-f]{64}$/.test(signature) ? signature : '', 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { code: 'SignatureDoesNotMatch', message: 'The request signature we calculated does not match the signature you provided.' };
  }
  const signedAt = Date.parse(amzDate.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
  if (!Number.isFinite(expires) || Date.now() > signedAt + expires * 1000) return { code: 'AccessDenied', message: 'Request has expired' };
  return undefined;
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

function sendXml(res: ServerResponse, body: string, status = 200): void {
  const xml = `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
  res.writeHead(status, { 'Content-Type': 'application/xml', 'Content-Length': Buffer.byteLength(xml) }).end(xml);
}

function sendError(res: ServerResponse, status: number, code: string, message: string): void {
  sendXml(res, `<Error><Code>${escapeXml(code)}</Code><Message>${escapeXml(message)}</Message></Error>`, status);
}
