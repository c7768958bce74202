import { readFile } from 'node:fs/promises';
import { type CaptionEvent, createClient, type WebSocketConstructor } from '@verbatim/core-sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { pcmWav, readPcmWav } from '../services/speech/pcm-wav';
import { PASSWORD, uniqueEmail } from '../test-support/core-sdk-session';
import { makeTestMedia } from '../test-support/media/make-test-media';
import { startTestServer, type TestServer } from '../test-support/start-test-server';

/** One chunk of the recorder: 30 buffers of 4096 samples at 16 kHz (7.68 s), as 16-bit bytes. */
const CHUNK_BYTES = 30 * 4096 * 2;

describe('the SDK captions socket on the real API', () => {
  let server: TestServer;
  let firstChunk: string;
  beforeAll(async () => {
    const media = await makeTestMedia();
    const { samples } = readPcmWav(await readFile(media.long.path));
    firstChunk = `data:audio/wav;base64,${pcmWav(samples.subarray(0, CHUNK_BYTES)).toString('base64')}`;
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('sends a spoken chunk and gets its words; a refused chunk arrives as "Transcription error: ..."; sign-out ends it', async () => {
    const client = createClient({
      baseUrl: server.url,
      keepCookies: true,
      realtime: { WebSocket: WebSocket as unknown as WebSocketConstructor },
    });
    await client.auth.register({ email: uniqueEmail('captions'), password: PASSWORD, firstName: 'Ada' });
    const captions = client.realtime.captions();
    const events: CaptionEvent[] = [];
    captions.subscribe((event) => events.push(event));
    try {
      await vi.waitFor(() => expect(captions.state).toBe('open'), { timeout: 5000 });
      expect(captions.send(firstChunk)).toBe(true);
      await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 15_000 });
      const [caption] = events;
      expect(caption?.type).toBe('transcription');
      const heard = caption?.type === 'transcription' ? caption.text.toLowerCase().split(/\s+/) : [];
      expect(
        ['weather', 'today', 'people', 'children'].filter((word) => heard.includes(word)).length,
        `heard ${JSON.stringify(caption)}`,
      ).toBeGreaterThanOrEqual(2);

      const stereo = pcmWav(Buffer.alloc(3200));
      stereo.writeUInt16LE(2, 22);
      captions.send(`data:audio/wav;base64,${stereo.toString('base64')}`);
      await vi.waitFor(() => expect(events).toHaveLength(2), { timeout: 5000 });
      expect(events[1]).toEqual({ type: 'error', message: 'Transcription error: The audio chunk must be mono, not 2 channels.' });

      await client.auth.logout();
      await vi.waitFor(() => expect(captions.state).toBe('closed'), { timeout: 5000 });
      expect(events[2]).toEqual({ type: 'error', message: 'Caption connection error' });
    } finally {
      captions.close();
    }
  });
});
