import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { TranscriptionModel, type TranscriptSegment, type TranscriptWord } from '../../models/transcription';
import { chargeCompletedTranscription } from '../credits/settle-credit-hold';
import { recordTranscriptionEvent } from '../webhooks/record-transcription-event';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export interface FinishedTranscript {
  text: string;
  language: string;
  engine: string;
  segments: TranscriptSegment[];
  words: TranscriptWord[];
}

/**
 * Stores the transcript and charges for it in one transaction (chargeCompletedTranscription: once,
 * never below zero, releasing the credits held since admission).
 * `fence` is the job's claim: a worker that lost its job writes, charges and publishes nothing.
 */
export async function completeTranscription(
  deps: AppDeps,
  id: string,
  transcript: FinishedTranscript,
  durationSeconds: number,
  fence: JobFence,
) {
  await deps.db.transaction(async (trx) => {
    await fence(trx);
    const t = await TranscriptionModel.query(trx).patchAndFetchById(id, {
      status: 'completed',
      progress: 100,
      errorMessage: null,
      transcriptText: transcript.text,
      language: transcript.language,
      engine: transcript.engine,
      segments: transcript.segments,
      words: transcript.words,
      durationSeconds,
      // The first draft has done its job: the transcript replaces it.
      draftText: null,
      completedAt: deps.now(),
      updatedAt: deps.now(),
    });
    if (!t) return; // deleted while it was being transcribed
    await chargeCompletedTranscription(trx, t, durationSeconds);
    await deps.jobs.scheduleMediaCleanup(trx, t.id);
    // The owner's e-mail, if their settings ask for one; sent only if this transaction commits.
    await deps.jobs.notifyTranscriptionFinished(trx, t.id, 'completed');
    // The owner's webhooks, from the outbox this transaction writes: sent only if it commits.
    await recordTranscriptionEvent(deps, trx, 'transcription.completed', t);
    await publishTranscriptionUpdate(deps, t, trx);
  });
}
