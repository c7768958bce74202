import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { createClient } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../Toast/toast-store';
import { apiError, type FakeApi, startFakeApi } from '../testing/fake-api';
import { hookHarness } from '../testing/query-wrapper';
import { transcriptionDetailFixture, transcriptionPageFixture } from '../testing/transcription-fixture';
import { userFixture } from '../testing/user-fixture';
import { useCurrentUser } from '../VerbatimProvider/use-current-user';
import { uploadQueueFor, useUploadQueue } from './upload-queue';
import { useStats } from './use-stats';
import { useTranscriptions } from './use-transcriptions';

let api: FakeApi;

beforeEach(async () => {
  api = await startFakeApi();
  api.route('GET /api/transcriptions', { body: transcriptionPageFixture([]) });
  api.route('GET /api/stats', { body: { totalTranscriptions: 0, hoursTranscribed: 0, creditsUsed: 0 } });
  api.route('GET /api/auth/user', { body: userFixture() });
});

afterEach(async () => {
  act(() => dismissToast());
  await api.close();
});

const count = (method: string, path: string) => api.requests.filter((request) => request.method === method && request.path === path).length;
const wav = (name = 'hello.wav', bytes = 2048) => new File([new Uint8Array(bytes)], name, { type: 'audio/wav' });

function renderQueue(onNavigate?: (to: string) => void) {
  const harness = hookHarness(api.url, onNavigate ? { onNavigate } : {});
  const view = renderHook(() => ({ queue: useUploadQueue(), list: useTranscriptions(), stats: useStats(), user: useCurrentUser() }), {
    wrapper: harness.wrapper,
  });
  return { ...harness, ...view };
}

