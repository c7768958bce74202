import type { AppDeps } from '../../deps';
import { recordTranscriptionEvent } from '../webhooks/record-transcription-event';
import { findOwnTranscription } from './find-own-transcription';

/** Removes the row, its media and every job about it (processing, and the media deletion scheduled for later). */
export async function deleteTranscription(deps: AppDeps, userId: string, id: string): Promise<void> {
  const t = await findOwnTranscription(deps.db, userId, id);
  await deps.db.transaction(async (trx) => {
    // Jobs first: a job's writes lock its job row before the transcription's, so taking the rows in the same
    // order cannot deadlock with a worker finishing this transcription, and its fence then finds the job cancelled.
    await deps.jobs.cancelAllFor(trx, t.id);
    const deleted = (await trx('transcriptions').where({ id: t.id }).delete().returning('id')) as Array<{ id: string }>;
    // The owner's webhooks, from the outbox this transaction writes: sent only if the deletion commits.
    if (deleted.length > 0) await recordTranscriptionEvent(deps, trx, 'transcription.deleted', t);
    // Again after the delete: a job that a worker committed while this transaction waited is caught too.
    await deps.jobs.cancelAllFor(trx, t.id);
  });
  if (t.mediaKey) {
    await deps.storage.delete(t.mediaKey).catch((error: unknown) => {
      // The row is gone, so the caller gets success; the log names the object left behind for an operator.
      deps.logger.warn({ err: error, key: t.mediaKey }, 'could not delete media of a deleted transcription');
    });
  }
}
