import { transcriptConfidence } from '@verbatim/core-sdk/contracts';
import { isoTime } from '../../lib/iso-time';
import type { TranscriptionModel } from '../../models/transcription';
import type { ListRow } from './list-transcriptions';
import { presentTranscriptionSource, type SourceColumns } from './transcription-source';

/**
 * A transcription as the list shows it: no transcript text or word timings, which can be large. Its source (the app,
 * or a widget with its origin and key name) comes from the row's source columns.
 */
export function presentTranscriptionSummary(
  t: Omit<ListRow, keyof SourceColumns | 'createdAt' | 'updatedAt' | 'completedAt'> & {
    createdAt: Date | string;
    updatedAt: Date | string;
    completedAt: Date | string | null;
  },
  source: SourceColumns,
) {
  return {
    id: t.id,
    fileName: t.fileName,
    fileSize: Number(t.fileSize),
    mimeType: t.mimeType,
    duration: t.durationSeconds,
    status: t.status,
    progress: t.progress,
    errorMessage: t.errorMessage,
    language: t.language,
    engine: t.engine,
    mediaAvailable: t.mediaKey !== null,
    createdAt: isoTime(t.createdAt) as string,
    updatedAt: isoTime(t.updatedAt) as string,
    completedAt: isoTime(t.completedAt),
    source: presentTranscriptionSource(source),
  };
}

/**
 * A transcription with its text, segments and word timings, for the viewer and exports; with the names its owner
 * gave the speakers, the engine's confidence (worked out from the words each time, so an edit changes it at once)
 * and how many edits can be undone. A recording's first draft (what the live captions heard) shows only until the
 * transcript itself is there.
 */
export function presentTranscription(t: TranscriptionModel, source: SourceColumns) {
  const words = t.words ?? [];
  return {
    ...presentTranscriptionSummary(t, source),
    transcriptText: t.transcriptText,
    segments: t.segments ?? [],
    words,
    speakerNames: t.speakerNames ?? {},
    confidence: transcriptConfidence(words),
    version: t.version ?? 0,
    draftText: t.status === 'completed' ? null : (t.draftText ?? null),
  };
}
