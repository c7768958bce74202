import objection from 'objection';
import type { TranscriptSegment } from '../services/speech/speech-engine';

export type AiResultKind = 'summary' | 'translation';

/** A summary or a translation kept for its transcript until the text is edited. */
export class AiResultModel extends objection.Model {
  static override tableName = 'ai_results';
  static override jsonAttributes = ['segments'];

  declare id: string;
  declare transcriptionId: string;
  declare kind: AiResultKind;
  /** Who made it and for what: "local:short:<hash>", "apertium:es". */
  declare key: string;
  declare content: string;
  /** A translation's segments, each with its original timing; null for summaries. */
  declare segments: TranscriptSegment[] | null;
  declare createdAt: Date;
}
