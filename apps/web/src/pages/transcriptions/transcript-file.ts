import type { Transcription } from '@verbatim/core-sdk/contracts';
import { formatDate, formatDuration, splitIntoParagraphs } from '@verbatim/ui';

/** "team-meeting.mp3" → "team-meeting.txt"; a name without an extension just gains one. */
export function transcriptFileName(fileName: string): string {
  const base = fileName.replace(/\.[^./\\]{1,8}$/, '').trim() || 'transcript';
  return `${base}.txt`;
}

/**
 * The transcript as a plain-text file, made in the browser until the server exports files itself: a short header
 * (file, date, duration) and the text in the viewer's paragraphs. Null when there is no text to save.
 */
export function transcriptTextFile(
  transcription: Pick<Transcription, 'fileName' | 'createdAt' | 'duration' | 'transcriptText'>,
): Blob | null {
  const text = transcription.transcriptText?.trim();
  if (!text) return null;
  const header = [
    transcription.fileName,
    `Transcribed ${formatDate(transcription.createdAt)}`,
    transcription.duration == null ? null : `Duration ${formatDuration(transcription.duration)}`,
  ].filter(Boolean);
  const body = splitIntoParagraphs(text).join('\n\n');
  // CRLF line ends and a BOM: Notepad and older editors on Windows show the file as it is meant.
  const content = `${header.join('\n')}\n\n${body}\n`.replace(/\n/g, '\r\n');
  return new Blob([`\uFEFF${content}`], { type: 'text/plain;charset=utf-8' });
}
