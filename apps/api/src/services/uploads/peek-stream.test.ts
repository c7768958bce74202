import { PassThrough } from 'node:stream';
import { setImmediate as tick } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { peekStream } from './peek-stream';

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('peekStream', () => {
  it('gives the head and a stream that still yields everything from the start', async () => {
    const source = new PassThrough();
    source.write(Buffer.from('0123456789'));
    const peeked = peekStream(source, 4);
    const { head, stream } = await peeked;
    expect(head.toString()).toBe('0123');
    source.end(Buffer.from('abc'));
    expect((await readAll(stream)).toString()).toBe('0123456789abc');
  });

  it('keeps a failure of the source that comes before anyone reads, for the reader, without throwing it at the process', async () => {
    const source = new PassThrough();
    source.write(Buffer.alloc(16, 1));
    const { stream } = await peekStream(source, 8);
    // The client leaves while the caller is still checking the head: nobody listens to the stream yet.
    source.destroy(new Error('The client left.'));
    await tick();
    await tick();
    expect(stream.errored).toMatchObject({ message: 'The client left.' });
    await expect(readAll(stream)).rejects.toThrow('The client left.');
  });
});
