import { Readable } from 'node:stream';
import type { HttpContext } from './types';

/**
 * Answers with text streamed as it is made (summaries, chat answers, translations), so a person reads the first words
 * while the rest is written.
 *
 * Nothing is sent until the first piece exists: a failure before it (a model that cannot be reached) still answers
 * with its own status and error body. A failure after it cannot change the status any more, so the connection is
 * cut, and the client sees a broken answer rather than a short one that looks whole. A client that goes away
 * aborts the work through the signal `make` receives. `headers` go with the answer (who wrote it, for one).
 */
export async function sendTextStream(
  ctx: HttpContext,
  make: (signal: AbortSignal) => AsyncIterable<string>,
  headers: Readonly<Record<string, string>> = {},
): Promise<void> {
  const controller = new AbortController();
  const onClose = () => {
    if (!ctx.res.writableFinished) controller.abort(new Error('The client closed the connection'));
  };
  ctx.res.once('close', onClose);
  const pieces = make(controller.signal)[Symbol.asyncIterator]();
  let first: IteratorResult<string>;
  try {
    first = await pieces.next();
  } catch (error) {
    ctx.res.off('close', onClose);
    controller.abort(error);
    throw error;
  }
  ctx.status = 200;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', 'private, no-store');
  // Proxies such as nginx hold a response back until it is whole unless told not to.
  ctx.set('X-Accel-Buffering', 'no');
  for (const [name, value] of Object.entries(headers)) ctx.set(name, value);
  async function* rest(): AsyncGenerator<string> {
    if (first.done) return;
    if (first.value) yield first.value;
    for (;;) {
      const next = await pieces.next();
      if (next.done) return;
      if (next.value) yield next.value;
    }
  }
  ctx.body = Readable.from(rest(), { objectMode: false });
}
