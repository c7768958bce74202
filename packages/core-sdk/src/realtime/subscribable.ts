export type Listener<T> = (value: T) => void;

/** Anything a UI can follow: `subscribe` returns the function that stops it. */
export interface Subscribable<T> {
  subscribe(listener: Listener<T>): () => void;
}

/** A set of listeners. One that throws does not stop the others; its error is reported asynchronously. */
export function createListeners<T>() {
  const listeners = new Set<Listener<T>>();
  return {
    subscribe(listener: Listener<T>): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    emit(value: T): void {
      for (const listener of [...listeners]) {
        try {
          listener(value);
        } catch (error) {
          queueMicrotask(() => {
            throw error;
          });
        }
      }
    },
    clear(): void {
      listeners.clear();
    },
  };
}
