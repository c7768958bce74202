import { endpoints } from '@verbatim/core-sdk/contracts';
import { NotFoundError } from '../errors/app-error';
import { handle } from '../http/endpoint';
import { parseByteRange } from '../http/parse-byte-range';
import type { HttpContext } from '../http/types';
import type { UserModel } from '../models/user';
import { contentDisposition } from '../services/storage/object-storage';
import { deleteTranscription } from '../services/transcriptions/delete-transcription';
import { findOwnTranscription } from '../services/transcriptions/find-own-transcription';
import { listTranscriptions } from '../services/transcriptions/list-transcriptions';
import { presentTranscription, presentTranscriptionSummary } from '../services/transcriptions/present-transcription';
import { retryTranscription } from '../services/transcriptions/retry-transcription';

/** The original media, with byte ranges for seeking. */
async function sendAudio(ctx: HttpContext, user: UserModel, id: string) {
  const t = await findOwnTranscription(ctx.deps.db, user.id, id);
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

/** The signed-in user's transcriptions; another user's id answers 404. */
export const transcriptionEndpoints = [
  handle(endpoints.listTranscriptions, async ({ user, query }, ctx) => {
    const page = await listTranscriptions(ctx.deps.db, user.id, query);
    return { items: page.rows.map(presentTranscriptionSummary), nextCursor: page.nextCursor, total: page.total };
  }),
  handle(endpoints.getTranscription, async ({ user, params }, ctx) =>
    presentTranscription(await findOwnTranscription(ctx.deps.db, user.id, params.id)),
  ),
  handle(endpoints.deleteTranscription, async ({ user, params }, ctx) => {
    await deleteTranscription(ctx.deps, user.id, params.id);
    return { success: true as const, message: 'Transcription deleted.' };
  }),
  handle(endpoints.retryTranscription, async ({ user, params }, ctx) => {
    const t = await retryTranscription(ctx.deps, user, params.id);
    return { success: true as const, transcription: presentTranscriptionSummary(t) };
  }),
  handle(endpoints.getTranscriptionAudio, async ({ user, params }, ctx) => {
    await sendAudio(ctx, user, params.id);
    return undefined;
  }),
];
