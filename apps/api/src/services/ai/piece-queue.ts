/**
 * Pieces pushed by a callback, read as an async iterable: how a translator's per-segment callback becomes a stream
 * the server passes on as each segment is done. Ends when `end` is called, or throws what `fail` was given.
 */
export class PieceQueue<T> implements AsyncIterable<T> {
  private readonly items: T[] = [];
  private finished = false;
  private failure: { error: unknown } | null = null;
  private wake: (() => void) | null = null;

  push(item: T): void {
    this.items.push(item);
    this.notify();
  }

  end(): void {
    this.finished = true;
    this.notify();
  }

  fail(error: unknown): void {
    this.failure = { error };
    this.notify();
  }

  private notify(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<T> {
    for (;;) {
      if (this.items.length > 0) {
        yield this.items.shift() as T;
        continue;
      }
      if (this.failure) throw this.failure.error;
      if (this.finished) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
