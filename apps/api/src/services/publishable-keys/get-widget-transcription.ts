import type { WidgetTranscription } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { NotFoundError } from '../../errors/app-error';
import { TranscriptionModel } from '../../models/transcription';
import { assertTranscriptionIdShape } from '../transcriptions/find-own-transcription';
import type { WidgetCaller } from './widget-caller';

/**
 * A transcription the same key started, as the widget may see it: its state, and its text only when the key returns
 * text and the transcript is complete. Any other transcription (the owner's own, another key's) answers the same 404
 * as a missing one: a visitor with the key must not learn of the rest of the account.
 */
export async function getWidgetTranscription(db: Database, caller: WidgetCaller, id: string): Promise<WidgetTranscription> {
  assertTranscriptionIdShape(id);
  const t = await TranscriptionModel.query(db)
    .findOne({ id, userId: caller.owner.id, publishableKeyId: caller.key.id })
    .select('id', 'fileName', 'status', 'progress', 'errorMessage', 'durationSeconds', 'transcriptText');
  if (!t) throw new NotFoundError('Transcription not found.');
  return {
    id: t.id,
    fileName: t.fileName,
    status: t.status,
    progress: t.progress,
    errorMessage: t.errorMessage,
    duration: t.durationSeconds,
    text: caller.key.returnText && t.status === 'completed' ? (t.transcriptText ?? '') : null,
  };
}
