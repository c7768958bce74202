import type { IncomingMessage, ServerResponse } from 'node:http';
import { PassThrough, Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Server } from '@tus/server';
import { type CancellationContext, type DataStore, ERRORS, StreamLimiter, type Upload } from '@tus/utils';
import { NodeRequest, sendNodeResponse } from 'srvx/node';

type WriteToStore = (
  body: ReadableStream | Readable | null,
  upload: Upload,
  maxBytes: number,
  context: CancellationContext,
) => Promise<number>;

/** Bytes a PATCH may hold between the socket and the store. */
const BODY_BUFFER_BYTES = 1024 * 1024;

/**
 * Writes a PATCH body, as the Node stream it arrived as, to the store: @tus/server's own `writeToStore` with the
 * web-stream round trip left out. The store reads a proxy rather than the request, so that when the client goes
 * away the proxy simply ends and the store keeps every byte that arrived; the client resumes after them. It emits no
 * POST_RECEIVE progress events: nothing here listens for them.
 */
async function writeNodeBody(store: DataStore, body: Readable, upload: Upload, maxBytes: number, context: CancellationContext) {
  if (context.signal.aborted) throw ERRORS.ABORTED;
  const proxy = new PassThrough({ highWaterMark: BODY_BUFFER_BYTES });
  let sourceError: unknown;
  body.on('error', (error) => {
    sourceError = error;
    body.unpipe(proxy);
    // A request that errored has usually aborted the context already, which ends the proxy instead.
    if (!context.signal.aborted) proxy.destroy(error);
  });
  const onAbort = () => {
    body.unpipe(proxy);
    if (!proxy.destroyed) proxy.end();
  };
  context.signal.addEventListener('abort', onAbort, { once: true });
  try {
    return await pipeline(body.pipe(proxy), new StreamLimiter(maxBytes), (limited) =>
      store.write(limited as Readable, upload.id, upload.offset),
    );
  } catch (error) {
    body.unpipe(proxy);
    const aborted = (sourceError !== undefined && error === sourceError) || (error instanceof Error && error.name === 'AbortError');
    throw aborted ? ERRORS.ABORTED : error;
  } finally {
    context.signal.removeEventListener('abort', onAbort);
  }
}

/**
 * A request handler for a tus server that hands PATCH bodies to the store as Node streams. @tus/server 2 turns the
 * request into a web `Request` and its body back into a Node stream (`Readable.toWeb`, then `Readable.fromWeb`);
 * for a gigabyte that round trip cost more CPU than everything else the upload did, and resumable uploads ran at
 * two thirds of the speed of the other paths. Every other method, and every check PATCH makes, is tus's own.
 * `finish` may rewrite the answer before it is sent.
 */
export function handleWithNodeBodies(tus: Server, finish: (response: Response) => Promise<Response> = async (r) => r) {
  const patch = tus.handlers.PATCH as unknown as { writeToStore: WriteToStore };
  const writeWebBody = patch.writeToStore.bind(patch);
  patch.writeToStore = (body, upload, maxBytes, context) =>
    body instanceof Readable
      ? writeNodeBody(tus.datastore, body, upload, maxBytes, context)
      : writeWebBody(body, upload, maxBytes, context);

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const request = new NodeRequest({ req, res });
    // Shadows the request's lazy web-stream `body`, which PatchHandler reads once, to pass it to writeToStore.
    if (req.method === 'PATCH') Object.defineProperty(request, 'body', { value: req });
    await sendNodeResponse(res, await finish(await tus.handleWeb(request)));
  };
}
