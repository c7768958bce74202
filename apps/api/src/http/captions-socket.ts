import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  CAPTIONS_SOCKET_PATH,
  type CaptionServerMessage,
  captionClientMessageSchema,
  MAX_CAPTION_CHUNK_CHARS,
} from '@verbatim/core-sdk/contracts';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { AppDeps } from '../deps';
import { CaptionsUnavailableError } from '../services/speech/captioner';
import { CaptionAudioError, readPcmWav } from '../services/speech/pcm-wav';
import { createSessionSockets, type SocketOwner } from './session-sockets';
import { handleSocketErrors } from './socket-protocol-errors';
import type { MountedSocket } from './socket-upgrades';

export const CAPTIONS_SOCKET_LIMITS = {
  /**
   * The largest frame read at all: a chunk at the contract's limit (MAX_CAPTION_CHUNK_CHARS, 512 KiB) and its JSON
   * envelope, with room to answer a somewhat larger one with an error. A frame over this is a protocol error: `ws`
   * closes the connection with 1009 without reading it.
   */
  maxPayload: 1024 * 1024,
  /** Chunks waiting behind the one being decoded; when another arrives, the oldest is dropped (captions are live). */
  pendingChunks: 2,
  /**
   * Chunks one user may send per minute on this process, over all their caption sockets. The recorder sends one per
   * 7.68 s (about 8 a minute) while someone speaks.
   */
  chunksPerUserPerMinute: 20,
} as const;

const MESSAGES = {
  binary: 'Send each audio chunk as a JSON text message: {"type":"audio","data":"data:audio/wav;base64,..."}.',
  notJson: 'The message is not valid JSON.',
  notAudio: 'Unknown message: only {"type":"audio","data":"data:audio/wav;base64,..."} is accepted.',
  tooLarge: 'The audio chunk is too large.',
  notDataUrl: 'The audio must be a base64 WAV data URL (data:audio/wav;base64,...).',
  tooMany: 'Too many audio chunks in a short time. Please wait a moment.',
  failed: 'Could not transcribe this audio chunk.',
} as const;

/** Why a message is refused, in words for the screen (the client shows "Transcription error: " and this). */
function refusal(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || (value as { type?: unknown }).type !== 'audio') return MESSAGES.notAudio;
  const data = (value as { data?: unknown }).data;
  if (typeof data === 'string' && data.length > MAX_CAPTION_CHUNK_CHARS) return MESSAGES.tooLarge;
  return captionClientMessageSchema.safeParse(value).success ? null : MESSAGES.notDataUrl;
}

/**
 * `/api/ws/captions`: live captions of a signed-in user's microphone. The client sends `{ type: 'audio', data }`, a
 * chunk of 16 kHz 16-bit mono PCM as a base64 WAV data URL; the server answers `{ type: 'transcription', text }` with
 * the words heard (nothing for silence), or `{ type: 'error', message }` for a chunk it refuses or could not decode.
 * Authentication, origin check and session lifetime are the updates socket's (routeSocketUpgrades, SessionSockets).
 *
 * Each socket decodes one chunk at a time, with at most two waiting (the oldest dropped when a third comes); decoders
 * across sockets are bounded by the captioner's own pool. Whatever a client sends gets an answer or a protocol close,
 * never an exception: a client can end its own connection, never the process.
 */
export function createCaptionsSocket(deps: AppDeps, limits = CAPTIONS_SOCKET_LIMITS): MountedSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.maxPayload });
  const sessions = createSessionSockets(deps);
  // Kept in this process's memory, not in the shared rate-limit table: what it protects is this process's CPU.
  const chunksPerUser = new RateLimiterMemory({ points: limits.chunksPerUserPerMinute, duration: 60 });
  let warnedUnavailable = false;

  function serve(ws: WebSocket, owner: SocketOwner) {
    const pending: Buffer[] = [];
    let decoding = false;
    // Aborted when the socket closes: the chunk being decoded is abandoned and its decoder killed.
    const gone = new AbortController();
    ws.on('close', () => gone.abort(new Error('the caption socket closed')));

    const send = (message: CaptionServerMessage) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(message));
    };
    const refuse = (message: string) => send({ type: 'error', message });

    const failed = (error: unknown): string => {
      if (error instanceof CaptionAudioError) return error.message;
      if (error instanceof CaptionsUnavailableError) {
        if (!warnedUnavailable) deps.logger.warn({ err: error.cause }, 'live captions are unavailable: pocketsphinx is not installed');
        warnedUnavailable = true;
        return error.message;
      }
      deps.logger.error({ err: error, userId: owner.userId }, 'a caption chunk could not be decoded');
      return MESSAGES.failed;
    };

    const drain = async () => {
      if (decoding) return;
      decoding = true;
      try {
        for (let wav = pending.shift(); wav && !gone.signal.aborted; wav = pending.shift()) {
          try {
            const text = (await deps.captioner.caption(wav, gone.signal)).trim();
            if (text) send({ type: 'transcription', text });
          } catch (error) {
            if (gone.signal.aborted) return;
            refuse(failed(error));
          }
        }
      } finally {
        decoding = false;
      }
    };

    ws.on('message', (data: RawData, isBinary: boolean) => {
      if (isBinary) return refuse(MESSAGES.binary);
      let message: unknown;
      try {
        message = JSON.parse(String(data));
      } catch {
        return refuse(MESSAGES.notJson);
      }
      const refused = refusal(message);
      if (refused) return refuse(refused);
      const url = (message as { data: string }).data;
      const wav = Buffer.from(url.slice(url.indexOf(',') + 1), 'base64');
      try {
        readPcmWav(wav);
      } catch (error) {
        return refuse(error instanceof CaptionAudioError ? error.message : MESSAGES.notDataUrl);
      }
      chunksPerUser.consume(owner.userId).then(
        () => {
          pending.push(wav);
          if (pending.length > limits.pendingChunks) {
            pending.shift();
            deps.logger.debug({ userId: owner.userId }, 'dropped a caption chunk: the client sends faster than it can be decoded');
          }
          void drain();
        },
        () => refuse(MESSAGES.tooMany),
      );
    });
  }

  const accept = (request: IncomingMessage, socket: Duplex, head: Buffer, owner: SocketOwner | null) => {
    wss.handleUpgrade(request, socket, head, (ws) => {
      handleSocketErrors(ws, deps.logger, { socket: CAPTIONS_SOCKET_PATH, userId: owner?.userId });
      if (!owner) {
        ws.on('message', () => undefined);
        return sessions.end(ws);
      }
      sessions.add(ws, owner);
      serve(ws, owner);
    });
  };

  return {
    path: CAPTIONS_SOCKET_PATH,
    accept,
    connectionCount: () => wss.clients.size,
    close() {
      sessions.close();
      for (const ws of wss.clients) ws.close(1001, 'server shutting down');
      wss.close();
    },
  };
}
