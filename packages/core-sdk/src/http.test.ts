import { afterEach, describe, expect, it } from 'vitest';
import { InvalidResponseError, isInvalidResponseError, NetworkError } from './errors';
import { createHttp, fileNameFromContentDisposition, withQuery } from './http';
import { closeLoopbackServers, startLoopbackServer } from './test-support/loopback-server';

afterEach(closeLoopbackServers);

describe('fileNameFromContentDisposition', () => {
  it.each([
    ['attachment; filename="meeting notes.pdf"', 'meeting notes.pdf'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    [`attachment; filename="reunio_.docx"; filename*=UTF-8''reuni%C3%A3o.docx`, 'reunião.docx'],
    [`attachment; filename*=utf-8''%E4%BC%9A%E8%AE%AE.vtt`, '会议.vtt'],
    ['attachment; filename="say \\"hi\\".srt"', 'say "hi".srt'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\Windows\\\\evil.exe"', 'evil.exe'],
  ])('%s -> %s', (header, name) => {
    expect(fileNameFromContentDisposition(header)).toBe(name);
  });

  it.each([null, '', 'attachment', 'inline; filename=""', 'attachment; filename=".."', `attachment; filename*=UTF-8''%E0%A4%A`])(
    'gives null for %j',
    (header) => {
      expect(fileNameFromContentDisposition(header)).toBeNull();
    },
  );

  it('falls back to the plain name when the extended one does not decode', () => {
    expect(fileNameFromContentDisposition(`attachment; filename="ok.txt"; filename*=UTF-8''%E0%A4%A`)).toBe('ok.txt');
  });
});

describe('withQuery', () => {
  it('adds only defined, non-empty parameters, encoded', () => {
    expect(withQuery('/api/x')).toBe('/api/x');
    expect(withQuery('/api/x', { q: undefined, r: '' })).toBe('/api/x');
    expect(withQuery('/api/x', { q: 'a&b c', minutes: 15 })).toBe('/api/x?q=a%26b+c&minutes=15');
  });
});

describe('createHttp answers', () => {
  it('throws InvalidResponseError for a successful answer that is not JSON', async () => {
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end('<html>captive portal</html>');
    });
    const error = await createHttp({ baseUrl: server.url })
      .json('GET', '/api/stats')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InvalidResponseError);
    expect(isInvalidResponseError(error)).toBe(true);
    expect(error).toMatchObject({ status: 200, message: 'Failed to parse response of GET /api/stats: not JSON' });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('reads text answers as they are, including an empty one', async () => {
    let body = 'Résumé: all good.\n';
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(body);
    });
    const http = createHttp({ baseUrl: server.url });
    await expect(http.text('POST', '/api/transcriptions/t/summarize', { summaryType: 'short' })).resolves.toBe(body);
    body = '';
    await expect(http.text('GET', '/api/admin/production/report')).resolves.toBe('');
  });

  it('throws NetworkError when a file download breaks off mid-way', async () => {
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': '100000' });
      response.write(Buffer.alloc(1000));
      setTimeout(() => response.socket?.destroy(), 20);
    });
    const error = await createHttp({ baseUrl: server.url })
      .file('/api/transcriptions/t/download?format=pdf', 'x.pdf')
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NetworkError);
  });

  it('builds absolute URLs from the base URL', () => {
    expect(createHttp({ baseUrl: 'https://verbatim.example/app/' }).url('/api/analytics/end-session')).toBe(
      'https://verbatim.example/app/api/analytics/end-session',
    );
    expect(createHttp({ baseUrl: '' }).url('/api/x')).toBe('/api/x');
  });
});
