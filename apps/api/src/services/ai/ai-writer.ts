import type { ChatTurn, SummaryType, TranscriptSegment } from '@verbatim/core-sdk/contracts';

/**
 * A transcript as the AI features read it: its paragraphs (as the viewer shows them, speakers named) with their
 * start times, and its segments with their timings (the units translation works on, so subtitles keep their times).
 */
export interface TranscriptForAi {
  id: string;
  fileName: string;
  /** BCP 47 code of the transcript's language ("en"), when known. */
  language: string | null;
  /** The whole text. */
  text: string;
  paragraphs: AiParagraph[];
  segments: TranscriptSegment[];
}

export interface AiParagraph {
  /** Seconds from the start of the media; null without word timings. */
  start: number | null;
  end: number | null;
  /** The speaker's display name ("Speaker A" or the owner's name) where the engine labelled speakers. */
  speaker: string | null;
  text: string;
}

export interface SummaryRequest {
  type: SummaryType;
  /** The person's instructions: required for `custom`, ignored by types that have none. */
  customPrompt: string | null;
}

export interface ChatRequest {
  message: string;
  /** Earlier turns, oldest first. */
  history: ChatTurn[];
}

/**
 * Writes summaries and chat answers. Both stream: each yielded string is the next piece of the text, so the server
 * can pass it to the browser as it is written. A failure of the model throws `AiUnavailableError`; an abort of the
 * signal (the person closed the page) stops the work.
 */
export interface AiWriter {
  readonly id: 'local' | 'llm';
  /** The model's name for `llm`, null for local. */
  readonly model: string | null;
  summarize(transcript: TranscriptForAi, request: SummaryRequest, signal: AbortSignal): AsyncIterable<string>;
  chat(transcript: TranscriptForAi, request: ChatRequest, signal: AbortSignal): AsyncIterable<string>;
}

/** The model could not be reached or failed: 503 SERVICE_UNAVAILABLE, and nothing is kept. */
export class AiUnavailableError extends Error {
  override readonly name = 'AiUnavailableError';
}
