import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { TranscriptionModel } from '../../models/transcription';
import { TranscriptionVersionModel } from '../../models/transcription-version';
import { forgetKeptResults } from '../ai/kept-results';
import { assertCurrentVersion } from './assert-current-version';
import { assertTranscriptionIdShape, lockOwnTranscription } from './find-own-transcription';
import { publishTranscriptionUpdate } from './publish-transcription-update';

/**
 * Puts the text back as it was before the last edit: the text, segments and words kept when that edit was made,
 * exactly, word timings and confidences included. The version row is used up, so undoing again goes one edit further
 * back, down to the engine's transcript (version 0), where there is nothing to undo (409 NOTHING_TO_UNDO). Names
 * (file, speakers) are not part of the text and stay. Owner only, on the locked row, like every change.
 */
export async function undoTranscriptionEdit(
  deps: AppDeps,
  userId: string,
  id: string,
  request: { version?: number | undefined },
): Promise<TranscriptionModel> {
  assertTranscriptionIdShape(id);
  return deps.db.transaction(async (trx) => {
    const t = await lockOwnTranscription(trx, userId, id);
    assertCurrentVersion(t, request.version);
    const previous =
      t.version > 0 ? await TranscriptionVersionModel.query(trx).findOne({ transcriptionId: t.id, version: t.version - 1 }) : undefined;
    if (!previous) throw new ConflictError('There is no edit to undo.', 'NOTHING_TO_UNDO');
    await TranscriptionVersionModel.query(trx).deleteById(previous.id);
    await forgetKeptResults(trx, t.id);
    const updated = await TranscriptionModel.query(trx).patchAndFetchById(t.id, {
      transcriptText: previous.transcriptText,
      segments: previous.segments,
      words: previous.words,
      version: t.version - 1,
      updatedAt: deps.now(),
    });
    await publishTranscriptionUpdate(deps, updated, trx);
    return updated;
  });
}
