import { useQueryClient } from '@tanstack/react-query';
import type { UploadItem, UploadQueue, UploadQueueEvent, VerbatimClient } from '@verbatim/core-sdk';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { toast } from '../Toast/toast-store';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { currentUserQueryKey } from '../VerbatimProvider/use-current-user';
import { invalidateTranscriptionData } from './cache-updates';

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
   * Where the queue asks to go (e.g. /auth after a 401, /billing or /pricing after 'Subscription Required'), once
   * its delay has passed: pass the router's navigate. Without it the browser loads the page.
   */
  onNavigate?: (to: string) => void;
  children: ReactNode;
}

/**
 * Gives the components below it the client's upload queue and handles what the queue reports: its notices become
 * toasts, finished uploads refresh the cached transcriptions and stats, and its navigation requests go to
 * `onNavigate`. Mount it once, above every screen that uploads, so that an upload still reports after its screen
 * is left.
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
    return queue.events.subscribe((event: UploadQueueEvent) => {
      switch (event.type) {
        case 'notice':
          toast({ title: event.title, description: event.description, variant: event.variant });
          return;
        case 'uploaded':
          void invalidateTranscriptionData(queryClient);
          return;
        case 'completed':
        case 'failed':
        case 'dropped':
          void invalidateTranscriptionData(queryClient, { credits: event.type === 'completed' });
          return;
        case 'navigate':
          void goTo(event.to);
          return;
      }
    });
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
