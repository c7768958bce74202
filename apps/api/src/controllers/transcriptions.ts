import { endpoints } from '@verbatim/core-sdk/contracts';
import { NotFoundError } from '../errors/app-error';
import { handle } from '../http/endpoint';
import { sendExportedFile } from '../http/send-exported-file';
import { sendStoredMedia } from '../http/send-stored-media';
import type { HttpContext } from '../http/types';
import type { TranscriptionModel } from '../models/transcription';
import type { UserModel } from '../models/user';
import { exportTranscription } from '../services/exports/export-transcription';
import { deleteTranscription } from '../services/transcriptions/delete-transcription';
import { findOwnTranscription } from '../services/transcriptions/find-own-transcription';
import { listTranscriptions } from '../services/transcriptions/list-transcriptions';
import { presentTranscription, presentTranscriptionSummary } from '../services/transcriptions/present-transcription';
import { retryTranscription } from '../services/transcriptions/retry-transcription';
import { findTranscriptionSource } from '../services/transcriptions/transcription-source';
import { undoTranscriptionEdit } from '../services/transcriptions/undo-transcription-edit';
import { updateTranscription } from '../services/transcriptions/update-transcription';

/** A whole transcription as answers show it, with where it came from. */
async function presentWithSource(ctx: HttpContext, t: TranscriptionModel) {
  return presentTranscription(t, await findTranscriptionSource(ctx.deps.db, t));
}

/** The original media, with byte ranges for seeking. */
async function sendAudio(ctx: HttpContext, user: UserModel, id: string) {
  const t = await findOwnTranscription(ctx.deps.db, user.id, id);
  const sent = await sendStoredMedia(ctx, { key: t.mediaKey, fileName: t.fileName, mimeType: t.mimeType });
  if (!sent) throw new NotFoundError('The media of this transcription has been deleted; the transcript stays.');
}

/** The signed-in user's transcriptions; another user's id answers 404. */
export const transcriptionEndpoints = [
  handle(endpoints.listTranscriptions, async ({ user, query }, ctx) => {
    const page = await listTranscriptions(ctx.deps.db, user.id, query);
    return { items: page.rows.map((row) => presentTranscriptionSummary(row, row)), nextCursor: page.nextCursor, total: page.total };
  }),
  handle(endpoints.getTranscription, async ({ user, params }, ctx) =>
    presentWithSource(ctx, await findOwnTranscription(ctx.deps.db, user.id, params.id)),
  ),
  handle(endpoints.updateTranscription, async ({ user, params, body }, ctx) =>
    presentWithSource(ctx, await updateTranscription(ctx.deps, user.id, params.id, body)),
  ),
  handle(endpoints.undoTranscriptionEdit, async ({ user, params, body }, ctx) =>
    presentWithSource(ctx, await undoTranscriptionEdit(ctx.deps, user.id, params.id, body)),
  ),
  handle(endpoints.deleteTranscription, async ({ user, params }, ctx) => {
    await deleteTranscription(ctx.deps, user.id, params.id);
    return { success: true as const, message: 'Transcription deleted.' };
  }),
  handle(endpoints.retryTranscription, async ({ user, params }, ctx) => {
    const t = await retryTranscription(ctx.deps, user, params.id);
    return { success: true as const, transcription: presentTranscriptionSummary(t, await findTranscriptionSource(ctx.deps.db, t)) };
  }),
  handle(endpoints.downloadTranscription, async ({ user, params, query }, ctx) => {
    sendExportedFile(ctx, await exportTranscription(ctx.deps, user.id, params.id, query));
    return undefined;
  }),
  handle(endpoints.getTranscriptionAudio, async ({ user, params }, ctx) => {
    await sendAudio(ctx, user, params.id);
    return undefined;
  }),
];
