import type { Database } from '../../db/create-database';
import { NotFoundError } from '../../errors/app-error';
import { TranscriptionModel } from '../../models/transcription';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TRANSCRIPTION_NOT_FOUND = 'Transcription not found.';

/** The caller's own transcription; anyone else's id answers the same 404 as a missing one. */
export async function findOwnTranscription(db: Database, userId: string, id: string): Promise<TranscriptionModel> {
  if (!UUID.test(id)) throw new NotFoundError(TRANSCRIPTION_NOT_FOUND);
  const found = await TranscriptionModel.query(db).findOne({ id, userId });
  if (!found) throw new NotFoundError(TRANSCRIPTION_NOT_FOUND);
  return found;
}
