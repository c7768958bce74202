import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpSession, type HttpSession } from '../test-support/cookie-fetch';
import { errorFields } from '../test-support/error-fields';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { endpointTestDatabases } from '../test-support/test-databases';
import { createTusUpload } from '../test-support/tus-requests';

const PASSWORD = 'correct horse battery';
let counter = 0;

/**
 * One multipart body whose `file` part is named by an RFC 5987 `filename*` (percent-encoded UTF-8):
 * busboy refuses raw control bytes in a part header, but decodes encoded ones.
 */
function multipartWithEncodedFileName(encodedFileName: string) {
  const boundary = `----verbatim${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodedFileName}\r\nContent-Type: audio/wav\r\n\r\n`,
      'utf8',
    ),
    Buffer.from('RIFF0000WAVEfmt '),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(endpointTestDatabases())('text the database would refuse, on %s', (database) => {
  let server: TestServer;
  let http: HttpSession;

  beforeAll(async () => {
    server = await startTestServer({ database });
    http = createHttpSession(server.url);
    const res = await http.post('/api/auth/register', { email: `nul.${++counter}@example.com`, password: PASSWORD, firstName: 'Ada' });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a NUL in a name answers 400 naming the field, and no account is made', async () => {
    const email = `nul.name.${++counter}@example.com`;
    const res = await createHttpSession(server.url).post('/api/auth/register', { email, password: PASSWORD, firstName: 'A\u0000da' });
    expect(res.status).toBe(400);
    expect(res.json.error?.code).toBe('VALIDATION_FAILED');
    expect(errorFields(res.json)).toEqual(['firstName']);
    expect(res.json.error?.message).toContain('firstName');
    expect(await server.deps.db('users').where({ email }).first()).toBeUndefined();
  });

  it('an unpaired surrogate in a name answers 400 rather than being stored as U+FFFD', async () => {
    const res = await createHttpSession(server.url).post(
      '/api/auth/register',
      `{"email":"half.${++counter}@example.com","password":"${PASSWORD}","firstName":"Ada\\ud83d"}`,
    );
    expect(res.status).toBe(400);
    expect(errorFields(res.json)).toEqual(['firstName']);
  });

  it('a NUL in a reset token or an e-mail is a 400, not a database error', async () => {
    const token = await createHttpSession(server.url).post('/api/auth/verify-reset-token', { token: 'abc\u0000def' });
    expect(token.status).toBe(400);
    expect(errorFields(token.json)).toEqual(['token']);
    const login = await createHttpSession(server.url).post('/api/auth/login', { email: 'a\u0000b@example.com', password: PASSWORD });
    expect(login.status).toBe(400);
    expect(errorFields(login.json)).toEqual(['email']);
  });

  it('a search with a control character answers 400 naming q', async () => {
    for (const q of ['%00', 'abc%00', '%1B%5B31m']) {
      const res = await http.get(`/api/transcriptions?q=${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.error?.code).toBe('VALIDATION_FAILED');
      expect(errorFields(res.json)).toEqual(['q']);
    }
    expect((await http.get('/api/transcriptions?q=caf%C3%A9')).status).toBe(200);
  });

  it('a transcription id that is not a UUID answers 404 on every route that takes one', async () => {
    for (const id of ['not-a-uuid', '%00', '1%27%20or%201%3D1', 'x'.repeat(5000), '%E0%A4%A']) {
      expect((await http.get(`/api/transcriptions/${id}`)).status, id).toBe(404);
      expect((await http.get(`/api/transcriptions/${id}/audio`)).status, id).toBe(404);
      expect((await http.request('DELETE', `/api/transcriptions/${id}`)).status, id).toBe(404);
      expect((await http.post(`/api/transcriptions/${id}/retry`)).status, id).toBe(404);
    }
  });

  it('a file name with a control character is refused on the JSON upload calls', async () => {
    const object = await http.post('/api/objects/upload', { contentType: 'audio/wav', fileName: 'voice\u0000.wav' });
    expect(object.status).toBe(400);
    expect(errorFields(object.json)).toEqual(['fileName']);
    const large = await http.post('/api/transcriptions/process-large', { filePath: 'x', fileName: 'voice\u0007.wav', fileSize: 10 });
    expect(large.status).toBe(400);
    expect(errorFields(large.json)).toEqual(['fileName']);
  });

  it('a multipart file name with a control character answers 400 naming the file', async () => {
    for (const path of ['/api/transcriptions/upload', '/api/upload-large']) {
      const { body, contentType } = multipartWithEncodedFileName('voice%00memo.wav');
      const res = await http.fetch(`${server.url}${path}`, { method: 'POST', headers: { 'Content-Type': contentType }, body });
      expect(res.status, path).toBe(400);
      const json = (await res.json()) as { error: { code: string; message: string } };
      expect(json.error.code).toBe('BAD_REQUEST');
      expect(json.error.message).toBe('voice\uFFFDmemo.wav: The file name must not contain control characters.');
    }
    expect(await server.deps.db('transcriptions').where('fileName', 'like', 'voice%memo.wav').first()).toBeUndefined();
  });

  it('a resumable upload whose metadata file name has a control character is refused', async () => {
    const res = await createTusUpload(http, server.url, { name: 'voice\u0000memo.wav', type: 'audio/wav', length: 1000 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'voice\uFFFDmemo.wav: The file name must not contain control characters.',
    );
  });
});
