import objection from 'objection';
import type { TranscriptSegment, TranscriptWord } from '../services/speech/speech-engine';

/** A transcript as it was before one text edit: undoing that edit copies it back. */
export class TranscriptionVersionModel extends objection.Model {
  static override tableName = 'transcription_versions';
  static override jsonAttributes = ['segments', 'words'];

  declare id: string;
  declare transcriptionId: string;
  /** The transcription's version this text belonged to: undoing from version n restores the row of version n - 1. */
  declare version: number;
  declare transcriptText: string | null;
  declare segments: TranscriptSegment[] | null;
  declare words: TranscriptWord[] | null;
  declare createdAt: Date;
}
