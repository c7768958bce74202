import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpoints as definitions, errorBodySchema, errorCodes, isStreamedBody } from '@verbatim/core-sdk/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { verifyEmailOf } from '../test-support/verify-email';
import { hostileBody, hostileString, plausibleValue } from '../test-support/zod-arbitraries';

const PASSWORD = 'correct horse battery';
/**
 * Each endpoint's property stops after this long with the runs it has made: on a loaded machine the file
 * tries fewer inputs rather than running past a minute (sign-ups hash passwords, the costliest call here). fast-check
 * fails a property stopped before its first run, and beside the browser tests one run took over 1.2 s: the box leaves
 * room for a few.
 */
const TIME_BOX = { interruptAfterTimeLimit: 3_000, markInterruptAsFailure: false };
/** Per test: a limit for a hang, well past every endpoint's time box on a loaded machine. */
const FUZZ_TEST_TIMEOUT_MS = 240_000;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

interface Endpoint {
  method: string;
  /** With `:name` and `*name` parameters, as its definition declares it. */
  path: string;
  key: string;
  /** The JSON body's schema; null for an endpoint that takes none. */
  body: z.ZodType | null;
  query: z.ZodType | undefined;
  /** Reads its own body (multipart, bytes) instead of JSON. */
  streamed: boolean;
  /** Anyone may call it: its query is validated signed out too. */
  isPublic: boolean;
  /** Only a widget's publishable key may call it: without one (as here, signed in or not) it is refused before its query is read. */
  widgetOnly: boolean;
}

/** Every endpoint the API serves, from the definitions it mounts (HEAD is tus's, with no body or query). */
const endpoints: Endpoint[] = Object.values(definitions)
  .filter((d) => d.method !== 'HEAD')
  .map((d) => ({
    method: d.method,
    path: d.path,
    key: `${d.method} ${d.path}`,
    body: 'body' in d && d.body && !isStreamedBody(d.body) ? d.body : null,
    query: 'query' in d ? d.query : undefined,
    streamed: 'body' in d && isStreamedBody(d.body),
    isPublic: d.access === 'public',
    widgetOnly: d.access === 'widget',
  }));

