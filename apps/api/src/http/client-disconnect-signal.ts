import type { IncomingMessage } from 'node:http';

/**
 * A signal that aborts, with `reason()`, when the client goes away before its whole request body arrived, so that a
 * storage write in progress stops and keeps nothing. A request that arrived whole never aborts it.
 */
export function abortOnClientDisconnect(request: IncomingMessage, reason: () => Error): AbortSignal {
  const controller = new AbortController();
  if (request.destroyed && !request.complete) controller.abort(reason());
  else
    request.once('close', () => {
      if (!request.complete) controller.abort(reason());
    });
  return controller.signal;
}
