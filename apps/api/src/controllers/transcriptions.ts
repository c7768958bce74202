import { listTranscriptionsQuerySchema } from '@verbatim/core-sdk/contracts';
import { NotFoundError } from '../errors/app-error';
import { parseByteRange } from '../http/parse-byte-range';
import { requireUser } from '../http/require-user';
import type { HttpContext } from '../http/types';
import { validate } from '../http/validate';
import { contentDisposition } from '../services/storage/object-storage';
import { deleteTranscription } from '../services/transcriptions/delete-transcription';
import { findOwnTranscription } from '../services/transcriptions/find-own-transcription';
import { getUserStats } from '../services/transcriptions/get-user-stats';
import { listTranscriptions } from '../services/transcriptions/list-transcriptions';
import { presentTranscription, presentTranscriptionSummary } from '../services/transcriptions/present-transcription';
import { retryTranscription } from '../services/transcriptions/retry-transcription';

const idParam = (ctx: HttpContext) => String(ctx.params.id ?? '');

export async function list(ctx: HttpContext) {
  const user = requireUser(ctx);
  const { q, cursor, limit } = validate(listTranscriptionsQuerySchema, ctx.query);
  const page = await listTranscriptions(ctx.deps.db, user.id, { q, cursor, limit });
  ctx.body = { items: page.rows.map(presentTranscriptionSummary), nextCursor: page.nextCursor, total: page.total };
}

export async function get(ctx: HttpContext) {
  const user = requireUser(ctx);
  ctx.body = presentTranscription(await findOwnTranscription(ctx.deps.db, user.id, idParam(ctx)));
}

export async function remove(ctx: HttpContext) {
  const user = requireUser(ctx);
  await deleteTranscription(ctx.deps, user.id, idParam(ctx));
  ctx.body = { success: true, message: 'Transcription deleted.' };
}

export async function retry(ctx: HttpContext) {
  const user = requireUser(ctx);
  const t = await retryTranscription(ctx.deps, user, idParam(ctx));
  ctx.body = { success: true, transcription: presentTranscriptionSummary(t) };
}

/** GET /api/transcriptions/{id}/audio: the original media, with byte ranges for seeking. */
export async function audio(ctx: HttpContext) {
  const user = requireUser(ctx);
  const t = await findOwnTranscription(ctx.deps.db, user.id, idParam(ctx));
  const info = t.mediaKey ? await ctx.deps.storage.stat(t.mediaKey) : null;
  if (!t.mediaKey || !info) throw new NotFoundError('The media of this transcription has been deleted; the transcript stays.');
  ctx.set('Accept-Ranges', 'bytes');
  ctx.set('Content-Disposition', contentDisposition(t.fileName));
  ctx.type = t.mimeType ?? info.contentType ?? 'application/octet-stream';
  const range = parseByteRange(ctx.get('Range'), info.size);
  if (range === 'unsatisfiable') {
    ctx.status = 416;
    ctx.set('Content-Range', `bytes */${info.size}`);
    return;
  }
  if (range) {
    ctx.status = 206;
    ctx.set('Content-Range', `bytes ${range.start}-${range.end}/${info.size}`);
    ctx.length = range.end - range.start + 1;
    ctx.body = await ctx.deps.storage.read(t.mediaKey, range);
    return;
  }
  ctx.length = info.size;
  ctx.body = await ctx.deps.storage.read(t.mediaKey);
}

export async function stats(ctx: HttpContext) {
  const user = requireUser(ctx);
  ctx.body = await getUserStats(ctx.deps.db, user.id);
}
