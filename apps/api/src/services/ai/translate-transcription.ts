import type { AppDeps } from '../../deps';
import { AppError } from '../../errors/app-error';
import type { UserModel } from '../../models/user';
import type { TranscriptSegment } from '../speech/speech-engine';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';
import { claimAnswerBy } from './ai-daily-limit';
import { findKeptResult, keepResult, translationKey } from './kept-results';
import { sourceLanguage } from './language-code';
import { translatorFor } from './list-translation-languages';
import { PieceQueue } from './piece-queue';
import { streamAndKeep } from './stream-and-keep';
import { transcriptForAi } from './transcript-for-ai';
import { translationUnits } from './translation-units';

/**
 * One of the caller's transcripts translated into `targetLanguage`, as pieces of text: each segment's translation on
 * its own line, passed on as soon as it and those before it are done. The translation is kept with each segment's
 * timing (for SRT and VTT downloads) until the text is edited; a language no translator here has is 400.
 */
export async function* translateTranscription(
  deps: AppDeps,
  user: UserModel,
  id: string,
  input: { targetLanguage: string; languageName: string },
  signal: AbortSignal,
): AsyncGenerator<string> {
  const transcript = transcriptForAi(await findOwnTranscription(deps.db, user.id, id));
  const source = sourceLanguage(transcript.language);
  const translator = await translatorFor(deps.ai, source, input.targetLanguage);
  if (!translator) {
    throw new AppError(
      400,
      'LANGUAGE_NOT_SUPPORTED',
      `Translation into ${input.languageName} is not available here. Choose one of the languages listed for this transcript.`,
    );
  }
  const target = input.targetLanguage.toLowerCase();
  const key = translationKey(translator.id, target);
  const kept = await findKeptResult(deps.db, transcript.id, 'translation', key);
  if (kept) {
    yield kept.content;
    return;
  }
  const claim = await claimAnswerBy(deps, user, translator.id, 'translation');
  const units = translationUnits(transcript);
  const translated: (string | undefined)[] = new Array(units.length);
  const lines = new PieceQueue<string>();
  let next = 0;
  // Segments may finish out of order; each is passed on once every one before it is.
  const onTranslated = (index: number, text: string) => {
    translated[index] = text;
    while (next < units.length && translated[next] !== undefined) {
      lines.push(`${translated[next]}\n`);
      next += 1;
    }
  };
  translator
    .translate(
      units.map((unit) => unit.text),
      source,
      target,
      signal,
      onTranslated,
    )
    .then(
      (all) => {
        all.forEach((text, index) => {
          if (translated[index] === undefined) onTranslated(index, text);
        });
        lines.end();
      },
      (error: unknown) => lines.fail(error),
    );
  yield* streamAndKeep(lines, claim, async () => {
    const segments: TranscriptSegment[] = units.map((unit, index) => ({ ...unit, text: translated[index] ?? '' }));
    await keepResult(deps.db, {
      transcriptionId: transcript.id,
      kind: 'translation',
      key,
      content: segments.map((segment) => segment.text).join('\n'),
      segments,
    });
  });
}
