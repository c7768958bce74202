import { useQueryClient } from '@tanstack/react-query';
import type { UploadItem, UploadQueue, UploadQueueEvent, VerbatimClient } from '@verbatim/core-sdk';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { loadable } from '../lib/loadable';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import type { UploadReporter } from './upload-reports';

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

// What the queue reports is told by code that loads with the first report, or earlier with a screen that uploads
// (useUploadQueue): pages without uploads, the landing page among them, never load the notices.
const reporterCode = loadable(() => import('./upload-reports').then((module) => module.createUploadReporter));

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
    let reporter: UploadReporter | undefined;
    let stopped = false;
    // Reports that arrive before the code are kept, and told in order once it is in; a failed load is tried again
    // with the next report.
    const waiting: UploadQueueEvent[] = [];
    const ready = () => {
      const create = reporterCode.current();
      reporter ??= create?.(queryClient, () => navigate.current);
      return reporter;
    };
    const unsubscribe = queue.events.subscribe((event: UploadQueueEvent) => {
      const current = ready();
      if (current) return current.report(event);
      waiting.push(event);
      reporterCode.load().then(
        () => {
          const loaded = stopped ? undefined : ready();
          for (const queued of loaded ? waiting.splice(0) : []) loaded?.report(queued);
        },
        () => undefined,
      );
    });
    return () => {
      stopped = true;
      unsubscribe();
      reporter?.stop();
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
  useEffect(() => {
    reporterCode.load().catch(() => undefined);
  }, []);
  const items = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  const add = useCallback((files: Iterable<Blob> | ArrayLike<Blob>) => queue.add(files), [queue]);
  const remove = useCallback((id: string) => queue.remove(id), [queue]);
  return { items, add, remove, queue };
}
