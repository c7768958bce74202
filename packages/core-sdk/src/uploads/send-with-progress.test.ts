import { afterEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../errors';
import { countingStream, type ProgressRequest, progressTransport, sendWithProgress } from './send-with-progress';

/**
 * A stand-in for the browser's XMLHttpRequest (Node has none): it records what the SDK does with it, and the test
 * plays the browser's part by firing its events.
 */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  responseHeaders = '';
  aborted = false;
  upload: { onprogress: ((event: { loaded: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return this.responseHeaders;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
}

function request(overrides: Partial<ProgressRequest> = {}): ProgressRequest & { sent: number[] } {
  const sent: number[] = [];
  return {
    method: 'PUT',
    url: 'https://storage.example/key?sig=1',
    headers: { 'Content-Type': 'audio/wav', 'Content-Length': '5' },
    body: new Blob(['hello'], { type: 'audio/wav' }),
    credentials: 'omit',
    onProgress: (n) => sent.push(n),
    networkMessage: 'Network error occurred during upload',
    fetch: globalThis.fetch,
    transport: 'xhr',
    sent,
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  FakeXhr.last = null;
});

describe('progressTransport', () => {
  it('uses XHR in browsers, the whole body with a custom fetch there, and a counting stream elsewhere', () => {
    expect(progressTransport(false)).toBe('fetch-stream');
    expect(progressTransport(true)).toBe('fetch-stream');
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    expect(progressTransport(false)).toBe('xhr');
    expect(progressTransport(true)).toBe('fetch');
  });
});

describe('sendWithProgress over XMLHttpRequest', () => {
  it('sends the body with the headers the browser allows, reports upload progress and builds a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const r = request({ credentials: 'include' });
    const pending = sendWithProgress(r);
    const xhr = FakeXhr.last as FakeXhr;
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('https://storage.example/key?sig=1');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers).toEqual({ 'Content-Type': 'audio/wav' });
    expect(xhr.body).toBe(r.body);
    xhr.upload.onprogress?.({ loaded: 2 });
    xhr.upload.onprogress?.({ loaded: 5 });
    Object.assign(xhr, {
      status: 201,
      statusText: 'Created',
      responseText: '{"ok":true}',
      responseHeaders: 'content-type: application/json\r\nx-a: 1\r\n',
    });
    xhr.onload?.();
    const response = await pending;
    expect(r.sent).toEqual([2, 5]);
    expect(response.status).toBe(201);
    expect(response.headers.get('x-a')).toBe('1');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('an answer without a body (204) is still a Response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = sendWithProgress(request());
    Object.assign(FakeXhr.last as FakeXhr, { status: 204, responseText: '' });
    FakeXhr.last?.onload?.();
    expect((await pending).status).toBe(204);
  });

  it('a failed connection is a NetworkError with the given message', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const pending = sendWithProgress(request());
    FakeXhr.last?.onerror?.();
    await expect(pending).rejects.toEqual(new NetworkError('Network error occurred during upload'));
  });

  it('the signal aborts the XHR and the call rejects with the signal reason', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const controller = new AbortController();
    const pending = sendWithProgress(request({ signal: controller.signal }));
    controller.abort();
    expect(FakeXhr.last?.aborted).toBe(true);
    const error = await pending.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('sendWithProgress over fetch', () => {
  it('with a whole body (a custom fetch in a browser), reports the bytes once the answer is in', async () => {
    const seen: RequestInit[] = [];
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      seen.push(init);
      return new Response('{}', { status: 200 });
    }) as typeof fetch;
    const r = request({ transport: 'fetch', fetch: fakeFetch });
    await sendWithProgress(r);
    expect(seen[0]?.body).toBe(r.body);
    expect(r.sent).toEqual([5]);
  });

  it('reads a large Blob in 64 KB slices and counts them', async () => {
    const blob = new Blob([new Uint8Array(200 * 1024)]);
    const counts: number[] = [];
    const reader = countingStream(blob, (n) => counts.push(n)).getReader();
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
    }
    expect(total).toBe(200 * 1024);
    expect(counts).toEqual([65_536, 131_072, 196_608, 204_800]);
  });
});
