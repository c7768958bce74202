import { createHash } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The verbose_json body of OpenAI's /audio/transcriptions, as whisper-1 returns it. */
export interface VerboseTranscription {
  task: 'transcribe';
  language: string;
  duration: number;
  text: string;
  segments: {
    id: number;
    seek: number;
    start: number;
    end: number;
    text: string;
    tokens: number[];
    temperature: number;
    avg_logprob: number;
    compression_ratio: number;
    no_speech_prob: number;
  }[];
  words: { word: string; start: number; end: number }[];
}

export interface ReceivedUpload {
  fields: Record<string, string[]>;
  fileName: string;
  fileBytes: number;
  sha256: string;
}

/** Produces the transcript of one uploaded file (saved to `path`); the test chooses how. */
export type Transcriber = (upload: { path: string; sha256: string; fields: Record<string, string[]> }) => Promise<{
  text: string;
  language?: string;
  duration: number;
  segments: { start: number; end: number; text: string }[];
  words: { word: string; start: number; end: number }[];
}>;

function openAiError(res: ServerResponse, status: number, message: string, type: string, code: string | null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

/**
 * A loopback server for the one call the openai SDK makes here: POST /v1/audio/transcriptions, multipart, with a
 * Bearer key. Like OpenAI it answers 401 for a wrong key and 413 for a file above its limit (the body is still read to
 * the end first, so the client always gets to see the status), and verbose_json with segments and words otherwise.
 */
export async function startOpenAiAudioServer(options: { apiKey: string; maxUploadBytes: number; transcribe: Transcriber }) {
  const uploads: ReceivedUpload[] = [];
  let rejectedTooLarge = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length;
      // Past the limit the rest is only counted, so a huge upload cannot fill the test's memory.
      if (size <= options.maxUploadBytes + 64 * 1024) chunks.push(chunk);
    }
    if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return openAiError(res, 401, 'Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key');
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/audio/transcriptions') {
      return openAiError(res, 404, `Unknown request URL: ${req.method} ${url.pathname}.`, 'invalid_request_error', 'unknown_url');
    }
    // The limit applies to the whole request body, as a proxy in front of a Whisper server enforces it.
    if (size > options.maxUploadBytes) {
      rejectedTooLarge += 1;
      return openAiError(res, 413, `Maximum content size limit (${options.maxUploadBytes}) exceeded.`, 'invalid_request_error', null);
    }
    // undici (Node's fetch) parses multipart bodies, so the server needs no parser of its own.
    const form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': req.headers['content-type'] ?? '' } }).formData();
    const fields: Record<string, string[]> = {};
    let file: File | null = null;
    for (const [name, value] of form.entries()) {
      if (typeof value === 'string') fields[name] = [...(fields[name] ?? []), value];
      else file = value;
    }
    if (!file) return openAiError(res, 400, "1 validation error: 'file' is required", 'invalid_request_error', null);
    if (fields.response_format?.[0] !== 'verbose_json') {
      return openAiError(res, 400, 'This test server only speaks verbose_json.', 'invalid_request_error', null);
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    uploads.push({ fields, fileName: file.name, fileBytes: bytes.length, sha256 });
    const path = join(tmpdir(), `openai-upload-${sha256.slice(0, 16)}-${file.name.replace(/[^\w.-]/g, '_')}`);
    await writeFile(path, bytes);
    const result = await options.transcribe({ path, sha256, fields }).finally(() => rm(path, { force: true }));
    const body: VerboseTranscription = {
      task: 'transcribe',
      language: result.language ?? 'english',
      duration: result.duration,
      text: result.text,
      segments: result.segments.map((s, id) => ({
        id,
        seek: 0,
        start: s.start,
        end: s.end,
        text: ` ${s.text}`,
        tokens: [],
        temperature: 0,
        avg_logprob: -0.2,
        compression_ratio: 1.2,
        no_speech_prob: 0.01,
      })),
      words: result.words,
    };
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => openAiError(res, 500, String(error), 'server_error', null));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    uploads,
    get rejectedTooLarge() {
      return rejectedTooLarge;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
