import type { KeptTranslation } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { AiResultModel } from '../../models/ai-result';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';
import { LANGUAGE_CODE } from './download-translation';

/**
 * The translation of one of the caller's transcripts kept into `language` (another user's id is 404), newest first
 * should two translators have made one; null when none is kept. It reads as the translate call streamed it.
 */
export async function getKeptTranslation(deps: AppDeps, userId: string, id: string, language: string): Promise<KeptTranslation> {
  const t = await findOwnTranscription(deps.db, userId, id);
  if (!LANGUAGE_CODE.test(language)) return { translation: null };
  const code = language.toLowerCase();
  const kept = await AiResultModel.query(deps.db)
    .where({ transcriptionId: t.id, kind: 'translation' })
    .andWhere('key', 'like', `%:${code}`)
    .orderBy('createdAt', 'desc')
    .first();
  return { translation: kept ? { language: code, text: kept.content, createdAt: new Date(kept.createdAt).toISOString() } : null };
}
