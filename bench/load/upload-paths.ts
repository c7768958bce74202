/**
 * The four ways a file becomes a transcription, as a browser or the SDK sends them, each returning the new
 * transcription's id. Any answer other than the one the path promises throws an HttpFailure with the status and body.
 */
import { readFile } from 'node:fs/promises';
import type { HttpSession } from '../../apps/api/src/test-support/cookie-fetch';

export type UploadPathName = 'direct' | 'object' | 'large' | 'tus';

export interface MediaFile {
  path: string;
  name: string;
  type: string;
}

export class HttpFailure extends Error {
  constructor(
    readonly step: string,
    readonly status: number,
    body: string,
  ) {
    super(`${step} answered ${status}: ${body.slice(0, 300)}`);
  }
}

async function transcriptionIdOf(response: Response): Promise<string> {
  return ((await response.json()) as { transcriptionId: string }).transcriptionId;
}

async function expectStatus(step: string, response: Response, expected: number): Promise<Response> {
  if (response.status !== expected) throw new HttpFailure(step, response.status, await response.text());
  return response;
}

function form(bytes: Buffer, file: MediaFile) {
  const body = new FormData();
  body.append('file', new Blob([bytes], { type: file.type }), file.name);
  return body;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

/** POST /api/transcriptions/upload: one multipart request. */
async function direct(http: HttpSession, bytes: Buffer, file: MediaFile) {
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/upload`, { method: 'POST', body: form(bytes, file) });
  return transcriptionIdOf(await expectStatus('POST /api/transcriptions/upload', res, 201));
}

/** Presign, PUT straight to the signed storage URL, then ask for processing. */
async function object(http: HttpSession, bytes: Buffer, file: MediaFile) {
  const meta = { contentType: file.type, fileName: file.name, fileSize: bytes.length };
  const started = await expectStatus('POST /api/objects/upload', await http.fetch(`${http.baseUrl}/api/objects/upload`, json(meta)), 200);
  const { uploadURL } = (await started.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, { method: 'PUT', body: bytes, headers: { 'Content-Type': file.type } });
  await expectStatus('PUT signed storage URL', put, 200);
  await put.arrayBuffer();
  const processed = await http.fetch(
    `${http.baseUrl}/api/objects/process-upload`,
    json({ uploadURL, fileName: file.name, fileSize: bytes.length }),
  );
  return transcriptionIdOf(await expectStatus('POST /api/objects/process-upload', processed, 201));
}

async function processLarge(http: HttpSession, filePath: string, file: MediaFile, size: number) {
  const res = await http.fetch(`${http.baseUrl}/api/transcriptions/process-large`, json({ filePath, fileName: file.name, fileSize: size }));
  return transcriptionIdOf(await expectStatus('POST /api/transcriptions/process-large', res, 201));
}

/** Streamed multipart to /api/upload-large, then process-large. */
async function large(http: HttpSession, bytes: Buffer, file: MediaFile) {
  const res = await http.fetch(`${http.baseUrl}/api/upload-large`, { method: 'POST', body: form(bytes, file) });
  const stored = (await (await expectStatus('POST /api/upload-large', res, 200)).json()) as { file: { path: string } };
  return processLarge(http, stored.file.path, file, bytes.length);
}

const TUS = { 'Tus-Resumable': '1.0.0' };
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** tus: create, one PATCH with every byte, then process-large with the upload's URL. */
async function tus(http: HttpSession, bytes: Buffer, file: MediaFile) {
  const created = await http.fetch(`${http.baseUrl}/api/uploads/tus`, {
    method: 'POST',
    headers: {
      ...TUS,
      'Upload-Length': String(bytes.length),
      'Upload-Metadata': `filename ${base64(file.name)},filetype ${base64(file.type)}`,
    },
  });
  await expectStatus('POST /api/uploads/tus', created, 201);
  const location = new URL(created.headers.get('Location') ?? '', http.baseUrl).toString();
  const patched = await http.fetch(location, {
    method: 'PATCH',
    headers: { ...TUS, 'Content-Type': 'application/offset+octet-stream', 'Upload-Offset': '0' },
    body: bytes,
  });
  await expectStatus('PATCH /api/uploads/tus/…', patched, 204);
  return processLarge(http, location, file, bytes.length);
}

const paths = { direct, object, large, tus } satisfies Record<UploadPathName, unknown>;

const cache = new Map<string, Promise<Buffer>>();

/** A hung request fails the upload after this long rather than holding the run. */
const UPLOAD_TIMEOUT_MS = 180_000;

export async function uploadThrough(path: UploadPathName, http: HttpSession, file: MediaFile): Promise<string> {
  if (!cache.has(file.path)) cache.set(file.path, readFile(file.path));
  const bytes = (await cache.get(file.path)) as Buffer;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${UPLOAD_TIMEOUT_MS / 1000} s`)), UPLOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([paths[path](http, bytes, file), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
