import { readFile } from 'node:fs/promises';
import { SESSION_ENDED_CLOSE_CODE } from '@verbatim/core-sdk/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { createLocalCaptioner } from '../services/speech/local/local-captioner';
import { pcmWav, readPcmWav } from '../services/speech/pcm-wav';
import type { HttpSession } from '../test-support/cookie-fetch';
import { childProcesses, waitUntil } from '../test-support/media/child-processes';
import { makeTestMedia } from '../test-support/media/make-test-media';
import { encodeFrame, type FrameSpec, openRawWebSocket, upgradeStatus } from '../test-support/raw-websocket';
import { signedUpSession } from '../test-support/signed-up-session';
import { startTestServer, type TestServer } from '../test-support/start-test-server';
import { CAPTIONS_SOCKET_LIMITS } from './captions-socket';

const PATH = '/api/ws/captions';
/** One chunk of the recorder: 30 buffers of 4096 samples at 16 kHz (7.68 s), as 16-bit bytes. */
const CHUNK_BYTES = 30 * 4096 * 2;
/**
 * Waits for an answer are limits for a hang, not measurements (bench/captions measures how soon a caption comes), and
 * each test's limit (300 s) leaves room for several. A chunk's decode takes 2-4 CPU-seconds as the machine's speed
 * varies, and beside the rest of the suite and the browser tests a two-core machine on a slow day gives it a fraction
 * of a core, behind other chunks waiting for the captioner: one answer has taken over 30 s there.
 */
const ANSWER_WAIT_MS = 90_000;
const DECODER_WAIT_MS = 45_000;

type Message = { type: 'transcription'; text: string } | { type: 'error'; message: string };

