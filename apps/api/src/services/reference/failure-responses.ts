import { type EndpointDefinition, isStreamedBody } from '@verbatim/core-sdk/contracts';
import { pathParameterNames } from './openapi-path';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The error statuses an endpoint can answer, each with when it happens. Most follow from the definition's shape
 * (its input, who may call it, its body), because the same middleware refuses them for every endpoint; the rest
 * are the definition's own `failures`. Every one answers the shared error body.
 */
export function failureStatuses(definition: EndpointDefinition): Map<number, string[]> {
  const statuses = new Map<number, string[]>();
  const add = (status: number, reason: string) => statuses.set(status, [...(statuses.get(status) ?? []), reason]);
  const hasPathParameters = pathParameterNames(definition.path).length > 0;
  const body = definition.body;
  const jsonBody = body !== undefined && !isStreamedBody(body);

  if (body !== undefined || definition.query || hasPathParameters) {
    add(400, 'The request is malformed or fails validation (VALIDATION_FAILED, BAD_REQUEST).');
  }
  const takesKey = definition.access === 'widget' || definition.publishableKey === true;
  if (definition.access !== 'public' && definition.access !== 'widget') add(401, 'Not signed in, or the session has ended (UNAUTHORIZED).');
  if (takesKey) add(401, 'No publishable key, or one that is malformed, unknown or revoked (PUBLISHABLE_KEY_INVALID).');
  if (definition.access === 'admin') add(403, 'The caller is not an admin (FORBIDDEN).');
  if (UNSAFE_METHODS.has(definition.method) && !definition.anyOrigin) add(403, 'A browser sent it from another site (ORIGIN_MISMATCH).');
  if (takesKey) {
    add(403, "The publishable key does not allow the page's origin or the widget named in Verbatim-Widget (PUBLISHABLE_KEY_REFUSED).");
  } else if (definition.access !== 'public') {
    add(403, 'A publishable key was sent: this endpoint does not take one (PUBLISHABLE_KEY_REFUSED).');
  }
  if (hasPathParameters) add(404, 'Nothing by that name, or it belongs to someone else (NOT_FOUND).');
  if (body !== undefined) add(413, 'The body is larger than this endpoint takes (PAYLOAD_TOO_LARGE).');
  if (jsonBody) add(415, 'The body is not JSON (UNSUPPORTED_MEDIA_TYPE).');
  // Through a key, what starts an upload (POST) or carries its bytes (PATCH) meets the key's limits.
  if (definition.publishableKey && (definition.method === 'POST' || definition.method === 'PATCH')) {
    add(413, "Through a publishable key: the file is larger than the key's limit (PAYLOAD_TOO_LARGE).");
  }
  if (definition.publishableKey && definition.method === 'POST') {
    add(
      429,
      "Through a publishable key: too many uploads through the key or from the visitor's address (RATE_LIMITED), or the key's minutes for today are used up or this file would pass them (KEY_DAILY_LIMIT); Retry-After says when to try again.",
    );
  }
  for (const [status, reason] of Object.entries(definition.failures ?? {})) add(Number(status), reason);
  add(500, 'Something failed on our side; the answer carries no internals (INTERNAL).');

  // A status the endpoint answers as its own (health's 503) keeps its own description and body.
  for (const status of Object.keys(definition.responses)) statuses.delete(Number(status));
  return new Map([...statuses].sort(([a], [b]) => a - b));
}
