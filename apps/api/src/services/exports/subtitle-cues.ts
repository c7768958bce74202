import type { ExportDocument } from './export-document';
import { isEnglish } from './subtitle-boundaries';
import { splitIntoLines } from './subtitle-lines';
import { groupIntoCues, splitAtHardBreaks } from './subtitle-segmentation';
import { displayTimes } from './subtitle-timing';
import { cueWordRuns } from './subtitle-words';

/** One subtitle as SRT and WebVTT show it: times in seconds (to the millisecond), one or two lines, who speaks. */
export interface SubtitleCue {
  start: number;
  end: number;
  lines: string[];
  speaker: string | null;
}

/**
 * The document as subtitles, built from its word timings by the rules in SUBTITLE_RULES: at most two lines of 42
 * characters, up between 1 and 7 seconds, new cues at sentence ends, pauses and speaker changes rather than
 * mid-phrase, never overlapping. Without word timings the segments' (or, failing those, the duration's) time is
 * shared out by characters. Empty when there is no text or nothing to time it by.
 */
export function buildSubtitleCues(doc: ExportDocument): SubtitleCue[] {
  const english = isEnglish(doc.language);
  const groups = cueWordRuns(doc)
    .flatMap(splitAtHardBreaks)
    .flatMap((run) => groupIntoCues(run, english))
    .filter((words) => words.length > 0);
  const spoken = groups
    .map((words) => {
      const lines = splitIntoLines(
        words.map((word) => word.text),
        english,
      );
      return {
        start: words[0]?.start ?? 0,
        end: Math.max(...words.map((word) => word.end)),
        chars: lines.join(' ').length,
        lines,
        speaker: words[0]?.speaker ?? null,
      };
    })
    // Segments may come out of order; the timing below needs each cue's successor.
    .sort((a, b) => a.start - b.start);
  const times = displayTimes(spoken, doc.durationSeconds);
  return spoken.map((cue, index) => ({
    start: times[index]?.start ?? cue.start,
    end: times[index]?.end ?? cue.end,
    lines: cue.lines,
    speaker: cue.speaker,
  }));
}
