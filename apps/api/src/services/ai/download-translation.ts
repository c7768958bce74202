import { exportContentTypes, speakerDisplayName, type TranslationFormat } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { NotFoundError } from '../../errors/app-error';
import { AiResultModel } from '../../models/ai-result';
import { buildExportDocument } from '../exports/build-export-document';
import type { ExportDocument } from '../exports/export-document';
import { renderSrt } from '../exports/render-srt';
import type { ExportedFile } from '../exports/render-transcription-export';
import { renderTxt } from '../exports/render-txt';
import { renderVtt } from '../exports/render-vtt';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';

const LANGUAGE_CODE = /^[a-zA-Z]{2,3}(-[a-zA-Z0-9]{2,8})*$/;

/**
 * A kept translation of one of the caller's transcripts as a file: the text, or subtitles in the target language on
 * the original segments' timings (the subtitle rules of the transcript's own SRT and VTT then cut the cues). None
 * kept for that language (never translated, or translated before an edit) is 404.
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
  const original = buildExportDocument(t);
  const segments = kept.segments.map((segment) => ({
    ...segment,
    ...(segment.speaker ? { speaker: speakerDisplayName(segment.speaker, t.speakerNames ?? {}) } : {}),
  }));
  const translated: ExportDocument = {
    ...original,
    language: language.toLowerCase(),
    text: kept.content,
    words: [],
    segments,
    paragraphs: segments.map((segment) => ({
      start: segment.start,
      end: segment.end,
      speaker: segment.speaker ?? null,
      text: segment.text,
      words: [],
    })),
  };
  const rendered =
    format === 'srt'
      ? renderSrt(translated)
      : format === 'vtt'
        ? renderVtt(translated)
        : renderTxt(translated, { timestamps: false, header: true });
  return {
    fileName: `${original.baseName}.${language.toLowerCase()}.${format}`,
    contentType: exportContentTypes[format],
    body: Buffer.from(rendered, 'utf8'),
  };
}
