import type { SummaryType } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';
import { claimAnswerBy } from './ai-daily-limit';
import { findKeptResult, keepResult, summaryKey } from './kept-results';
import { streamAndKeep } from './stream-and-keep';
import { transcriptForAi } from './transcript-for-ai';
import { writerKey } from './writer-key';

export interface SummarizeInput {
  summaryType: SummaryType;
  customPrompt?: string | null | undefined;
}

/**
 * A summary of one of the caller's transcripts, as pieces of text: the kept one when this writer already made it for
 * this type and these instructions, else a new one, kept once complete (a model's counted against the day's answers, the local writer's only
 * rate-limited).
 */
export async function* summarizeTranscription(
  deps: AppDeps,
  user: UserModel,
  id: string,
  input: SummarizeInput,
  signal: AbortSignal,
): AsyncGenerator<string> {
  const transcript = transcriptForAi(await findOwnTranscription(deps.db, user.id, id));
  const writer = deps.ai.writer;
  const customPrompt = input.summaryType === 'custom' ? (input.customPrompt?.trim() ?? null) : null;
  const key = summaryKey(writerKey(writer), input.summaryType, customPrompt);
  const kept = await findKeptResult(deps.db, transcript.id, 'summary', key);
  if (kept) {
    yield kept.content;
    return;
  }
  const claim = await claimAnswerBy(deps, user, writer.id, 'summary');
  yield* streamAndKeep(writer.summarize(transcript, { type: input.summaryType, customPrompt }, signal), claim, (content) =>
    keepResult(deps.db, { transcriptionId: transcript.id, kind: 'summary', key, content }),
  );
}
