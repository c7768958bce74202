import type { TranscriptSegment } from '../speech/speech-engine';
import type { TranscriptForAi } from './ai-writer';

/**
 * What a transcript is translated in: its segments, each with its timing, so the translation can be laid on the
 * original timings as subtitles; a transcript without segments is translated by paragraph, timed where known.
 */
export function translationUnits(transcript: TranscriptForAi): TranscriptSegment[] {
  const segments = transcript.segments.filter((segment) => segment.text.trim() !== '');
  if (segments.length > 0) return segments.map((segment) => ({ ...segment, text: segment.text.replace(/\s+/g, ' ').trim() }));
  return transcript.paragraphs.map((paragraph) => ({ start: paragraph.start ?? 0, end: paragraph.end ?? 0, text: paragraph.text }));
}
