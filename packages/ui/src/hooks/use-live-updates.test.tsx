import { renderHook, waitFor } from '@testing-library/react';
import { SESSION_ENDED_CLOSE_CODE } from '@verbatim/core-sdk';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hookHarness } from '../testing/query-wrapper';
import { transcriptionFixture, transcriptionPageFixture } from '../testing/transcription-fixture';
import { NodeWebSocket, startUpdatesServer, type UpdatesServer } from '../testing/updates-server';
import { userFixture } from '../testing/user-fixture';
import { useCurrentUser } from '../VerbatimProvider/use-current-user';
import { LIVE_UPDATES_REFETCH_MS, useLiveUpdates } from './use-live-updates';
import { useStats } from './use-stats';
import { useTranscriptions } from './use-transcriptions';

let server: UpdatesServer;
const processing = transcriptionFixture({
  id: 'tr-7',
  fileName: 'interview.mp3',
  status: 'processing',
  progress: 10,
  completedAt: null,
});

beforeEach(async () => {
  server = await startUpdatesServer();
  server.answer('/api/transcriptions', transcriptionPageFixture([processing]));
  server.answer('/api/stats', { totalTranscriptions: 1, hoursTranscribed: 0, creditsUsed: 0 });
  server.answer('/api/auth/user', userFixture());
});

afterEach(async () => {
  await server.close();
});

const count = (request: string) => server.requests.filter((seen) => seen === request).length;

function renderLive(enabled = true) {
  const { wrapper } = hookHarness(server.url, { realtime: { WebSocket: NodeWebSocket } });
  return renderHook(
    ({ on }) => ({ state: useLiveUpdates({ enabled: on }), list: useTranscriptions(), stats: useStats(), user: useCurrentUser() }),
    { wrapper, initialProps: { on: enabled } },
  );
}

