import type { Transcription, TranscriptionPage, TranscriptionSummary } from '@verbatim/core-sdk/contracts';
import { transcriptConfidence } from '@verbatim/core-sdk/contracts';

/** A transcription as a list row (no text); override what a test or story cares about. */
export function transcriptionFixture(overrides: Partial<TranscriptionSummary> = {}): TranscriptionSummary {
  return {
    id: 'tr-1',
    fileName: 'team-meeting.mp3',
    fileSize: 5_452_595,
    mimeType: 'audio/mpeg',
    duration: 754.3,
    status: 'completed',
    progress: 100,
    errorMessage: null,
    language: 'en',
    engine: 'pocketsphinx',
    mediaAvailable: true,
    createdAt: '2025-03-04T09:30:00.000Z',
    updatedAt: '2025-03-04T09:32:00.000Z',
    completedAt: '2025-03-04T09:32:00.000Z',
    source: { kind: 'app' },
    ...overrides,
  };
}

export const TRANSCRIPT_TEXT_FIXTURE =
  'Good morning everyone. Thanks for joining the weekly sync. Let us start with the roadmap. The upload work is done. The recorder ships next week.';

/** A transcription with its text and word timings, as GET /api/transcriptions/{id} returns it. */
export function transcriptionDetailFixture(overrides: Partial<Transcription> = {}): Transcription {
  const {
    transcriptText = TRANSCRIPT_TEXT_FIXTURE,
    segments = [],
    words: givenWords,
    speakerNames = {},
    confidence,
    version = 0,
    draftText = null,
    ...rest
  } = overrides;
  const summary = transcriptionFixture(rest);
  const words =
    givenWords ??
    (transcriptText ?? '')
      .split(/\s+/)
      .filter(Boolean)
      .map((word, index) => ({ text: word, start: index * 0.45, end: index * 0.45 + 0.4 }));
  return {
    ...summary,
    transcriptText,
    segments,
    words,
    speakerNames,
    confidence: confidence ?? transcriptConfidence(words),
    version,
    draftText,
  };
}

/** One page of GET /api/transcriptions: the last one unless a `nextCursor` is given. */
export function transcriptionPageFixture(
  items: TranscriptionSummary[] = transcriptionListFixture(),
  { nextCursor = null, total = items.length }: { nextCursor?: string | null; total?: number } = {},
): TranscriptionPage {
  return { items, nextCursor, total };
}

/** One of each status, for tables and lists. */
export function transcriptionListFixture(): TranscriptionSummary[] {
  return [
    transcriptionFixture(),
    transcriptionFixture({
      id: 'tr-2',
      fileName: 'product-demo.mp4',
      fileSize: 157_286_400,
      mimeType: 'video/mp4',
      duration: 4_125,
      status: 'processing',
      progress: 45,
      completedAt: null,
      createdAt: '2025-03-05T14:00:00.000Z',
    }),
    transcriptionFixture({
      id: 'tr-3',
      fileName: 'voice-note.m4a',
      fileSize: 912_384,
      mimeType: 'audio/mp4',
      duration: null,
      status: 'pending',
      progress: 0,
      completedAt: null,
      createdAt: '2025-03-06T08:15:00.000Z',
    }),
    transcriptionFixture({
      id: 'tr-4',
      fileName: 'corrupted-upload.wav',
      fileSize: 2_048,
      mimeType: 'audio/wav',
      duration: null,
      status: 'failed',
      progress: 10,
      errorMessage: 'The file has no audio track.',
      completedAt: null,
      createdAt: '2025-03-06T10:45:00.000Z',
    }),
    transcriptionFixture({
      id: 'tr-5',
      fileName: 'stalled-lecture.webm',
      fileSize: 48_234_496,
      mimeType: 'video/webm',
      duration: 1_830,
      status: 'processing',
      progress: 5,
      completedAt: null,
      createdAt: '2025-03-07T16:20:00.000Z',
    }),
  ];
}
