import { useCallback, useState } from 'react';

export interface PendingPromise {
  /** True from `track` until the promise it was given settles. */
  pending: boolean;
  /**
   * Marks the work pending until `result` settles; a result that is not a promise was done at once. A rejection is
   * swallowed: whoever started the work reports why it failed.
   */
  track: (result: unknown) => Promise<void>;
}

/** For a confirmation whose callback may return a promise: the dialog stays busy until that promise settles. */
export function usePendingPromise(): PendingPromise {
  const [pending, setPending] = useState(false);
  const track = useCallback(async (result: unknown) => {
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // Reported by the caller; the dialog only stops being busy.
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, track };
}
