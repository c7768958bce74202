import { ConflictError } from '../../errors/app-error';
import type { TranscriptionModel } from '../../models/transcription';
import { buildExportDocument } from '../exports/build-export-document';
import type { TranscriptForAi } from './ai-writer';

/**
 * A completed transcription as the AI features read it: the paragraphs the viewer and the exports show (speakers by
 * the names the owner gave), so a summary's timestamps and a quoted passage match what the person sees. Without text
 * there is nothing to work on: 409 NO_TRANSCRIPT_TEXT, before any answer is counted.
 */
export function transcriptForAi(t: TranscriptionModel): TranscriptForAi {
  const text = t.transcriptText?.trim() ?? '';
  if (t.status !== 'completed' || !text) {
    throw new ConflictError('No transcript text available: the transcription is not complete or has no text.', 'NO_TRANSCRIPT_TEXT');
  }
  const document = buildExportDocument(t);
  return {
    id: t.id,
    fileName: t.fileName,
    language: t.language,
    text,
    paragraphs: document.paragraphs.map(({ start, end, speaker, text: paragraphText }) => ({ start, end, speaker, text: paragraphText })),
    segments: t.segments ?? [],
  };
}
