import type { Logger } from 'pino';
import type { WebSocket } from 'ws';

/**
 * A peer that breaks the WebSocket protocol (a frame over maxPayload, an unmasked frame, text that is not
 * UTF-8, a reserved opcode, a bad close code…) makes `ws` close its connection with the fitting close code
 * (1002, 1007, 1009…) and then emit `error`. Without a listener that error would end the whole process, every
 * other socket and the in-process worker with it. It is the client's fault, so it is logged once, as a warning.
 */
export function handleSocketErrors(ws: WebSocket, logger: Logger, context: Record<string, unknown>) {
  let logged = false;
  ws.on('error', (error: Error & { code?: string }) => {
    if (logged) return;
    logged = true;
    logger.warn({ ...context, code: error.code, reason: error.message }, 'closed a WebSocket that broke the protocol');
  });
}
