import type { AiParagraph, TranscriptForAi } from '../ai-writer';

/** 83 → "1:23", 3723 → "1:02:03": as the viewer shows times, so a summary's timestamps match what the person sees. */
export function formatTimestamp(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/** "[1:23] Speaker A: text", leaving out the time or the speaker where the transcript has none. */
export function paragraphLine(paragraph: AiParagraph): string {
  const time = paragraph.start === null ? '' : `[${formatTimestamp(paragraph.start)}] `;
  const speaker = paragraph.speaker ? `${paragraph.speaker}: ` : '';
  return `${time}${speaker}${paragraph.text.replace(/\s+/g, ' ').trim()}`;
}

/** The transcript as the model reads it: one line per paragraph; its text as one line when it has no paragraphs. */
export function transcriptLines(transcript: TranscriptForAi): string[] {
  const lines = transcript.paragraphs.filter((p) => p.text.trim() !== '').map(paragraphLine);
  return lines.length > 0 ? lines : [transcript.text.replace(/\s+/g, ' ').trim()];
}
