import { readFileSync } from 'node:fs';
import { createApiError, createClient, type VerbatimClient } from '@verbatim/core-sdk';
import { createCookieFetch } from './cookie-fetch';
import type { TestServer } from './start-test-server';

let counter = 0;
export const uniqueEmail = (label: string) => `sdk.${label}.${Date.now()}.${++counter}@example.com`;
export const PASSWORD = 'correct horse battery';

/** The SDK as a browser tab would hold it: one client whose fetch keeps the session cookie. */
export function sdkSession(server: TestServer): { client: VerbatimClient; fetch: ReturnType<typeof createCookieFetch> } {
  const cookieFetch = createCookieFetch();
  return { client: createClient({ baseUrl: server.url, fetch: cookieFetch }), fetch: cookieFetch };
}

/** A new account on the free plan, signed in. */
export async function signedUpSdk(server: TestServer, label = 'user') {
  const session = sdkSession(server);
  const email = uniqueEmail(label);
  const { user } = await session.client.auth.register({ email, password: PASSWORD, firstName: 'Ada' });
  return { ...session, email, user };
}

/**
 * The one-request multipart upload, sent with the session's fetch. Upload orchestration is not part of these tests,
 * but a non-ok answer still goes through the SDK's one error factory.
 */
export async function uploadFile(fetchWithCookies: typeof fetch, server: TestServer, path: string, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(path)], { type }), name);
  const response = await fetchWithCookies(`${server.url}/api/transcriptions/upload`, { method: 'POST', body: form });
  if (!response.ok) throw await createApiError(response);
  return (await response.json()) as { transcriptionId: string };
}

/** Polls through the SDK until the transcription settles. */
export async function waitUntilSettled(client: VerbatimClient, id: string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const transcription = await client.transcriptions.get(id);
    if (transcription.status === 'completed' || transcription.status === 'failed') return transcription;
    if (Date.now() > deadline) throw new Error(`${id} still ${transcription.status} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
