import type { Database } from '../../db/create-database';
import { NotFoundError } from '../../errors/app-error';
import { TranscriptionModel } from '../../models/transcription';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRANSCRIPTION_NOT_FOUND = 'Transcription not found.';

/** The caller's own transcription; anyone else's id answers the same 404 as a missing one. */
export async function findOwnTranscription(db: Database, userId: string, id: string): Promise<TranscriptionModel> {
  assertTranscriptionIdShape(id);
  const found = await TranscriptionModel.query(db).findOne({ id, userId });
  if (!found) throw new NotFoundError(TRANSCRIPTION_NOT_FOUND);
  return found;
}

/** Refuses an id that cannot be a transcription's before any query, or transaction, is made: the same 404. */
export function assertTranscriptionIdShape(id: string): void {
  if (!UUID.test(id)) throw new NotFoundError(TRANSCRIPTION_NOT_FOUND);
}

/**
 * The same, with its row locked until the transaction `trx` ends: a change read from it and written back cannot
 * interleave with another (two tabs editing at once take turns, and the second sees the first's version).
 */
export async function lockOwnTranscription(trx: Database, userId: string, id: string): Promise<TranscriptionModel> {
  assertTranscriptionIdShape(id);
  const found = await TranscriptionModel.query(trx).findOne({ id, userId }).forUpdate();
  if (!found) throw new NotFoundError(TRANSCRIPTION_NOT_FOUND);
  return found;
}
