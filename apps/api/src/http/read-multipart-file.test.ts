import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { UploadInterruptedError } from '../services/uploads/upload-errors';
import { readMultipartFile } from './read-multipart-file';

const BOUNDARY = 'verbatimunit';
const PART_HEAD = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.wav"\r\nContent-Type: audio/wav\r\n\r\n`;

/** A real HTTP server whose handler hands each request to `handle`, and a raw client that sends `text`, then resets. */
async function withResetRequest(handle: (request: IncomingMessage) => void) {
  const server = createServer((request) => handle(request));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = connect(port, '127.0.0.1', () => {
    socket.write(
      `POST / HTTP/1.1\r\nHost: x\r\nContent-Type: multipart/form-data; boundary=${BOUNDARY}\r\nContent-Length: 100000\r\n\r\n${PART_HEAD}RIFF`,
      () => setTimeout(() => socket.resetAndDestroy(), 50),
    );
  });
  socket.on('error', () => undefined);
  return { close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('readMultipartFile and a client that leaves', () => {
  it('rejects at once when the client left before the body was read (e.g. during authentication)', async () => {
    let settle!: (outcome: unknown) => void;
    const outcome = new Promise<unknown>((resolve) => {
      settle = resolve;
    });
    const client = await withResetRequest((request) => {
      // The handler only gets to the body after the client is gone, as a slow session lookup would.
      request.once('close', () => {
        readMultipartFile(request, 'file', 1_000_000).then(settle, settle);
      });
    });
    const result = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000))]);
    expect(result).toBeInstanceOf(UploadInterruptedError);
    await client.close();
  });

  it("fails the file's stream when the client leaves mid-file, so its reader stops instead of waiting", async () => {
    let settle!: (outcome: unknown) => void;
    const outcome = new Promise<unknown>((resolve) => {
      settle = resolve;
    });
    const client = await withResetRequest(async (request) => {
      const file = await readMultipartFile(request, 'file', 1_000_000);
      const chunks: Buffer[] = [];
      try {
        for await (const chunk of file.stream) chunks.push(chunk as Buffer);
        settle('ended');
      } catch (error) {
        settle(error);
      }
    });
    const result = await Promise.race([outcome, new Promise((resolve) => setTimeout(() => resolve('still waiting'), 2000))]);
    expect(result).toBeInstanceOf(UploadInterruptedError);
    await client.close();
  });
});