describe('useLiveUpdates', () => {
  it('moves a row on each update and refetches the list once per burst', async () => {
    const { result } = renderLive();
    await waitFor(() => expect(result.current.state).toBe('open'));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(count('GET /api/transcriptions')).toBe(1);

    for (const progress of [40, 55, 70]) {
      server.broadcast({ type: 'transcription_update', id: 'tr-7', status: 'processing', progress, errorMessage: null });
    }
    await waitFor(() => expect(result.current.list.data?.items[0]?.progress).toBe(70));
    // The server's list still says 10%: the refetch comes after the pause, once for the three messages.
    await waitFor(() => expect(count('GET /api/transcriptions')).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, LIVE_UPDATES_REFETCH_MS * 2));
    expect(count('GET /api/transcriptions')).toBe(2);
    expect(count('GET /api/stats')).toBe(1);
  });

  it('goes from processing to completed without a reload, and refreshes the stats and the credits', async () => {
    const { result } = renderLive();
    await waitFor(() => expect(result.current.state).toBe('open'));
    await waitFor(() => expect(result.current.user.isSuccess && result.current.stats.isSuccess).toBe(true));
    expect(result.current.list.data?.items[0]?.status).toBe('processing');

    const completedAt = '2025-03-08T10:00:00.000Z';
    server.answer('/api/transcriptions', transcriptionPageFixture([{ ...processing, status: 'completed', progress: 100, completedAt }]));
    server.answer('/api/stats', { totalTranscriptions: 1, hoursTranscribed: 0.01, creditsUsed: 1 });
    server.broadcast({ type: 'transcription_update', id: 'tr-7', status: 'completed', progress: 100, errorMessage: null });

    await waitFor(() => expect(result.current.list.data?.items[0]).toMatchObject({ status: 'completed', completedAt }));
    await waitFor(() => expect(result.current.stats.data?.creditsUsed).toBe(1));
    expect(count('GET /api/auth/user')).toBe(2);
  });

  it('tells onFinished of each transcription that completes or fails, and of nothing else', async () => {
    const finished: string[] = [];
    const { wrapper } = hookHarness(server.url, { realtime: { WebSocket: NodeWebSocket } });
    const { result } = renderHook(() => useLiveUpdates({ onFinished: (update) => finished.push(`${update.id} ${update.status}`) }), {
      wrapper,
    });
    await waitFor(() => expect(result.current).toBe('open'));
    server.broadcast({ type: 'transcription_update', id: 'tr-7', status: 'processing', progress: 80, errorMessage: null });
    server.broadcast({ type: 'transcription_update', id: 'tr-7', status: 'completed', progress: 100, errorMessage: null });
    server.broadcast({ type: 'transcription_update', id: 'tr-8', status: 'failed', progress: 30, errorMessage: 'No speech.' });
    await waitFor(() => expect(finished).toEqual(['tr-7 completed', 'tr-8 failed']));
  });

  it('ignores updates of transcriptions the lists do not hold, but still refetches', async () => {
    const { result } = renderLive();
    await waitFor(() => expect(result.current.state).toBe('open'));
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    const other = transcriptionFixture({ id: 'tr-new', fileName: 'new.wav', status: 'pending', progress: 0 });
    server.answer('/api/transcriptions', transcriptionPageFixture([other, processing]));
    server.broadcast({ type: 'transcription_update', id: 'tr-new', status: 'processing', progress: 5, errorMessage: null });
    await waitFor(() => expect(result.current.list.data?.items.map((row) => row.id)).toEqual(['tr-new', 'tr-7']));
  });

  it('closes the socket on unmount', async () => {
    const { result, unmount } = renderLive();
    await waitFor(() => expect(result.current.state).toBe('open'));
    expect(server.sockets.size).toBe(1);
    unmount();
    await waitFor(() => expect(server.sockets.size).toBe(0));
  });

  it('does not connect while disabled, and connects once enabled', async () => {
    const { result, rerender } = renderLive(false);
    await waitFor(() => expect(result.current.list.isSuccess).toBe(true));
    expect(result.current.state).toBe('off');
    expect(server.sockets.size).toBe(0);
    rerender({ on: true });
    await server.connected(1);
    await waitFor(() => expect(result.current.state).toBe('open'));
  });

  it('on a resync from the server, refetches the lists, the stats and the credits at once', async () => {
    const { result } = renderLive();
    await waitFor(() => expect(result.current.state).toBe('open'));
    await waitFor(() =>
      expect(result.current.list.isSuccess && result.current.stats.isSuccess && result.current.user.isSuccess).toBe(true),
    );
    const before = { list: count('GET /api/transcriptions'), stats: count('GET /api/stats'), user: count('GET /api/auth/user') };

    const completedAt = '2025-03-08T10:05:00.000Z';
    server.answer('/api/transcriptions', transcriptionPageFixture([{ ...processing, status: 'completed', progress: 100, completedAt }]));
    server.broadcast({ type: 'resync' });

    await waitFor(() => expect(result.current.list.data?.items[0]).toMatchObject({ status: 'completed', completedAt }));
    await waitFor(() =>
      expect({ list: count('GET /api/transcriptions'), stats: count('GET /api/stats'), user: count('GET /api/auth/user') }).toEqual({
        list: before.list + 1,
        stats: before.stats + 1,
        user: before.user + 1,
      }),
    );
  });

  it('when the server ends the socket because the session ended: reads the user again and stays closed', async () => {
    const { result } = renderLive();
    await waitFor(() => expect(result.current.state).toBe('open'));
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    const usersBefore = count('GET /api/auth/user');

    server.answer('/api/auth/user', null);
    server.closeSockets(SESSION_ENDED_CLOSE_CODE, 'session ended');

    await waitFor(() => expect(result.current.state).toBe('closed'));
    await waitFor(() => expect(count('GET /api/auth/user')).toBe(usersBefore + 1));
    await waitFor(() => expect(result.current.user.data).toBeNull());
  });

  it('when the session was replaced by a new one (signed in again), follows the new session', async () => {
    const { result } = renderLive();
    await waitFor(() => expect(result.current.state).toBe('open'));
    await waitFor(() => expect(result.current.user.isSuccess).toBe(true));
    server.closeSockets(SESSION_ENDED_CLOSE_CODE, 'session ended');
    await server.connected(2);
    await waitFor(() => expect(result.current.state).toBe('open'));
    expect(result.current.user.data).not.toBeNull();
  });
});
