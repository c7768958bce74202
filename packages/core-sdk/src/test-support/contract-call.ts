import { expect } from 'vitest';
import type { ZodType } from 'zod';
import { createClient, type VerbatimClient } from '../client';
import { jsonBody, type ReceivedRequest, startLoopbackServer } from './loopback-server';

/** One SDK call, the request it must make and the answer the loopback server gives it, all checked against the contract. */
export interface ContractCall {
  name: string;
  call: (client: VerbatimClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  querySchema?: ZodType;
  /** The JSON body the SDK must send; omitted means no body at all. */
  body?: unknown;
  requestSchema?: ZodType;
  answer: { status?: number; json?: unknown; text?: string; bytes?: Uint8Array; headers?: Record<string, string> };
  responseSchema?: ZodType;
  /** What the call resolves with (default: the answer's JSON or text), or a check of it. */
  result?: unknown;
  check?: (value: unknown, request: ReceivedRequest) => void | Promise<void>;
}

function expectValid(schema: ZodType, value: unknown, what: string) {
  const parsed = schema.safeParse(value);
  expect(parsed.success ? [] : parsed.error.issues, `${what} breaks its contract`).toEqual([]);
}

export async function checkContractCall(c: ContractCall): Promise<void> {
  // The canned answer must satisfy the contract itself, so fixtures and contracts cannot drift apart.
  if (c.responseSchema) expectValid(c.responseSchema, c.answer.json ?? c.answer.text, 'the canned answer');
  const server = await startLoopbackServer((_request, response) => {
    const { status = 200, json, text, bytes, headers = {} } = c.answer;
    if (json !== undefined) {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(json));
    } else if (text !== undefined) {
      response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      response.end(text);
    } else {
      response.writeHead(status, headers);
      response.end(bytes ? Buffer.from(bytes) : undefined);
    }
  });
  try {
    const value = await c.call(createClient({ baseUrl: server.url }));
    expect(server.received).toHaveLength(1);
    const request = server.received[0] as ReceivedRequest;
    expect(request.method).toBe(c.method);
    expect(request.pathname).toBe(c.path);
    expect(request.query).toEqual(c.query ?? {});
    if (c.querySchema) expectValid(c.querySchema, request.query, 'the query');
    if (c.body === undefined) {
      expect(request.body.length).toBe(0);
    } else {
      expect(request.headers['content-type']).toMatch(/^application\/json/);
      const sent = jsonBody(request);
      expect(sent).toEqual(c.body);
      if (c.requestSchema) expectValid(c.requestSchema, sent, 'the request body');
    }
    if (c.check) await c.check(value, request);
    else expect(value).toEqual(c.result ?? c.answer.json ?? c.answer.text);
  } finally {
    await server.close();
  }
}