const cookieOf = (http: HttpSession) => [...http.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
const dataUrl = (wav: Buffer) => `data:audio/wav;base64,${wav.toString('base64')}`;
const audio = (wav: Buffer) => JSON.stringify({ type: 'audio', data: dataUrl(wav) });

function openCaptions(server: TestServer, http: HttpSession | undefined, headers: Record<string, string> = {}) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}${PATH}`, {
    headers: { ...(http ? { Cookie: cookieOf(http) } : {}), ...headers },
  });
  const messages: Message[] = [];
  ws.on('message', (data) => messages.push(JSON.parse(String(data)) as Message));
  const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.once('error', reject);
  });
  opened.catch(() => undefined); // a test that awaits only `closed` need not see the refusal
  /** Sends one frame and waits for the next message it gets. */
  const ask = async (frame: string | Buffer, timeoutMs = ANSWER_WAIT_MS): Promise<Message> => {
    const before = messages.length;
    ws.send(frame);
    await waitUntil(() => messages.length > before, timeoutMs, 'an answer on the captions socket');
    return messages[before] as Message;
  };
  return { ws, messages, opened, closed, ask };
}

const words = (text: string) => text.toLowerCase().split(/\s+/);

let speechChunks: Buffer[];
beforeAll(async () => {
  // Ten sentences spoken by espeak-ng with pauses, 16 kHz mono 16-bit (ffmpeg), cut as the recorder cuts them.
  const media = await makeTestMedia();
  const { samples } = readPcmWav(await readFile(media.long.path));
  speechChunks = [];
  for (let start = 0; start < samples.length; start += CHUNK_BYTES) speechChunks.push(pcmWav(samples.subarray(start, start + CHUNK_BYTES)));
}, 120_000);

describe('the captions socket', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('captions spoken chunks as they come, and says nothing for silence', async () => {
    const { http } = await signedUpSession(server, 'captions');
    const socket = openCaptions(server, http);
    await socket.opened;
    socket.ws.send(audio(pcmWav(Buffer.alloc(CHUNK_BYTES))));
    const texts: string[] = [];
    // How soon a caption comes is measured by bench/captions, not here: a time limit in a test only measures the load.
    for (const chunk of speechChunks.slice(0, 4)) {
      const answer = await socket.ask(audio(chunk));
      expect(answer.type, JSON.stringify(answer)).toBe('transcription');
      if (answer.type === 'transcription') texts.push(answer.text);
    }
    expect(texts.every((text) => text.trim() !== '')).toBe(true);
    // The silent chunk got no answer: one message per spoken chunk.
    expect(socket.messages).toHaveLength(4);
    // Sentences 1-4 and the start of 5: weather, park, children, coffee, morning, report, office, week, meeting.
    const heard = words(texts.join(' '));
    const expected = ['weather', 'today', 'people', 'children', 'coffee', 'morning', 'report', 'office', 'week', 'meeting'];
    const found = expected.filter((word) => heard.includes(word));
    expect(found.length, `heard "${texts.join(' | ')}"`).toBeGreaterThanOrEqual(5);
    socket.ws.close();
  }, 300_000);

  it('refuses a socket without a session (401), from another site (403), and ends one whose session has ended (4401)', async () => {
    await expect(openCaptions(server, undefined).opened).rejects.toThrow('HTTP 401');
    const { http } = await signedUpSession(server, 'captions');
    await expect(openCaptions(server, http, { Origin: 'https://evil.example' }).opened).rejects.toThrow('HTTP 403');
    expect(await upgradeStatus(server.url, PATH, { Cookie: 'vb_session=%E0%A4%A' })).toBe(400);

    const socket = openCaptions(server, http);
    await socket.opened;
    const stale = new Map(http.cookies);
    expect((await http.post('/api/auth/logout')).status).toBe(204);
    expect(await socket.closed).toBe(SESSION_ENDED_CLOSE_CODE);
    // The cookie of the ended session: opened, then closed with 4401 at once so that the client stops retrying.
    for (const [name, value] of stale) http.cookies.set(name, value);
    expect(await openCaptions(server, http).closed).toBe(SESSION_ENDED_CLOSE_CODE);
  });

  it('answers every hostile message with an error, stays open, and still captions a good chunk', async () => {
    const { http } = await signedUpSession(server, 'captions');
    const socket = openCaptions(server, http);
    await socket.opened;
    const stereo = pcmWav(Buffer.alloc(32_000));
    stereo.writeUInt16LE(2, 22);
    const cd = pcmWav(Buffer.alloc(32_000), 44_100);
    const eightBit = pcmWav(Buffer.alloc(32_000));
    eightBit.writeUInt16LE(8, 34);
    const float = pcmWav(Buffer.alloc(32_000));
    float.writeUInt16LE(3, 20);
    const hostile: Array<[string, string | Buffer, RegExp]> = [
      ['malformed JSON', '{"type":"audio",', /not valid JSON/],
      ['JSON that is no object', '"audio"', /only \{"type":"audio"/],
      ['another message type', JSON.stringify({ type: 'subscribe', data: 'x' }), /only \{"type":"audio"/],
      ['data that is no string', JSON.stringify({ type: 'audio', data: 42 }), /base64 WAV data URL/],
      ['a data URL of another type', JSON.stringify({ type: 'audio', data: 'data:text/html;base64,PGI+' }), /base64 WAV data URL/],
      ['a data URL that is not base64', JSON.stringify({ type: 'audio', data: 'data:audio/wav;base64,%%%' }), /base64 WAV data URL/],
      ['a chunk over the size limit', JSON.stringify({ type: 'audio', data: `data:audio/wav;base64,${'A'.repeat(600_000)}` }), /too large/],
      ['base64 that is not a WAV', audio(Buffer.from('this is not audio at all')), /not a WAV file/],
      ['a WAV with no samples', audio(pcmWav(Buffer.alloc(0)).subarray(0, 36)), /no samples/],
      ['a stereo WAV', audio(stereo), /must be mono/],
      ['a 44.1 kHz WAV', audio(cd), /16000 Hz, not 44100 Hz/],
      ['an 8-bit WAV', audio(eightBit), /16-bit/],
      ['a float WAV', audio(float), /uncompressed PCM/],
      ['a binary frame', Buffer.from(audio(speechChunks[0] as Buffer)), /JSON text message/],
    ];
    for (const [name, frame, expected] of hostile) {
      const answer = await socket.ask(frame);
      expect(answer, name).toEqual({ type: 'error', message: expect.stringMatching(expected) });
    }
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    const answer = await socket.ask(audio(speechChunks[1] as Buffer));
    expect(answer.type).toBe('transcription');

    // Protocol errors (a frame over maxPayload, unread; an unmasked frame; text that is not UTF-8) close that socket
    // with the fitting code; the process and the user's other socket are fine.
    const protocolErrors: Array<[FrameSpec, number]> = [
      [{ opcode: 0x1, declaredLength: CAPTIONS_SOCKET_LIMITS.maxPayload + 1 }, 1009],
      [{ opcode: 0x1, masked: false, payload: Buffer.from('{}') }, 1002],
      [{ opcode: 0x1, payload: new Uint8Array([0xc3, 0x28]) }, 1007],
    ];
    for (const [frame, code] of protocolErrors) {
      const raw = await openRawWebSocket(server.url, PATH, cookieOf(http));
      raw.send(encodeFrame(frame));
      expect(await raw.closed).toBe(code);
    }
    expect((await http.get('/api/health')).status).toBe(200);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    expect((await socket.ask(audio(speechChunks[2] as Buffer))).type).toBe('transcription');
    socket.ws.close();
  }, 300_000);

  it('drops the oldest waiting chunks when a client sends faster than they are decoded', async () => {
    const { http } = await signedUpSession(server, 'captions');
    const socket = openCaptions(server, http);
    await socket.opened;
    for (const chunk of speechChunks.slice(0, 5)) socket.ws.send(audio(chunk));
    // One decoding and two waiting: the first chunk, and the last two.
    await waitUntil(() => socket.messages.length >= 3, 2 * ANSWER_WAIT_MS, 'three captions');
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(socket.messages).toHaveLength(1 + CAPTIONS_SOCKET_LIMITS.pendingChunks);
    expect(socket.messages.every((message) => message.type === 'transcription')).toBe(true);
    socket.ws.close();
  }, 300_000);

  it('limits the chunks one user sends in a minute, over all their sockets', async () => {
    const { http } = await signedUpSession(server, 'captions');
    const [first, second] = [openCaptions(server, http), openCaptions(server, http)];
    await Promise.all([first.opened, second.opened]);
    // Chunks too short to hold a word: accepted and counted, never decoded, never answered.
    const blip = audio(pcmWav(Buffer.alloc(400)));
    for (let i = 0; i < CAPTIONS_SOCKET_LIMITS.chunksPerUserPerMinute; i++) (i % 2 ? first : second).ws.send(blip);
    expect(await first.ask(blip)).toEqual({ type: 'error', message: 'Too many audio chunks in a short time. Please wait a moment.' });
    expect(second.messages).toEqual([]);
    // Someone else is not limited by it.
    const other = openCaptions(server, (await signedUpSession(server, 'captions')).http);
    await other.opened;
    expect((await other.ask(audio(speechChunks[0] as Buffer))).type).toBe('transcription');
    for (const socket of [first, second, other]) socket.ws.close();
  }, 300_000);

  it('a client that leaves while its chunk is decoded ends the decoder, and nothing else', async () => {
    const { http } = await signedUpSession(server, 'captions');
    const decoders = () => childProcesses().filter((child) => child.name.startsWith('pocketsphinx'));
    const socket = openCaptions(server, http);
    await socket.opened;
    socket.ws.send(audio(speechChunks[3] as Buffer));
    socket.ws.send(audio(speechChunks[4] as Buffer));
    await waitUntil(() => decoders().length > 0, DECODER_WAIT_MS, 'a decoder to start');
    socket.ws.terminate();
    await waitUntil(() => decoders().length === 0, DECODER_WAIT_MS, 'the decoder to end');
    // Nothing was left waiting for the dead socket: the next user's chunk is decoded at once.
    expect((await http.get('/api/health')).status).toBe(200);
    const next = openCaptions(server, (await signedUpSession(server, 'captions')).http);
    await next.opened;
    expect((await next.ask(audio(speechChunks[0] as Buffer))).type).toBe('transcription');
    next.ws.close();
  }, 300_000);
});

describe('the captions socket where pocketsphinx is not installed (a cloud engine on a machine without it)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ captioner: createLocalCaptioner({ pocketsphinxPath: '/nonexistent/pocketsphinx_continuous' }) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers each chunk that captions are not available, and stays open', async () => {
    const { http } = await signedUpSession(server, 'captions');
    const socket = openCaptions(server, http);
    await socket.opened;
    for (const chunk of speechChunks.slice(0, 2)) {
      expect(await socket.ask(audio(chunk))).toEqual({ type: 'error', message: 'Live captions are not available on this server.' });
    }
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.ws.close();
  });
});
