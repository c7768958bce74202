import type { ChatTurn } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';
import { claimAnswerBy } from './ai-daily-limit';
import { streamAndKeep } from './stream-and-keep';
import { transcriptForAi } from './transcript-for-ai';

/**
 * An answer to a question about one of the caller's transcripts, as pieces of text. Answers depend on the
 * conversation, so none is kept; a model's counts against the day's answers, the local writer's is only
 * rate-limited.
 */
export async function* chatAboutTranscription(
  deps: AppDeps,
  user: UserModel,
  id: string,
  input: { message: string; history?: ChatTurn[] | undefined },
  signal: AbortSignal,
): AsyncGenerator<string> {
  const transcript = transcriptForAi(await findOwnTranscription(deps.db, user.id, id));
  const claim = await claimAnswerBy(deps, user, deps.ai.writer.id, 'chat');
  yield* streamAndKeep(
    deps.ai.writer.chat(transcript, { message: input.message, history: input.history ?? [] }, signal),
    claim,
    async () => undefined,
  );
}
