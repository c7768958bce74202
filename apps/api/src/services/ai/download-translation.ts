import type { TranslationFormat } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { AiResultModel } from '../../models/ai-result';
import type { ExportedFile } from '../exports/render-transcription-export';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';
import { renderKeptTranslation } from './render-kept-translation';

export const LANGUAGE_CODE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/**
 * A kept translation of one of the caller's transcripts as a file. None kept for that language (never translated,
 * or translated before an edit) is 404.
 */
export async function downloadTranslation(
  deps: AppDeps,
  userId: string,
  id: string,
  language: string,
  format: TranslationFormat,
): Promise<ExportedFile> {
  const t = await findOwnTranscription(deps.db, userId, id);
  const notKept = new NotFoundError('There is no translation of this transcript into that language yet: translate it first.');
  if (!LANGUAGE_CODE.test(language)) throw notKept;
  const kept = await AiResultModel.query(deps.db)
    .where({ transcriptionId: t.id, kind: 'translation' })
    .andWhere('key', 'like', `%:${language.toLowerCase()}`)
    .orderBy('createdAt', 'desc')
    .first();
  if (!kept?.segments) throw notKept;
  return renderKeptTranslation(t, { content: kept.content, segments: kept.segments }, language.toLowerCase(), format);
}
