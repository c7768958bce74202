import type { Database } from '../db/create-database';
import { createHttpSession, type HttpSession } from './cookie-fetch';
import { verifyEmailOf } from './verify-email';

let counter = 0;

export interface SignedUpSession {
  http: HttpSession;
  userId: string;
  email: string;
}

/**
 * A new account on the free plan, signed up through the API, and the browser session it signed in. Its owner follows
 * the verification link, as a person who reads their mail does, unless `verified` is false.
 */
export async function signedUpSession(
  server: { url: string; deps: { db: Database } },
  label = 'user',
  { verified = true }: { verified?: boolean } = {},
): Promise<SignedUpSession> {
  const http = createHttpSession(server.url);
  const email = `${label}.${Date.now()}.${++counter}@example.com`;
  const res = await http.post('/api/auth/register', { email, password: 'password123', firstName: label.slice(0, 1).toUpperCase() });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.json)}`);
  if (verified) await verifyEmailOf(server, email);
  return { http, userId: String((res.json.user as { id: string }).id), email };
}
