import type { ExportDocument } from './export-document';
import { formatSrtTimestamp } from './format-timestamp';
import { buildSubtitleCues } from './subtitle-cues';

/**
 * The document as a SubRip (.srt) file: numbered cues with "HH:MM:SS,mmm --> HH:MM:SS,mmm" times, a blank line
 * between cues. SRT has no notion of speakers, so the speaker's name leads the first line ("Speaker A: ...") when
 * it changes, as subtitlers label a new voice. An empty string when there are no cues.
 */
export function renderSrt(doc: ExportDocument): string {
  let previousSpeaker: string | null = null;
  return buildSubtitleCues(doc)
    .map((cue, index) => {
      const lines = [...cue.lines];
      if (cue.speaker !== null && cue.speaker !== previousSpeaker) lines[0] = `${cue.speaker}: ${lines[0] ?? ''}`;
      previousSpeaker = cue.speaker;
      return `${index + 1}\n${formatSrtTimestamp(cue.start)} --> ${formatSrtTimestamp(cue.end)}\n${lines.join('\n')}\n`;
    })
    .join('\n');
}
