import type { SummaryType } from '@verbatim/core-sdk/contracts';
import type { SummaryRequest, TranscriptForAi } from '../ai-writer';
import { capCharacters } from './cap-characters';
import type { LlmClient } from './llm-client';
import { splitToFit } from './split-to-fit';
import { notesSystemPrompt, SOCIAL_POST_MAX_CHARS, summarySystemPrompt } from './summary-prompts';
import { answerReserve, estimateTokens, MESSAGE_OVERHEAD_TOKENS, promptBudget } from './token-budget';
import { transcriptLines } from './transcript-lines';

/** Notes that still do not fit after this many rounds of condensing are cut: a model that ignores its word limit. */
const MAX_CONDENSE_ROUNDS = 3;

/**
 * A summary, streamed. A transcript that fits the model's context is summarized in one call; a longer one is read in
 * parts (map), each condensed to timestamped notes, and the notes are summarized in a final streamed call (reduce).
 * Notes too long together for that call are condensed again, a run of them at a time.
 */
export async function* summarizeWithLlm(
  llm: LlmClient,
  transcript: TranscriptForAi,
  request: SummaryRequest,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const customPrompt = request.type === 'custom' ? request.customPrompt?.trim() || null : null;
  // The API requires instructions for `custom`; without them, the most useful summary is the detailed one.
  const type: SummaryType = request.type === 'custom' && !customPrompt ? 'detailed' : request.type;
  const budget = promptBudget(llm.contextTokens);
  const lines = transcriptLines(transcript);

  const direct = summarySystemPrompt(type, customPrompt, false);
  const room = budget - estimateTokens(direct) - 2 * MESSAGE_OVERHEAD_TOKENS;
  let messages: { system: string; user: string };
  if (estimateTokens(lines.join('\n')) <= room) {
    messages = { system: direct, user: lines.join('\n') };
  } else {
    const fromNotes = summarySystemPrompt(type, customPrompt, true);
    const notesRoom = budget - estimateTokens(fromNotes) - 2 * MESSAGE_OVERHEAD_TOKENS;
    const notes = await notesThatFit(llm, lines, { type, customPrompt, budget, room: notesRoom }, signal);
    messages = { system: fromNotes, user: notes };
  }

  const answer = llm.stream(
    [
      { role: 'system', content: messages.system },
      { role: 'user', content: messages.user },
    ],
    signal,
  );
  yield* type === 'social' ? capCharacters(answer, SOCIAL_POST_MAX_CHARS) : answer;
}

interface NotesPlan {
  type: SummaryType;
  customPrompt: string | null;
  /** Tokens one prompt may take. */
  budget: number;
  /** Tokens the notes of every part may take together, in the final call. */
  room: number;
}

/** Notes of every part of the transcript, labelled in order, that fit `plan.room` together. */
async function notesThatFit(llm: LlmClient, lines: string[], plan: NotesPlan, signal: AbortSignal): Promise<string> {
  let notes = await condense(llm, lines, plan, false, signal);
  for (let round = 0; round < MAX_CONDENSE_ROUNDS && estimateTokens(labelled(notes)) > plan.room; round++) {
    const shorter = await condense(llm, notes, plan, true, signal);
    if (estimateTokens(labelled(shorter)) >= estimateTokens(labelled(notes))) break;
    notes = shorter;
  }
  const text = labelled(notes);
  return text.length > plan.room * 4 ? text.slice(0, plan.room * 4) : text;
}

function labelled(notes: string[]): string {
  return notes.map((note, i) => `Notes of part ${i + 1} of ${notes.length}:\n${note.trim()}`).join('\n\n');
}

/** Splits `texts` into parts that fit one call each, and asks for the notes of each part, one call after another. */
async function condense(llm: LlmClient, texts: string[], plan: NotesPlan, fromNotes: boolean, signal: AbortSignal): Promise<string[]> {
  // The words each part's notes may have: the parts' notes must fit the final call together, and each must fit
  // the room left for an answer (a word is about 4/3 tokens).
  const sizing = notesSystemPrompt(plan.type, plan.customPrompt, 400, fromNotes);
  const partBudget = plan.budget - estimateTokens(sizing) - 2 * MESSAGE_OVERHEAD_TOKENS - 16;
  const parts = splitToFit(texts, partBudget);
  const maxWords = Math.max(
    60,
    Math.min(400, Math.floor((plan.room * 0.75) / parts.length), Math.floor(answerReserve(llm.contextTokens) * 0.6)),
  );
  const system = notesSystemPrompt(plan.type, plan.customPrompt, maxWords, fromNotes);
  const notes: string[] = [];
  for (const [index, part] of parts.entries()) {
    const heading = fromNotes
      ? `Notes of a run of parts (${index + 1} of ${parts.length}):`
      : `Part ${index + 1} of ${parts.length} of the transcript:`;
    notes.push(
      await llm.complete(
        [
          { role: 'system', content: system },
          { role: 'user', content: `${heading}\n${part.join('\n')}` },
        ],
        signal,
      ),
    );
  }
  return notes;
}
