/**
 * A counting semaphore for decoder processes. One engine serves every transcription of the API process (the job
 * worker may run several at once), so the slots are shared: TRANSCRIBE_CONCURRENCY bounds the pocketsphinx processes of
 * the whole server, not of each file, and two files at once share the cores instead of each taking all of them.
 */
export function createProcessSlots(size: number) {
  let free = Math.max(1, size);
  const waiting: Array<() => void> = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free += 1;
  };
  return {
    /** Resolves with a release function once a slot is free; rejects with the abort reason if aborted first. */
    acquire(signal: AbortSignal): Promise<() => void> {
      signal.throwIfAborted();
      if (free > 0) {
        free -= 1;
        return Promise.resolve(once(release));
      }
      return new Promise((resolve, reject) => {
        const grant = () => {
          signal.removeEventListener('abort', onAbort);
          resolve(once(release));
        };
        const onAbort = () => {
          const index = waiting.indexOf(grant);
          if (index >= 0) waiting.splice(index, 1);
          reject(signal.reason);
        };
        waiting.push(grant);
        signal.addEventListener('abort', onAbort, { once: true });
      });
    },
    get free() {
      return free;
    },
  };
}

function once(fn: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    fn();
  };
}
