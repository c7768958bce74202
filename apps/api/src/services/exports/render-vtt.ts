import type { ExportDocument } from './export-document';
import { formatVttTimestamp } from './format-timestamp';
import { buildSubtitleCues } from './subtitle-cues';

/** WebVTT cue text is markup: a bare "<" would open a tag and "-->" would end the cue's timing line. */
const escapeCueText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The document as a WebVTT (.vtt) file: the WEBVTT header, then cues with "HH:MM:SS.mmm --> HH:MM:SS.mmm" times.
 * Speakers are voice spans (`<v Speaker A>`), which players can style or list without the name being in the text.
 */
export function renderVtt(doc: ExportDocument): string {
  const cues = buildSubtitleCues(doc).map((cue) => {
    const text = cue.lines.map(escapeCueText).join('\n');
    // A voice span that runs to the end of the cue needs no closing tag.
    const voiced = cue.speaker === null ? text : `<v ${escapeCueText(cue.speaker)}>${text}`;
    return `${formatVttTimestamp(cue.start)} --> ${formatVttTimestamp(cue.end)}\n${voiced}\n`;
  });
  return ['WEBVTT\n', ...cues].join('\n');
}
