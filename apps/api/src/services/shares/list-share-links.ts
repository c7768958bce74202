import type { Database } from '../../db/create-database';
import { ShareLinkModel } from '../../models/share-link';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';

/** The links to one of the caller's transcriptions, newest first; another user's id is 404. */
export async function listShareLinks(db: Database, userId: string, transcriptionId: string): Promise<ShareLinkModel[]> {
  const t = await findOwnTranscription(db, userId, transcriptionId);
  return ShareLinkModel.query(db)
    .where({ transcriptionId: t.id, userId })
    .orderBy([
      { column: 'createdAt', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
}
