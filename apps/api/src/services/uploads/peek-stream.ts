import { PassThrough, type Readable } from 'node:stream';

/**
 * Reads the first `bytes` of a stream (fewer if it ends sooner) and returns them with a
 * stream that still yields everything from the start, so a file's type can be checked
 * from its content before it is stored, without holding more than its head in memory.
 */
export async function peekStream(source: Readable, bytes: number, signal?: AbortSignal): Promise<{ head: Buffer; stream: Readable }> {
  const chunks: Buffer[] = [];
  let length = 0;
  const head = await new Promise<Buffer>((resolve, reject) => {
    // A stream that already failed or was closed emits nothing more: waiting for its events would wait for ever.
    if (source.errored) return reject(source.errored);
    if (source.destroyed && !source.readableEnded) return reject(new Error('The stream was closed before it ended.'));
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      length += chunk.length;
      if (length >= bytes) finish();
    };
    const onEnd = () => finish();
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    // Stops waiting without touching the source, which may be the request itself and still carry the answer.
    const onAbort = () => {
      cleanup();
      source.pause();
      reject(signal?.reason);
    };
    function cleanup() {
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      signal?.removeEventListener('abort', onAbort);
    }
    function finish() {
      cleanup();
      source.pause();
      resolve(Buffer.concat(chunks));
    }
    if (signal?.aborted) return reject(signal.reason);
    signal?.addEventListener('abort', onAbort, { once: true });
    source.on('data', onData);
    source.once('end', onEnd);
    source.once('error', onError);
  });
  const stream = new PassThrough();
  // The source can fail (a client that left) before the caller starts reading, while it still checks the head: the
  // failure is then kept in the stream's state for the reader to meet, and must not reach the process as an 'error'
  // event nobody listens for yet.
  stream.on('error', () => undefined);
  stream.write(head);
  if (source.readableEnded) stream.end();
  else {
    source.once('error', (error) => stream.destroy(error));
    source.pipe(stream);
    source.resume();
  }
  return { head: head.subarray(0, bytes), stream };
}
