import type { SummaryType } from '@verbatim/core-sdk/contracts';

/** The most characters of a social post, hashtags included (the limit of X, the strictest of the usual networks). */
export const SOCIAL_POST_MAX_CHARS = 280;

const READING =
  'The transcript comes as lines "[m:ss] Speaker: text": the time is when the line starts in the recording, and the speaker is left out where the recording had no speaker labels. ' +
  'Use only what the transcript says: never invent names, numbers, facts or timestamps. ' +
  'Write in the language the transcript is in. Answer with the text asked for only, with no preamble such as "Here is".';

/** From notes instead of the transcript: a long transcript is read in parts first (see llm-summarize.ts). */
const READING_NOTES =
  'The transcript was too long to read at once, so you are given notes of its consecutive parts, in order; their timestamps are those of the transcript. ' +
  'Use only what the notes say: never invent names, numbers, facts or timestamps. ' +
  'Write in the language the notes are in. Answer with the text asked for only, with no preamble such as "Here is".';

const TASKS: Record<SummaryType, string> = {
  short:
    'Write a short summary of the recording: two to four sentences, at most about 80 words, saying what it is about and its main outcome or message. Plain text: no headings, no lists.',
  detailed:
    'Write a detailed summary of the recording in Markdown: a one-sentence overview, then the main points in the order they come up, as bullet points that each start with the timestamp where the point is made (for example "- [12:34] ..."), ' +
    'then, if the recording has any, a "Decisions and action items" section. Use the timestamps of the transcript as they are written.',
  blog:
    'Turn the recording into a blog post in Markdown: a title ("# ..."), a short introduction, sections with "## " headings that follow the discussion, and a short conclusion. ' +
    "Write flowing prose for a reader who did not hear the recording; keep the speakers' points, and any quotes, faithful to what was said.",
  social: `Write one social media post about the recording: at most ${SOCIAL_POST_MAX_CHARS} characters in total, two or three relevant hashtags included at its end. No quotation marks around it, no emojis unless the recording is playful.`,
  custom:
    "Do what the person's instructions below ask, about the recording. If they ask for something the transcript does not contain, say so plainly.",
};

function instructions(type: SummaryType, customPrompt: string | null): string {
  return type === 'custom' && customPrompt ? `\n\nThe person's instructions:\n${customPrompt}` : '';
}

/** The system message of the call that writes the summary the person reads. */
export function summarySystemPrompt(type: SummaryType, customPrompt: string | null, fromNotes: boolean): string {
  return `You write summaries of transcribed recordings. ${fromNotes ? READING_NOTES : READING}\n\n${TASKS[type]}${instructions(type, customPrompt)}`;
}

/**
 * The system message of a call that condenses one part of a long transcript (or a run of earlier notes) into notes,
 * for the final call to summarize. The notes keep timestamps, so a detailed summary can still point into the recording,
 * and, for custom instructions, what those instructions need.
 */
export function notesSystemPrompt(type: SummaryType, customPrompt: string | null, maxWords: number, fromNotes: boolean): string {
  const need =
    type === 'custom' && customPrompt
      ? `The final text will follow the person's instructions below, so keep everything they need.${instructions(type, customPrompt)}`
      : 'Keep the main points, decisions, action items, names and numbers.';
  return (
    'You take notes on one part of a long transcribed recording; a later step writes a summary from the notes of all parts. ' +
    `${fromNotes ? READING_NOTES : READING}\n\n` +
    `Write concise notes on this part, as bullet points, each starting with the timestamp of the line it comes from (for example "- [12:34] ..."), at most ${maxWords} words in all. ` +
    need
  );
}
