import type { IncomingMessage } from 'node:http';
import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { countUploadStart } from '../http/rate-limit';
import type { HttpContext } from '../http/types';
import type { UserModel } from '../models/user';
import { assertFitsKeyFileSize, keyMaxFileBytes } from '../services/publishable-keys/key-limits';
import { admitUploadStart } from '../services/uploads/admit-upload-start';
import { TUS_KEY_HEADER, TUS_MAX_BYTES_HEADER, TUS_USER_HEADER } from '../services/uploads/resumable-uploads';

/**
 * Puts one of our own headers on a request for tus, which reads the raw header list: any copy the client sent is
 * dropped first, so a client can neither set one nor keep one we leave out (null).
 */
function setInternalHeader(req: IncomingMessage, name: string, value: string | null): void {
  const raw = req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]?.toLowerCase() === name) raw.splice(i, 2);
  delete req.headers[name];
  if (value === null) return;
  raw.push(name, value);
  req.headers[name] = value;
}

/** The size a tus creation declares in Upload-Length, or null when it defers it (tus itself refuses a malformed one). */
function declaredUploadLength(ctx: HttpContext): number | null {
  const value = ctx.get('Upload-Length');
  return /^\d+$/.test(value) ? Number(value) : null;
}

/**
 * Hands a tus request, once authenticated, to the tus server; it writes the response itself. A widget's request
 * (with a publishable key) names the key to tus, which then stores the upload under the key's name, lets the key touch
 * only its own uploads and holds every upload of it to the key's file size limit.
 */
async function passToTus(ctx: HttpContext, user: UserModel): Promise<undefined> {
  const widget = ctx.state.publishableKey;
  if (ctx.method === 'POST') {
    // POST creates an upload; PATCHes carry its bytes and are not counted.
    await countUploadStart(ctx);
    await admitUploadStart(ctx.deps, user, widget);
    if (widget) assertFitsKeyFileSize(widget.key, 'The file', declaredUploadLength(ctx));
  }
  setInternalHeader(ctx.req, TUS_USER_HEADER, user.id);
  setInternalHeader(ctx.req, TUS_KEY_HEADER, widget ? widget.key.keyId : null);
  setInternalHeader(ctx.req, TUS_MAX_BYTES_HEADER, widget ? String(keyMaxFileBytes(widget.key)) : null);
  // Requests that carry bytes hold up shutdown like other uploads; while stopping, new ones are answered 503 and the
  // tus client retries later. One still running when the grace period ends is cut: tus keeps every byte that
  // arrived, and the client resumes from there.
  const carriesBytes = ctx.method === 'POST' || ctx.method === 'PATCH';
  const ticket = carriesBytes ? ctx.deps.uploadGate.admit() : undefined;
  const cut = () => ctx.req.destroy();
  ticket?.signal.addEventListener('abort', cut, { once: true });
  ctx.respond = false;
  try {
    await ctx.deps.resumableUploads.handle(ctx.req, ctx.res);
  } finally {
    ticket?.signal.removeEventListener('abort', cut);
    ticket?.done();
  }
  return undefined;
}

/** Resumable uploads (tus 1.0): each request is the tus server's to answer once the caller is known. */
export const resumableUploadEndpoints = [
  handle(endpoints.createResumableUpload, ({ user }, ctx) => passToTus(ctx, user)),
  handle(endpoints.resumableUploadOffset, ({ user }, ctx) => passToTus(ctx, user)),
  handle(endpoints.appendToResumableUpload, ({ user }, ctx) => passToTus(ctx, user)),
  handle(endpoints.cancelResumableUpload, ({ user }, ctx) => passToTus(ctx, user)),
];
