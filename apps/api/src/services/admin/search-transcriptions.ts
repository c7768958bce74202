import { PRODUCTION_SEARCH_LIMIT, type ProductionSearchResult, type TranscriptionStatus } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { isoTime } from '../../lib/iso-time';
import { likePattern, rawRows, toNumber } from './admin-sql';

interface FoundRow {
  id: string;
  file_name: string;
  file_size: unknown;
  status: TranscriptionStatus;
  progress: number;
  created_at: Date | string;
  user_id: string;
  email: string;
}

const present = (row: FoundRow): ProductionSearchResult => ({
  id: row.id,
  fileName: row.file_name,
  status: row.status,
  progress: row.progress,
  createdAt: isoTime(row.created_at),
  fileSize: toNumber(row.file_size),
  userId: row.user_id,
  userEmail: row.email,
});

const SELECT_FOUND = `select t.id, t.file_name, t.file_size, t.status, t.progress, t.created_at, t.user_id, u.email
  from transcriptions t join users u on u.id = t.user_id`;

/** Everyone's transcriptions whose file name contains the text (case-insensitive), newest first. */
export async function searchTranscriptions(db: Database, q: string): Promise<ProductionSearchResult[]> {
  const rows = await rawRows<FoundRow>(db, `${SELECT_FOUND} where t.file_name ilike ? order by t.created_at desc, t.id desc limit ?`, [
    likePattern(q),
    PRODUCTION_SEARCH_LIMIT,
  ]);
  return rows.map(present);
}

/** One transcription of anyone's, as the search shows it. */
export async function findAnyTranscription(db: Database, id: string): Promise<ProductionSearchResult | null> {
  const [row] = await rawRows<FoundRow>(db, `${SELECT_FOUND} where t.id = ?`, [id]);
  return row ? present(row) : null;
}
