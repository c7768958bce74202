import { createHash } from 'node:crypto';
import type { Database } from '../../db/create-database';
import { type AiResultKind, AiResultModel } from '../../models/ai-result';
import type { TranscriptSegment } from '../speech/speech-engine';

/** The key of a summary: who wrote it, the type, and the instructions (hashed: they may be long). */
export function summaryKey(writer: string, type: string, customPrompt: string | null): string {
  const instructions = customPrompt?.trim() ? createHash('sha256').update(customPrompt.trim()).digest('hex').slice(0, 32) : '-';
  return `${writer}:${type}:${instructions}`;
}

/** The key of a translation: who translated, into what. */
export function translationKey(translator: string, language: string): string {
  return `${translator}:${language}`;
}

export async function findKeptResult(
  db: Database,
  transcriptionId: string,
  kind: AiResultKind,
  key: string,
): Promise<AiResultModel | undefined> {
  return AiResultModel.query(db).findOne({ transcriptionId, kind, key });
}

/** Keeps a result; one made at the same moment by another request wins, as both describe the same text. */
export async function keepResult(
  db: Database,
  result: { transcriptionId: string; kind: AiResultKind; key: string; content: string; segments?: TranscriptSegment[] | null },
): Promise<void> {
  await db('ai_results')
    .insert({ ...result, segments: result.segments ? JSON.stringify(result.segments) : null })
    .onConflict(['transcriptionId', 'kind', 'key'])
    .ignore();
}

/** Forgets every result of a transcription: called when its text changes, as they describe the old text. */
export async function forgetKeptResults(db: Database, transcriptionId: string): Promise<void> {
  await db('ai_results').where({ transcriptionId }).delete();
}
