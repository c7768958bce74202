import { endpoints } from '@verbatim/core-sdk/contracts';
import { handle } from '../http/endpoint';
import { countUploadStart } from '../http/rate-limit';
import type { HttpContext } from '../http/types';
import type { UserModel } from '../models/user';
import { admitUploadStart } from '../services/uploads/admit-upload-start';
import { TUS_USER_HEADER } from '../services/uploads/resumable-uploads';

/** Hands a tus request, once authenticated, to the tus server; it writes the response itself. */
async function passToTus(ctx: HttpContext, user: UserModel): Promise<undefined> {
  if (ctx.method === 'POST') {
    // POST creates an upload; PATCHes carry its bytes and are not counted.
    await countUploadStart(ctx);
    await admitUploadStart(ctx.deps, user);
  }
  // tus reads the raw header list; drop any copy the client sent before adding ours.
  const raw = ctx.req.rawHeaders;
  for (let i = raw.length - 2; i >= 0; i -= 2) if (raw[i]?.toLowerCase() === TUS_USER_HEADER) raw.splice(i, 2);
  raw.push(TUS_USER_HEADER, user.id);
  ctx.req.headers[TUS_USER_HEADER] = user.id;
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
