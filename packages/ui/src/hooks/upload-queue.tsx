import { useQueryClient } from '@tanstack/react-query';
import type { UploadItem, UploadQueue, UploadQueueEvent, VerbatimClient } from '@verbatim/core-sdk';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from '../Toast/toast-store';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { invalidateTranscriptionData } from './cache-updates';
import { largeFileNotice, type UploadNotice, uploadFailureNotice } from './upload-notices';

// Uploads outlive the screen that started them: the queue lives as long as its client, not as long as a component.
const queues = new WeakMap<VerbatimClient, UploadQueue>();

/** The one upload queue of this client (made on first use). */
export function uploadQueueFor(client: VerbatimClient): UploadQueue {
  let queue = queues.get(client);
  if (!queue) {
    queue = client.uploads.createQueue();
    queues.set(client, queue);
  }
  return queue;
}

const UploadQueueContext = createContext<UploadQueue | null>(null);

export interface UploadQueueProviderProps {
  /**
   * Where a failure sends the person (/auth after a 401, /billing or /pricing after 'Subscription Required'), once
   * its delay has passed: pass the router's navigate. Without it the browser loads the page.
   */
  onNavigate?: (to: string) => void;
  children: ReactNode;
}

/**
 * Gives the components below it the client's upload queue and handles what the queue reports: refusals, large
 * files and failures become toasts in the spec's words (`upload-notices.ts`), finished uploads refresh the cached
 * transcriptions and stats, and a failure that calls for another page goes to `onNavigate` after the spec's delay.
 * Mount it once, above every screen that uploads, so that an upload still reports after its screen is left.
 */
export function UploadQueueProvider({ onNavigate, children }: UploadQueueProviderProps) {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  const queue = uploadQueueFor(client);
  const navigate = useRef(onNavigate);
  useEffect(() => {
    navigate.current = onNavigate;
  });

  useEffect(() => {
    // A 401 means the session is over: the cached user has to know before the sign-in page looks at it, or that page
    // would send a "signed-in" visitor straight back.
    const goTo = async (to: string) => {
      if (to === '/auth') await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      if (navigate.current) navigate.current(to);
      else window.location.assign(to);
    };
    // Several files failing together for the same reason lead to one navigation, not one per file.
    let pendingNavigation: ReturnType<typeof setTimeout> | undefined;
    const show = (notice: UploadNotice) => {
      toast({ title: notice.title, description: notice.description, variant: notice.variant });
      const { redirect } = notice;
      if (!redirect || pendingNavigation !== undefined) return;
      pendingNavigation = setTimeout(() => {
        pendingNavigation = undefined;
        void goTo(redirect.to);
      }, redirect.afterMs);
    };
    const unsubscribe = queue.events.subscribe((event: UploadQueueEvent) => {
      switch (event.type) {
        case 'refused':
          show(uploadFailureNotice(event.failure, event.fileName));
          return;
        case 'large-file':
          show(largeFileNotice(event.fileName));
          return;
        case 'uploaded':
          void invalidateTranscriptionData(queryClient);
          return;
        case 'failed':
          show(uploadFailureNotice(event.failure, event.fileName));
          void invalidateTranscriptionData(queryClient);
          return;
        case 'completed':
        case 'dropped':
          void invalidateTranscriptionData(queryClient, { credits: event.type === 'completed' });
          return;
      }
    });
    return () => {
      unsubscribe();
      if (pendingNavigation !== undefined) clearTimeout(pendingNavigation);
    };
  }, [queue, queryClient]);

  return <UploadQueueContext.Provider value={queue}>{children}</UploadQueueContext.Provider>;
}

export interface UseUploadQueueResult {
  /** The files on their way, in the order they were added. */
  items: readonly UploadItem[];
  /** Checks and queues files; refused ones are reported as toasts. Answers the ids of those queued. */
  add: (files: Iterable<Blob> | ArrayLike<Blob>) => string[];
  /** Cancels and removes one item. */
  remove: (id: string) => void;
  queue: UploadQueue;
}

/** The upload list of the nearest UploadQueueProvider, re-rendering as it changes. */
export function useUploadQueue(): UseUploadQueueResult {
  const queue = useContext(UploadQueueContext);
  if (!queue) throw new Error('useUploadQueue must be used inside an <UploadQueueProvider>.');
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const add = useCallback((files: Iterable<Blob> | ArrayLike<Blob>) => queue.add(files), [queue]);
  const remove = useCallback((id: string) => queue.remove(id), [queue]);
  return { items, add, remove, queue };
}
