import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { AppError, BadRequestError } from '../errors/app-error';

export interface UpgradeRequest {
  pathname: string;
  origin: string | undefined;
  /** The value of the named cookie, decoded; undefined when the request carries none. */
  cookie: string | undefined;
}

/**
 * The parts of a WebSocket upgrade request a socket needs. What the client got wrong (a request target that is
 * no URL, a cookie that is not valid percent-encoding) is a BadRequestError, so that it answers 400, not 500.
 */
export function readUpgradeRequest(request: IncomingMessage, cookieName: string): UpgradeRequest {
  let pathname: string;
  try {
    pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
  } catch {
    throw new BadRequestError('The request URL is malformed.');
  }
  return { pathname, origin: request.headers.origin, cookie: readCookie(request.headers.cookie, cookieName) };
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0 || part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      throw new BadRequestError(`The ${name} cookie is malformed.`);
    }
  }
  return undefined;
}

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  500: 'Internal Server Error',
};

/** Answers an upgrade with a bare HTTP status and hangs up (the socket is not a WebSocket yet). */
export function refuseUpgrade(socket: Duplex, status: number) {
  if (socket.destroyed) return;
  socket.end(`HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** The status an upgrade that threw answers: the client's mistakes theirs, anything else 500. */
export function upgradeFailureStatus(error: unknown): number {
  return error instanceof AppError ? error.status : 500;
}
