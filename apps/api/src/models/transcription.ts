import type { TranscriptionMode, WidgetKind } from '@verbatim/core-sdk/contracts';
import objection from 'objection';
import type { TranscriptSegment, TranscriptWord } from '../services/speech/speech-engine';

export type TranscriptionStatus = 'pending' | 'processing' | 'completed' | 'failed';
export type UploadPath = 'direct' | 'object' | 'large';
/** How a transcription is paid for: the free daily allowance, or credits (held, then charged by the minute). */
export type PaidWith = 'allowance' | 'credits';

export type { TranscriptSegment, TranscriptWord } from '../services/speech/speech-engine';

export class TranscriptionModel extends objection.Model {
  static override tableName = 'transcriptions';
  static override jsonAttributes = ['segments', 'words', 'speakerNames'];

  /** The search columns are the database's own (generated from the text): never read into, or written from, a model. */
  override $parseDatabaseJson(json: objection.Pojo): objection.Pojo {
    const { searchVector: _vector, searchConfig: _config, searchPairs: _pairs, ...rest } = super.$parseDatabaseJson(json);
    return rest;
  }

  declare id: string;
  declare userId: string;
  declare fileName: string;
  declare fileSize: number | string;
  declare mimeType: string | null;
  declare uploadPath: UploadPath;
  declare mediaKey: string | null;
  declare mediaDeletedAt: Date | null;
  declare durationSeconds: number | null;
  /** Credits held for this paid transcription until it completes or fails (0 when nothing is held). */
  declare reservedCredits: number;
  declare paidWith: PaidWith;
  declare status: TranscriptionStatus;
  declare progress: number;
  declare errorMessage: string | null;
  declare transcriptText: string | null;
  declare language: string | null;
  declare engine: string | null;
  declare segments: TranscriptSegment[] | null;
  declare words: TranscriptWord[] | null;
  /** The names the owner gave the engine's speaker labels ({ A: 'Priya' }); a label without one shows as "Speaker A". */
  declare speakerNames: Record<string, string>;
  /** How many text edits are kept to undo (rows of transcription_versions); 0 for the engine's transcript as it came. */
  declare version: number;
  /** What the live captions heard while a recording was made: a first draft, cleared when the transcript completes. */
  declare draftText: string | null;
  /** The publishable key of an upload made through a widget on another site; null for the app's own uploads. */
  declare publishableKeyId: string | null;
  /** Which widget sent it, and from which page origin (both null for the app's own uploads). */
  declare sourceWidget: WidgetKind | null;
  declare sourceOrigin: string | null;
  /** The language its owner asked for when it was made; null lets the engine detect it. */
  declare requestedLanguage: string | null;
  /** How hard the engine works on it, from its owner's settings when it was made. */
  declare transcriptionMode: TranscriptionMode;
  /** Whether the engine was asked to tell speakers apart. */
  declare speakerLabels: boolean;
  declare createdAt: Date;
  declare updatedAt: Date;
  declare completedAt: Date | null;
}
