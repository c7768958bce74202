import { useSyncExternalStore } from 'react';

export interface Loadable<T> {
  /** Starts loading (once) and resolves with the value. A failed load is forgotten, so that the next call tries again. */
  load(): Promise<T>;
  /** The value once loaded, undefined before. */
  current(): T | undefined;
  /** Called once the value is in. */
  subscribe(listener: () => void): () => void;
}

/**
 * Code a screen does not show, loaded when first needed (a dynamic import) and kept: the first screen's scripts
 * carry only the call that asks for it.
 */
export function loadable<T>(load: () => Promise<T>): Loadable<T> {
  let value: T | undefined;
  let loading: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  return {
    load() {
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          for (const listener of listeners) listener();
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The loaded value, re-rendering when it arrives; undefined until then. Does not start the load. */
export function useLoaded<T>(loadable: Loadable<T>): T | undefined {
  return useSyncExternalStore(loadable.subscribe, loadable.current, loadable.current);
}
