import type { Database } from '../../db/create-database';

/** True when a transcription already owns the stored object under `mediaKey`. */
export async function transcriptionHoldsMedia(db: Database, mediaKey: string): Promise<boolean> {
  return (await db('transcriptions').where({ mediaKey }).first('id')) !== undefined;
}
