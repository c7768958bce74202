import { useQueryClient } from '@tanstack/react-query';
import type { SocketState, TranscriptionUpdateMessage, UpdatesPollReason } from '@verbatim/core-sdk';
import { useEffect, useRef, useState } from 'react';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { invalidateTranscriptionData, patchCachedTranscription } from './cache-updates';
import { transcriptionKeys } from './query-keys';

/**
 * A burst of updates (progress every few seconds for several files) leads to one list refetch per this many
 * milliseconds, always one after the last update, never one per message.
 */
export const LIVE_UPDATES_REFETCH_MS = 250;

const TERMINAL = new Set(['completed', 'failed']);

export interface UseLiveUpdatesOptions {
  /** Connect only while true (e.g. while someone is signed in). Default true. */
  enabled?: boolean;
  /**
   * Called for each update that ends a transcription (completed or failed) while connected, after the caches are told;
   * the web app's auto-download listens here. Changing it does not reconnect.
   */
  onFinished?: (update: TranscriptionUpdateMessage) => void;
}

/**
 * Follows the user's transcriptions over the updates socket while mounted: each
 * `transcription_update` moves its row in the cached lists at once and refetches the list; a finished transcription
 * also refreshes the stats, the credits and its details. While the socket is broken the SDK polls, which refetches
 * the list too; when a lost connection is back, or the server says updates were lost on its side (resync), anything
 * may have finished meanwhile, so the lists, the stats and the credits are refetched at once. When the server closes
 * the socket because its session ended, the current user is read again: signed out, the app sees it; signed in
 * again (a new session replaced that one), a new socket follows the new session. Answers the socket's state.
 */
export function useLiveUpdates({ enabled = true, onFinished }: UseLiveUpdatesOptions = {}): SocketState | 'off' {
  const client = useVerbatimClient();
  const finished = useRef(onFinished);
  finished.current = onFinished;
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState | 'off'>('off');
  // Bumped to open a new socket after the session it was opened with was replaced by another.
  const [session, setSession] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `session` only asks for a new connection; the effect does not read it.
  useEffect(() => {
    if (!enabled) {
      setState('off');
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetchLists = () => {
      if (timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void queryClient.invalidateQueries({ queryKey: transcriptionKeys.lists() });
      }, LIVE_UPDATES_REFETCH_MS);
    };
    const onUpdate = (update: TranscriptionUpdateMessage) => {
      const { id, status, progress, errorMessage } = update;
      patchCachedTranscription(queryClient, id, (row) => ({ ...row, status, progress, errorMessage }));
      if (!TERMINAL.has(status)) {
        refetchLists();
        return;
      }
      // The end of a job changes more than the list, and is worth refetching now rather than after the pause.
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      void invalidateTranscriptionData(queryClient, { credits: status === 'completed' });
      void queryClient.invalidateQueries({ queryKey: transcriptionKeys.detail(id), exact: true });
      finished.current?.(update);
    };

    const poll = (reason: UpdatesPollReason) => {
      if (reason === 'fallback') return refetchLists();
      void invalidateTranscriptionData(queryClient, { credits: true });
    };

    const connection = client.realtime.updates({ poll });
    setState(connection.state);
    const stopUpdates = connection.subscribe(onUpdate);
    const stopState = connection.subscribeState(setState);
    let disposed = false;
    const stopSignedOut = connection.subscribeSignedOut(() => {
      // Fetched, not just invalidated: a cached user with no screen watching it would say "signed in" for ever.
      queryClient
        .fetchQuery({ queryKey: currentUserQueryKey, queryFn: ({ signal }) => client.auth.currentUser({ signal }), staleTime: 0 })
        .then((user) => {
          if (user && !disposed) setSession((n) => n + 1);
        })
        .catch(() => undefined);
    });
    return () => {
      disposed = true;
      stopUpdates();
      stopState();
      stopSignedOut();
      connection.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [client, queryClient, enabled, session]);

  return state;
}
