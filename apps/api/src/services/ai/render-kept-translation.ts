import { exportContentTypes, speakerDisplayName, type TranslationFormat } from '@verbatim/core-sdk/contracts';
import type { TranscriptionModel } from '../../models/transcription';
import { buildExportDocument } from '../exports/build-export-document';
import type { ExportDocument } from '../exports/export-document';
import { renderSrt } from '../exports/render-srt';
import type { ExportedFile } from '../exports/render-transcription-export';
import { renderTxt } from '../exports/render-txt';
import { renderVtt } from '../exports/render-vtt';
import type { TranscriptSegment } from '../speech/speech-engine';

/** A translation as it is kept: its text and its segments, each on the original's timing. */
export interface KeptTranslation {
  content: string;
  segments: TranscriptSegment[];
}

/**
 * A kept translation of a transcript as a file: the text, or subtitles in the target language on the original
 * segments' timings (the subtitle rules of the transcript's own SRT and VTT then cut the cues).
 */
export function renderKeptTranslation(
  t: TranscriptionModel,
  kept: KeptTranslation,
  language: string,
  format: TranslationFormat,
): ExportedFile {
  const original = buildExportDocument(t);
  const segments = kept.segments.map((segment) => ({
    ...segment,
    ...(segment.speaker ? { speaker: speakerDisplayName(segment.speaker, t.speakerNames ?? {}) } : {}),
  }));
  const translated: ExportDocument = {
    ...original,
    language,
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
    fileName: `${original.baseName}.${language}.${format}`,
    contentType: exportContentTypes[format],
    body: Buffer.from(rendered, 'utf8'),
  };
}
