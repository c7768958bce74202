import { type TranscriptionSource, widgetKinds } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { PublishableKeyModel } from '../../models/publishable-key';
import type { TranscriptionModel } from '../../models/transcription';

/** What the source of a row is read from: the widget and origin it records, and its key's name (joined). */
export interface SourceColumns {
  sourceWidget: string | null;
  sourceOrigin: string | null;
  /** The name of the row's publishable key; null when it has none (or the key is gone with its owner). */
  sourceKeyName: string | null;
}

/** A key is never deleted while its owner's transcriptions exist; this shows only if one was removed by hand. */
const GONE_KEY_NAME = 'A deleted key';

/** The name of a row's publishable key, for a list query: a correlated lookup rather than a join, so no column is ambiguous. */
export const SOURCE_KEY_NAME_COLUMN =
  '(select publishable_keys.name from publishable_keys where publishable_keys.id = transcriptions.publishable_key_id) as source_key_name';

/** Where a transcription came from, as answers show it: the app, or a widget on another site. */
export function presentTranscriptionSource(row: SourceColumns): TranscriptionSource {
  const widget = widgetKinds.find((kind) => kind === row.sourceWidget);
  if (!widget || row.sourceOrigin === null) return { kind: 'app' };
  return { kind: 'widget', widget, origin: row.sourceOrigin, keyName: row.sourceKeyName ?? GONE_KEY_NAME };
}

/** The source columns of one transcription, its key's name looked up only when a widget brought it. */
export async function findTranscriptionSource(db: Database, t: TranscriptionModel): Promise<SourceColumns> {
  const columns = { sourceWidget: t.sourceWidget ?? null, sourceOrigin: t.sourceOrigin ?? null, sourceKeyName: null };
  if (!t.publishableKeyId) return columns;
  const key = await PublishableKeyModel.query(db).findById(t.publishableKeyId).select('name');
  return { ...columns, sourceKeyName: key?.name ?? null };
}
