import type { Database } from '../../db/create-database';
import { TranscriptionModel } from '../../models/transcription';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's transcriptions, newest first; `q` matches the file name or the transcript text. */
export async function listTranscriptions(db: Database, userId: string, options: { q?: string | undefined; limit?: number } = {}) {
  const query = TranscriptionModel.query(db)
    .where({ userId })
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit ?? 500);
  const q = options.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    query.where((where) => where.whereILike('fileName', pattern).orWhereILike('transcriptText', pattern));
  }
  return query;
}