describe('useUploadQueue', () => {
  it('refuses to work without an UploadQueueProvider', () => {
    expect(() => renderHook(() => useUploadQueue())).toThrow(/UploadQueueProvider/);
  });

  it('keeps one queue per client', () => {
    const client = createClient({ baseUrl: api.url });
    expect(uploadQueueFor(client)).toBe(uploadQueueFor(client));
    expect(uploadQueueFor(createClient({ baseUrl: api.url }))).not.toBe(uploadQueueFor(client));
  });

  it('uploads, follows the transcription to the end and refreshes the list and the stats', async () => {
    api.route('POST /api/transcriptions/upload', { status: 201, body: { transcriptionId: 'tr-9' } });
    let polls = 0;
    api.route('GET /api/transcriptions/tr-9', () => {
      polls++;
      return {
        body:
          polls < 2
            ? transcriptionDetailFixture({ id: 'tr-9', status: 'processing', progress: 40, transcriptText: null })
            : transcriptionDetailFixture({ id: 'tr-9', status: 'completed', progress: 100 }),
      };
    });
    const { result } = renderQueue();
    await waitFor(() => expect(result.current.list.isSuccess && result.current.stats.isSuccess).toBe(true));

    act(() => {
      result.current.queue.add([wav()]);
    });
    expect(result.current.queue.items).toMatchObject([{ name: 'hello.wav', size: 2048, status: 'uploading' }]);
    await waitFor(() => expect(result.current.queue.items[0]).toMatchObject({ status: 'processing', transcriptionId: 'tr-9' }));
    // The upload itself makes the list and the stats stale.
    await waitFor(() => expect(count('GET', '/api/transcriptions')).toBeGreaterThanOrEqual(2));
    await waitFor(() => expect(result.current.queue.items[0]?.status).toBe('completed'));
    // Completion charges credits: the user is read again too.
    await waitFor(() => expect(count('GET', '/api/transcriptions')).toBe(3));
    expect(count('GET', '/api/stats')).toBe(3);
    await waitFor(() => expect(count('GET', '/api/auth/user')).toBe(2));
    const upload = api.requests.find((request) => request.method === 'POST' && request.path === '/api/transcriptions/upload');
    expect(String(upload?.body)).toContain('filename="hello.wav"');
    // Completed items leave the list 2 s later.
    await waitFor(() => expect(result.current.queue.items).toHaveLength(0), { timeout: 3000 });
  });

  it('toasts a refused file and queues nothing', async () => {
    const { result } = renderQueue();
    act(() => {
      result.current.queue.add([new File(['x'], 'notes.pdf', { type: 'application/pdf' })]);
    });
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('notes.pdf: Only audio and video files are supported.')).toBeInTheDocument();
    expect(result.current.queue.items).toHaveLength(0);
  });

  it('toasts a failed transcription with its reason', async () => {
    api.route('POST /api/transcriptions/upload', { status: 201, body: { transcriptionId: 'tr-8' } });
    api.route('GET /api/transcriptions/tr-8', {
      body: transcriptionDetailFixture({ id: 'tr-8', status: 'failed', errorMessage: 'The file has no audio track.' }),
    });
    const { result } = renderQueue();
    act(() => {
      result.current.queue.add([wav('silent.wav')]);
    });
    expect(await screen.findByText('Transcription Failed')).toBeInTheDocument();
    expect(screen.getByText('The file has no audio track.')).toBeInTheDocument();
    expect(result.current.queue.items[0]).toMatchObject({
      status: 'error',
      failure: { reason: 'transcription-failed', serverMessage: 'The file has no audio track.' },
    });
  });

  it('on a 401: toasts Unauthorized, reads the session again, then navigates to /auth after 0.5 s', async () => {
    api.route('POST /api/transcriptions/upload', apiError(401, 'UNAUTHORIZED', 'Sign in to continue.'));
    const onNavigate = vi.fn();
    const { result } = renderQueue(onNavigate);
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    const started = Date.now();
    act(() => {
      result.current.queue.add([wav()]);
    });
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/auth'));
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(count('GET', '/api/auth/user')).toBe(2);
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('on a refused subscription: toasts Subscription Required, then navigates to /pricing after 3 s', async () => {
    api.route(
      'POST /api/transcriptions/upload',
      apiError(403, 'SUBSCRIPTION_REQUIRED', 'You have used today’s 3 free transcriptions. They renew at midnight UTC.'),
    );
    const onNavigate = vi.fn();
    const { result } = renderQueue(onNavigate);
    act(() => {
      result.current.queue.add([wav()]);
    });
    expect(await screen.findByText('Subscription Required')).toBeInTheDocument();
    expect(screen.getByText('You have used today’s 3 free transcriptions. They renew at midnight UTC.')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(onNavigate).not.toHaveBeenCalled();
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/pricing'), { timeout: 1500 });
    expect(result.current.queue.items[0]?.status).toBe('error');
  });

  it('toasts a file over 100 MB as Large File Detected', async () => {
    api.route('POST /api/transcriptions/upload', () => new Promise(() => undefined));
    const { result } = renderQueue();
    // A Blob that says it is large without holding the bytes: the queue reads only its size, type and name.
    const large = Object.assign(new Blob([new Uint8Array(8)], { type: 'audio/wav' }), { name: 'board.wav' });
    Object.defineProperty(large, 'size', { value: 100 * 1024 * 1024 + 1 });
    act(() => {
      result.current.queue.add([large]);
    });
    expect(await screen.findByText('Large File Detected')).toBeInTheDocument();
    expect(screen.getByText('board.wav: Processing may take longer and will use advanced chunking.')).toBeInTheDocument();
    act(() => {
      for (const item of result.current.queue.items) result.current.queue.remove(item.id);
    });
  });

  it('navigates once when several files fail together, and shows the reason in the list', async () => {
    api.route('POST /api/transcriptions/upload', apiError(401, 'UNAUTHORIZED', 'Sign in to continue.'));
    const onNavigate = vi.fn();
    const { result } = renderQueue(onNavigate);
    act(() => {
      result.current.queue.add([wav('a.wav'), wav('b.wav')]);
    });
    await waitFor(() => expect(result.current.queue.items.map((item) => item.status)).toEqual(['error', 'error']));
    expect(result.current.queue.items[0]?.failure).toEqual({ reason: 'unauthorized', stage: 'upload' });
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/auth'));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('removes an item and cancels its upload', async () => {
    api.route('POST /api/transcriptions/upload', () => new Promise(() => undefined));
    const { result } = renderQueue();
    let id = '';
    act(() => {
      [id = ''] = result.current.queue.add([wav()]);
    });
    await waitFor(() => expect(count('POST', '/api/transcriptions/upload')).toBe(1));
    act(() => result.current.queue.remove(id));
    expect(result.current.queue.items).toHaveLength(0);
  });
});
