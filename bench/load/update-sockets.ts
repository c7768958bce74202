/**
 * Signed-in WebSockets on `/api/ws/updates`, held open for the whole run, each recording every update it receives
 * and when, and anything that went wrong: a failed handshake, an error, or a close the benchmark did not ask for.
 */
import { WebSocket } from 'ws';

export interface UpdateSocket {
  index: number;
  userIndex: number;
  /** Which API process it is connected to. */
  processIndex: number;
  /** Per transcription id: each status received, with the time it arrived (ms since the epoch). */
  updates: Map<string, { status: string; at: number }[]>;
  /** Problems seen on this socket; the benchmark counts them as errors. */
  problems: string[];
  ws: WebSocket;
}

const HANDSHAKE_TIMEOUT_MS = 60_000;

interface Target {
  userIndex: number;
  processIndex: number;
  url: string;
  cookie: string;
}

function open(index: number, target: Target): Promise<UpdateSocket> {
  const ws = new WebSocket(`${target.url.replace(/^http/, 'ws')}/api/ws/updates`, { headers: { Cookie: target.cookie } });
  const socket: UpdateSocket = {
    index,
    userIndex: target.userIndex,
    processIndex: target.processIndex,
    updates: new Map(),
    problems: [],
    ws,
  };
  let closing = false;
  const originalClose = ws.close.bind(ws);
  ws.close = (...args: Parameters<WebSocket['close']>) => {
    closing = true;
    originalClose(...args);
  };
  ws.on('message', (data) => {
    let message: { type?: string; id?: string; status?: string };
    try {
      message = JSON.parse(String(data));
    } catch {
      socket.problems.push(`unreadable message: ${String(data).slice(0, 100)}`);
      return;
    }
    if (message.type !== 'transcription_update' || !message.id || !message.status) return;
    const list = socket.updates.get(message.id) ?? [];
    list.push({ status: message.status, at: Date.now() });
    socket.updates.set(message.id, list);
  });
  ws.on('error', (error) => socket.problems.push(`error: ${error.message}`));
  ws.on('close', (code, reason) => {
    if (!closing) socket.problems.push(`closed by the server: ${code} ${reason.toString()}`);
  });
  return new Promise((resolve) => {
    let settled = false;
    const settle = (problem?: string) => {
      if (settled) return;
      settled = true;
      if (problem) socket.problems.push(problem);
      resolve(socket);
    };
    // The handshake's outcome is recorded either way; a refused socket is a problem to report, not a crash.
    ws.once('open', () => {
      // The server greets each socket with {type: 'connected'}; until then it may not be registered for updates.
      ws.once('message', () => settle());
    });
    ws.once('unexpected-response', (_req, res) => settle(`handshake answered ${res.statusCode}`));
    ws.once('error', () => settle());
    // A server that never finishes the handshake or never greets must not hold the run forever.
    setTimeout(() => settle(`not connected after ${HANDSHAKE_TIMEOUT_MS / 1000} s`), HANDSHAKE_TIMEOUT_MS).unref();
  });
}

/** Opens one socket per target, all at once, and resolves when each has connected or failed. */
export function openUpdateSockets(targets: Target[]): Promise<UpdateSocket[]> {
  return Promise.all(targets.map((target, index) => open(index, target)));
}

export async function closeUpdateSockets(sockets: UpdateSocket[]) {
  await Promise.all(
    sockets.map(
      (s) =>
        new Promise<void>((resolve) => {
          if (s.ws.readyState === WebSocket.CLOSED) return resolve();
          s.ws.once('close', () => resolve());
          s.ws.close(1000, 'benchmark done');
          setTimeout(resolve, 5000).unref();
        }),
    ),
  );
}
