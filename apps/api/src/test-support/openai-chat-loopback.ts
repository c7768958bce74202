import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A loopback server that speaks OpenAI's chat-completions protocol (POST /v1/chat/completions), so tests run the
 * real `openai` SDK against it: a JSON chat.completion for a plain request, server-sent events of
 * chat.completion.chunk objects ending in `data: [DONE]` for `stream: true`, and OpenAI's error body
 * `{ "error": { message, type, param, code } }` with its status codes. A test scripts each answer as a function of the
 * request, and can make the server fail as real ones do: an error status, a connection cut mid-answer, a slow start.
 */

export interface ChatMessageIn {
  role: string;
  content: string;
}

/** One request as the server received it. */
export interface ChatCall {
  model: string;
  messages: ChatMessageIn[];
  stream: boolean;
  /** `response_format.type` when the request set one ("json_object"). */
  responseFormat: string | null;
  body: Record<string, unknown>;
  authorization: string | undefined;
  /** The client closed the connection before the answer was complete (an abort). */
  closedEarly: boolean;
}

export interface ChatReply {
  /** The answer's pieces, one chunk each; a request that does not stream gets them joined. */
  pieces?: string[];
  /** Answer this status with OpenAI's error body instead. */
  status?: number;
  message?: string;
  /** Send the headers at once, then wait this long before the first piece (a model reading a long prompt). */
  firstPieceDelayMs?: number;
  pieceDelayMs?: number;
  /** Cut the connection after this many pieces, with no finish_reason and no [DONE]. */
  dropAfter?: number;
  /** The last chunk's finish_reason; "stop" by default. */
  finishReason?: string;
}

/** A string answers with that text, streamed a word at a time. */
export type ChatScript = (call: ChatCall) => string | ChatReply | Promise<string | ChatReply>;

/** "one two three" → ["one ", "two ", "three"]: pieces the size a model streams. */
export function wordPieces(text: string): string[] {
  return text.match(/\s*\S+\s*/g) ?? [text];
}

function sendError(res: ServerResponse, status: number, message: string, type: string, code: string | null) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type, param: null, code } }));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readMessages(value: unknown): ChatMessageIn[] {
  if (!Array.isArray(value)) return [];
  return value.map((m: { role?: unknown; content?: unknown }) => ({
    role: String(m.role),
    // The SDK sends a string; a list of parts is flattened to its text, as servers do.
    content:
      typeof m.content === 'string'
        ? m.content
        : Array.isArray(m.content)
          ? m.content.map((p: { text?: string }) => p.text ?? '').join('')
          : '',
  }));
}

/** `port` 0 (the default) takes any free port; a fixed one lets a separately started server be configured ahead. */
export async function startOpenAiChatLoopback(options: { apiKey?: string | null; script: ChatScript; port?: number }) {
  const calls: ChatCall[] = [];
  let script = options.script;
  let sequence = 0;

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const chunks: Buffer[] = [];
    for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
    // A server configured without a key (Ollama, llama.cpp) takes any; OpenAI checks it, and masks it in its error.
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      const given = req.headers.authorization?.replace(/^Bearer /, '') ?? '';
      return sendError(
        res,
        401,
        `Incorrect API key provided: ${given.slice(0, 3)}***${given.slice(-2)}.`,
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
      return sendError(res, 404, `Unknown request URL: ${req.method} ${url.pathname}.`, 'invalid_request_error', 'unknown_url');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    const format = body.response_format as { type?: string } | undefined;
    const call: ChatCall = {
      model: String(body.model),
      messages: readMessages(body.messages),
      stream: body.stream === true,
      responseFormat: format?.type ?? null,
      body,
      authorization: req.headers.authorization,
      closedEarly: false,
    };
    calls.push(call);
    let complete = false;
    res.on('close', () => {
      if (!complete) call.closedEarly = true;
    });

    const scripted = await script(call);
    const reply: ChatReply = typeof scripted === 'string' ? { pieces: wordPieces(scripted) } : scripted;
    if (reply.status) {
      complete = true;
      return sendError(res, reply.status, reply.message ?? 'The server had an error while processing your request.', 'server_error', null);
    }
    const pieces = reply.pieces ?? [];
    const id = `chatcmpl-loopback${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const finishReason = reply.finishReason ?? 'stop';

    if (!call.stream) {
      if (reply.firstPieceDelayMs) await sleep(reply.firstPieceDelayMs);
      if (reply.dropAfter !== undefined) return res.socket?.destroy();
      const content = pieces.join('');
      res.writeHead(200, { 'content-type': 'application/json' });
      complete = true;
      return res.end(
        JSON.stringify({
          id,
          object: 'chat.completion',
          created,
          model: call.model,
          choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, logprobs: null, finish_reason: finishReason }],
          usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
        }),
      );
    }

    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    res.flushHeaders();
    const chunk = (delta: Record<string, unknown>, finish: string | null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: call.model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] })}\n\n`;
    if (reply.firstPieceDelayMs) await sleep(reply.firstPieceDelayMs);
    if (res.destroyed) return;
    // Each write waits until its bytes are handed to the socket, so a cut after it still delivers what came before.
    const send = (data: string) => new Promise<void>((resolve) => res.write(data, () => resolve()));
    await send(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, piece] of pieces.entries()) {
      if (reply.dropAfter !== undefined && index >= reply.dropAfter) return res.socket?.destroy();
      if (index > 0 && reply.pieceDelayMs) await sleep(reply.pieceDelayMs);
      if (res.destroyed) return;
      await send(chunk({ content: piece }, null));
    }
    if (reply.dropAfter !== undefined) return res.socket?.destroy();
    res.write(chunk({}, finishReason));
    res.write('data: [DONE]\n\n');
    complete = true;
    res.end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) sendError(res, 500, String(error), 'server_error', null);
      else res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    calls,
    /** Replaces the script for the requests that follow. */
    setScript(next: ChatScript) {
      script = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type OpenAiChatLoopback = Awaited<ReturnType<typeof startOpenAiChatLoopback>>;
