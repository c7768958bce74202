/**
 * A value that changes by patches and tells its listeners. The snapshot is a new object after each change and the
 * same object otherwise, so it works with React's `useSyncExternalStore`.
 */
export interface SnapshotStore<T extends object> {
  get(): T;
  /** Applies `patch` and calls every listener with the new snapshot. */
  update(patch: Partial<T>): void;
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: (snapshot: T) => void): () => void;
  /** Drops every listener. */
  clear(): void;
}

export function createSnapshotStore<T extends object>(initial: T): SnapshotStore<T> {
  let snapshot = initial;
  const listeners = new Set<(snapshot: T) => void>();
  return {
    get: () => snapshot,
    update(patch) {
      snapshot = { ...snapshot, ...patch };
      // A copy: a listener may unsubscribe (or subscribe another) while being told.
      for (const listener of [...listeners]) listener(snapshot);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clear: () => listeners.clear(),
  };
}
