/**
 * Signed-in users for the load: each registers on one API process and signs in on every other one, so that each
 * process holds real sessions of its own. Then each gets a paid plan with credits straight in the database: the free
 * plan allows three transcriptions a day, and the benchmark needs more per user than that.
 */
import type { Database } from '../../apps/api/src/db/create-database';
import { createHttpSession, type HttpSession } from '../../apps/api/src/test-support/cookie-fetch';

export interface BenchUser {
  index: number;
  id: string;
  email: string;
  /** One signed-in session per API process, in the order of the URLs given. */
  sessions: HttpSession[];
}

const PASSWORD = 'load-benchmark-password';

export function cookieOf(session: HttpSession): string {
  return [...session.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function signUp(index: number, urls: string[]): Promise<BenchUser> {
  const email = `load.${index}.${Date.now()}@example.com`;
  const home = index % urls.length;
  const sessions = urls.map((url) => createHttpSession(url));
  const registered = await (sessions[home] as HttpSession).post('/api/auth/register', {
    email,
    password: PASSWORD,
    firstName: `Load ${index}`,
  });
  if (registered.status !== 201 && registered.status !== 200) {
    throw new Error(`register on ${urls[home]} answered ${registered.status}: ${registered.text.slice(0, 300)}`);
  }
  const id = (registered.json.user as { id: string }).id;
  for (const [i, session] of sessions.entries()) {
    if (i === home) continue;
    const login = await session.post('/api/auth/login', { email, password: PASSWORD });
    if (login.status !== 200) throw new Error(`login on ${urls[i]} answered ${login.status}: ${login.text.slice(0, 300)}`);
  }
  return { index, id, email, sessions };
}

/** `count` users, each signed in on every API process, on the basic plan with `credits` minutes. */
export async function signUpPaidUsers(db: Database, urls: string[], count: number, credits: number): Promise<BenchUser[]> {
  // One after another: each sign-up hashes a password (argon2id), which is meant to be slow.
  const users: BenchUser[] = [];
  for (let i = 0; i < count; i++) users.push(await signUp(i, urls));
  const ids = users.map((u) => u.id);
  await db('users').whereIn('id', ids).update({ subscriptionPlan: 'basic', subscriptionStatus: 'active' });
  await db('credit_ledger').insert(
    ids.map((userId) => ({ userId, amount: credits, kind: 'grant', description: 'Load benchmark minutes' })),
  );
  return users;
}
