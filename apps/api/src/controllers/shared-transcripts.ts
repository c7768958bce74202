import { endpoints } from '@verbatim/core-sdk/contracts';
import { NotFoundError } from '../errors/app-error';
import { handle } from '../http/endpoint';
import { limitSharedViews } from '../http/rate-limit';
import { sendExportedFile } from '../http/send-exported-file';
import { sendStoredMedia } from '../http/send-stored-media';
import type { AppMiddleware } from '../http/types';
import { renderTranscriptionExport } from '../services/exports/render-transcription-export';
import { findSharedTranscription } from '../services/shares/find-shared-transcription';
import { presentSharedTranscript } from '../services/shares/present-shared-transcript';
import { recordShareView } from '../services/shares/record-share-view';

/**
 * Set before anything can fail, so refusals carry them too: a shared transcript is someone's private text that
 * anyone with the link may read, so search engines must not index it and no shared cache may keep it.
 */
const sharedAnswerHeaders: AppMiddleware = async (ctx, next) => {
  ctx.set('X-Robots-Tag', 'noindex');
  ctx.set('Cache-Control', 'private, no-store');
  return next();
};

const before = [sharedAnswerHeaders, limitSharedViews];

/** What anyone with a link's token may read: the transcript, the media when its owner allowed it, and exports. */
export const sharedTranscriptEndpoints = [
  handle(
    endpoints.getSharedTranscript,
    async ({ params }, ctx) => {
      const shared = await findSharedTranscription(ctx.deps, params.token);
      await recordShareView(ctx.deps.db, shared.link.id, ctx.deps.now());
      return presentSharedTranscript(shared);
    },
    { before },
  ),
  handle(
    endpoints.getSharedAudio,
    async ({ params }, ctx) => {
      const { link, transcription: t } = await findSharedTranscription(ctx.deps, params.token);
      const sent = link.allowMedia && (await sendStoredMedia(ctx, { key: t.mediaKey, fileName: t.fileName, mimeType: t.mimeType }));
      if (!sent) throw new NotFoundError('The media of this transcript is not shared, or no longer kept.');
      return undefined;
    },
    { before },
  ),
  handle(
    endpoints.downloadSharedTranscript,
    async ({ params, query }, ctx) => {
      const { transcription } = await findSharedTranscription(ctx.deps, params.token);
      sendExportedFile(ctx, await renderTranscriptionExport(transcription, query));
      return undefined;
    },
    { before },
  ),
];
