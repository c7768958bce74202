import type { AppDeps } from '../../deps';
import { freeWorkerSlots, type JobRunContext } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { holdCreditsForDuration } from '../credits/hold-credits-for-duration';
import { payLongFileWithCredits } from '../credits/pay-long-file-with-credits';
import { checkAudioIntact } from '../media/check-audio-intact';
import { probeMedia } from '../media/probe-media';
import { FREE_MAX_SECONDS } from '../users/plans';
import { completeTranscription, type FinishedTranscript } from './complete-transcription';
import { failTranscription } from './fail-transcription';
import { DECODING_PROGRESS, decodingProgress } from './part-progress';
import { createProgressReporter } from './progress-reporter';
import { splitTranscription } from './split-transcription';
import { transcriptionFailure } from './transcription-failure';

const MEDIA_GONE = 'The uploaded file is no longer available. Please upload it again.';

/**
 * The job: probe the media, transcribe it with the configured engine while reporting
 * progress, then store the transcript and charge for it. A file that is not usable fails
 * at once with its reason; anything else is retried by the queue, and fails the
 * transcription only when the last attempt fails too. A file the local engine cuts into
 * parts is handed on as one job per part (split-transcription.ts), joined when the last is done.
 */
export async function processTranscription(deps: AppDeps, id: string, run: JobRunContext): Promise<void> {
  const t = await TranscriptionModel.query(deps.db).findById(id);
  if (!t || t.status === 'completed') return;
  if (!t.mediaKey) return failTranscription(deps, id, MEDIA_GONE, run.fence);
  const progress = createProgressReporter(deps, t, run.fence);
  try {
    await progress.set(1, 'processing');
    const media = await deps.storage.localPath(t.mediaKey);
    try {
      const probe = await probeMedia(media.path);
      await deps.db.transaction(async (trx) => {
        await run.fence(trx);
        await TranscriptionModel.query(trx).patch({ durationSeconds: probe.durationSeconds }).where({ id });
      });
      if (t.paidWith === 'allowance' && probe.durationSeconds > FREE_MAX_SECONDS) {
        const paid = await payLongFileWithCredits(deps, id, probe.durationSeconds, run.fence);
        if (!paid.held) return await failTranscription(deps, id, paid.message, run.fence);
      }
      // A cut-off or damaged file would otherwise "complete" with an empty or partial transcript and be paid for.
      await checkAudioIntact(media.path, probe.durationSeconds, { signal: run.signal });
      const hold = await holdCreditsForDuration(deps, id, probe.durationSeconds, run.fence);
      if (!hold.held) return await failTranscription(deps, id, hold.message, run.fence);
      await progress.set(DECODING_PROGRESS.from);
      const transcribing = performance.now();
      const input = {
        path: media.path,
        durationSeconds: probe.durationSeconds,
        mode: t.transcriptionMode,
        signal: run.signal,
      };
      let transcript: FinishedTranscript;
      if (deps.speech.parts) {
        // One part per free decoder across the workers, this job's own slot included (plan-parts.ts decides).
        const freeSlots = (await freeWorkerSlots(deps.db)) + 1;
        const planned = await deps.speech.parts.plan({ ...input, language: t.requestedLanguage ?? undefined, freeSlots });
        const [whole, ...more] = planned;
        if (whole && more.length > 0) return await splitTranscription(deps, id, planned, run);
        if (!whole) throw new Error('The local engine planned no part of the file');
        const utterances = await deps.speech.parts.decode({
          ...input,
          part: whole,
          onDecoded: (seconds) => progress.update(decodingProgress(seconds, probe.durationSeconds)),
        });
        transcript = deps.speech.parts.stitch([{ range: whole.range, utterances }]);
      } else {
        transcript = await deps.speech.transcribe({
          ...input,
          ...(t.requestedLanguage ? { language: t.requestedLanguage } : {}),
          speakerLabels: t.speakerLabels,
          onProgress: (fraction) => progress.update(decodingProgress(fraction, 1)),
        });
      }
      if (probe.durationSeconds > 0) {
        const seconds = (performance.now() - transcribing) / 1000;
        deps.metrics.transcriptionRealTimeFactor.observe({ engine: deps.speech.id }, seconds / probe.durationSeconds);
      }
      await progress.flush();
      await completeTranscription(deps, id, transcript, probe.durationSeconds, run.fence);
    } finally {
      await media.release();
    }
  } catch (error) {
    return failTranscription(deps, id, transcriptionFailure(error, run, id), run.fence);
  }
}
