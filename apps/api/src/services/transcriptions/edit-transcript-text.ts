import type { TranscriptEdit } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { ConflictError } from '../../errors/app-error';
import type { TranscriptionModel } from '../../models/transcription';
import { TranscriptionVersionModel } from '../../models/transcription-version';
import { applyWordEdits, WordEditError } from './apply-word-edits';
import { rebuildTranscript } from './rebuild-transcript';

/** The columns a text edit changes. */
export type EditedText = Pick<TranscriptionModel, 'transcriptText' | 'segments' | 'words' | 'version'>;

const notEditable = (message: string) => new ConflictError(message, 'TRANSCRIPT_NOT_EDITABLE');

/**
 * Applies text edits to a transcription whose row the transaction has locked, and keeps the text as it was (text,
 * segments and words) as the version row that undoing this edit restores. Answers the columns to write; an edit that
 * changes nothing keeps no version. Edits are made on word timings, so a transcript that is not complete, or that
 * has none, cannot be edited (409), nor can words past its end be (409: the editor's copy is not this transcript).
 */
export async function editTranscriptText(trx: Database, t: TranscriptionModel, edits: readonly TranscriptEdit[]): Promise<EditedText> {
  const words = t.words ?? [];
  if (t.status !== 'completed') throw notEditable('This transcription is not complete yet, so its text cannot be edited.');
  if (words.length === 0) throw notEditable('This transcript has no word timings, so its text cannot be edited.');
  let edited: typeof words;
  try {
    edited = applyWordEdits(words, edits);
  } catch (error) {
    if (error instanceof WordEditError) throw notEditable(`${error.message} Reload the transcript and edit it again.`);
    throw error;
  }
  const current = { transcriptText: t.transcriptText, segments: t.segments, words: t.words, version: t.version };
  if (edited.length === words.length && edited.every((word, index) => word === words[index])) return current;
  await TranscriptionVersionModel.query(trx).insert({
    transcriptionId: t.id,
    version: t.version,
    transcriptText: t.transcriptText,
    segments: t.segments,
    words: t.words,
  });
  return { ...rebuildTranscript(t.segments ?? [], edited), words: edited, version: t.version + 1 };
}
