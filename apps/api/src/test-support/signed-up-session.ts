import { createHttpSession, type HttpSession } from './cookie-fetch';

let counter = 0;

export interface SignedUpSession {
  http: HttpSession;
  userId: string;
}

/** A new account on the free plan, signed up through the API, and the browser session it signed in. */
export async function signedUpSession(server: { url: string }, label = 'user'): Promise<SignedUpSession> {
  const http = createHttpSession(server.url);
  const res = await http.post('/api/auth/register', {
    email: `${label}.${Date.now()}.${++counter}@example.com`,
    password: 'password123',
    firstName: label.slice(0, 1).toUpperCase(),
  });
  if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${JSON.stringify(res.json)}`);
  return { http, userId: String((res.json.user as { id: string }).id) };
}
