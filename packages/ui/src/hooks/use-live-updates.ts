import { useQueryClient } from '@tanstack/react-query';
import type { SocketState, TranscriptionUpdateMessage } from '@verbatim/core-sdk';
import { useEffect, useState } from 'react';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
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
}

/**
 * Follows the user's transcriptions over the updates socket (spec section 4, live updates) while mounted: each
 * `transcription_update` moves its row in the cached lists at once and refetches the list; a finished transcription
 * also refreshes the stats, the credits and its details. While the socket is broken the SDK polls, which refetches
 * the list too. Answers the socket's state.
 */
export function useLiveUpdates({ enabled = true }: UseLiveUpdatesOptions = {}): SocketState | 'off' {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  const [state, setState] = useState<SocketState | 'off'>('off');

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
    const onUpdate = ({ id, status, progress, errorMessage }: TranscriptionUpdateMessage) => {
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
    };

    const connection = client.realtime.updates({ poll: refetchLists });
    setState(connection.state);
    const stopUpdates = connection.subscribe(onUpdate);
    const stopState = connection.subscribeState(setState);
    return () => {
      stopUpdates();
      stopState();
      connection.close();
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [client, queryClient, enabled]);

  return state;
}