/** Every byte of the UTF-8 percent-encoded (encodeURIComponent throws on unpaired surrogates; a client may send anything). */
const percentEncoded = (value: string) => [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/**
 * Short enough that the URL stays under Node's 16 KB header limit once percent-encoded: beyond it the
 * parser refuses the request before Koa (malformed-request-answers.test.ts covers that). Huge values go in bodies.
 */
const urlSafe = hostileString.filter((s) => s.length < 600);
const pathParameter = fc.oneof(
  fc.uuid(),
  urlSafe.filter((s) => s.length > 0),
);
const withParameters = (path: string) =>
  fc
    .array(pathParameter, { minLength: 4, maxLength: 4 })
    .map((values) => path.replace(/[:*][A-Za-z]+/g, () => percentEncoded(values.pop() ?? 'x')));

/** What no answer may ever be: a 5xx, or an error without the one JSON error body. */
function expectCleanAnswer(label: string, answer: { status: number; headers: Headers; text: string }) {
  expect(answer.status, `${label} answered ${answer.status}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
  if (answer.status < 400) return;
  expect(answer.headers.get('Content-Type'), label).toMatch(/^application\/json/);
  const body = errorBodySchema.safeParse(JSON.parse(answer.text));
  expect(body.success, `${label}: ${answer.text.slice(0, 300)}`).toBe(true);
  expect(errorCodes, label).toContain(body.data?.error.code);
}

describe.each(endpointTestDatabases())('every JSON endpoint under generated hostile input (%s)', (database) => {
  let server: TestServer;
  const email = `fuzz.${Date.now()}@example.com`;
  let signedIn: HttpSession;
  let scriptDir: string;
  const signedOut = () => createHttpSession(server.url);

  /** The fuzzing user's browser, signed in again whenever a fuzzed call signed it out. */
  async function browser(wantSession: boolean): Promise<HttpSession> {
    if (!wantSession) return signedOut();
    if (!signedIn.cookies.has('vb_session')) await signedIn.post('/api/auth/login', { email, password: PASSWORD });
    return signedIn;
  }

  beforeAll(async () => {
    // The widget bundle is another package's build, which this test must not depend on: a stand-in is served.
    scriptDir = mkdtempSync(join(tmpdir(), 'verbatim-fuzz-widget-'));
    writeFileSync(join(scriptDir, 'verbatim.global.js'), 'window.Verbatim = {};\n');
    // The throttles would turn every later sign-in into a 429: raise them, this is not what is tested here.
    server = await startTestServer({
      database,
      env: {
        LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
        LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
        WIDGET_SCRIPT_PATH: join(scriptDir, 'verbatim.global.js'),
        // An admin, so that the admin endpoints' inputs are fuzzed too (anyone else is refused before they are read).
        ADMIN_EMAILS: email,
      },
    });
    signedIn = createHttpSession(server.url);
    expect((await signedIn.post('/api/auth/register', { email, password: PASSWORD, firstName: 'Fuzz' })).status).toBe(201);
    await verifyEmailOf(server, email);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(scriptDir, { recursive: true, force: true });
  });

  const jsonEndpoints = () => endpoints.filter((e) => STATE_CHANGING.has(e.method) && !e.streamed);

  it(
    'answers generated bodies with a 2xx for what the contract accepts and a clean 4xx for the rest',
    async () => {
      for (const endpoint of jsonEndpoints()) {
        const schema = endpoint.body;
        await fc.assert(
          fc.asyncProperty(hostileBody(schema), withParameters(endpoint.path), fc.boolean(), async (body, path, wantSession) => {
            const http = await browser(wantSession);
            const text = body === undefined ? undefined : JSON.stringify(body);
            const answer = await http.request(endpoint.method, path, text, { 'Content-Type': 'application/json' });
            const label = `${endpoint.method} ${path} ${text?.slice(0, 200)}`;
            expectCleanAnswer(label, answer);
            // Judged by what was sent: JSON has no Infinity or NaN (they go as null), and drops undefined fields. A request
            // without a body is read as an empty object, so an endpoint whose fields are all optional accepts it.
            const sent = text === undefined ? {} : JSON.parse(text);
            if (schema && !schema.safeParse(sent).success) expect(answer.status, label).toBeGreaterThanOrEqual(400);
          }),
          { numRuns: 80, ...TIME_BOX },
        );
      }
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'answers malformed JSON with 400, and bodies of other types with 415',
    async () => {
      const malformed = fc.oneof(
        fc.string({ minLength: 1, maxLength: 30 }).filter((text) => {
          try {
            JSON.parse(text);
            return false;
          } catch {
            return true;
          }
        }),
        fc.constantFrom('{"email": ', '{"a":1,}', "{'a':1}", '[1,2', 'nul', '{"a":"\u0000"', '\uFEFF{}x', '['.repeat(50_000)),
      );
      const otherType = fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/javascript',
        'text/json',
      );
      for (const endpoint of jsonEndpoints()) {
        const schema = endpoint.body;
        const valid = schema ? plausibleValue(schema).map((v) => JSON.stringify(v ?? {})) : fc.constant('{"a":1}');
        await fc.assert(
          fc.asyncProperty(
            fc.oneof(
              malformed.map((text) => ({ text, type: 'application/json', expected: 400 })),
              fc.tuple(valid, otherType).map(([text, type]) => ({ text, type, expected: 415 })),
            ),
            withParameters(endpoint.path),
            fc.boolean(),
            async ({ text, type, expected }, path, wantSession) => {
              const answer = await (await browser(wantSession)).request(endpoint.method, path, text, { 'Content-Type': type });
              const label = `${endpoint.method} ${path} (${type}) ${text.slice(0, 100)}`;
              expectCleanAnswer(label, answer);
              // koa-body parses POST, PUT and PATCH bodies; a DELETE's body is never read, so its JSON cannot be malformed.
              if (expected === 415 || endpoint.method !== 'DELETE') expect(answer.status, label).toBe(expected);
            },
          ),
          { numRuns: 25, ...TIME_BOX },
        );
      }
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(
    'answers generated path parameters and query strings of every read endpoint cleanly',
    async () => {
      const queryValue = fc.oneof(urlSafe, fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 3 }));
      for (const endpoint of endpoints.filter((e) => e.method === 'GET')) {
        const query = endpoint.query;
        const names = query ? Object.keys((query as z.ZodObject).shape) : ['q'];
        await fc.assert(
          fc.asyncProperty(
            withParameters(endpoint.path),
            fc.constantFrom(...names),
            queryValue,
            fc.boolean(),
            async (path, name, value, wantSession) => {
              const search = new URLSearchParams();
              for (const v of Array.isArray(value) ? value : [value]) search.append(name, v);
              const answer = await (await browser(wantSession)).request('GET', `${path}?${search}`);
              expect(answer.status).toBeLessThan(500);
              const label = `GET ${path}?${search.toString().slice(0, 200)}`;
              // Redirects (sign-in, sign-out) have no body; everything else is JSON or a clean error.
              if (answer.status >= 300 && answer.status < 400) return;
              expectCleanAnswer(label, answer);
              // What the server decodes (unpaired surrogates arrive as U+FFFD), not what was generated.
              const received = new URLSearchParams(search.toString()).getAll(name);
              const parsed = query?.safeParse({ [name]: received.length > 1 ? received : received[0] });
              if (endpoint.widgetOnly) expect(answer.status, label).toBe(401);
              else if (parsed && !parsed.success) expect(answer.status, label).toBe(wantSession || endpoint.isPublic ? 400 : 401);
            },
          ),
          { numRuns: 25, ...TIME_BOX },
        );
      }
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it('is still up and answering afterwards', async () => {
    expect((await signedOut().get('/api/health')).status).toBe(200);
  });
});
