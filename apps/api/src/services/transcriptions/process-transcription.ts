import type { AppDeps } from '../../deps';
import type { JobRunContext } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { holdCreditsForDuration } from '../credits/hold-credits-for-duration';
import { payLongFileWithCredits } from '../credits/pay-long-file-with-credits';
import { checkAudioIntact } from '../media/check-audio-intact';
import { MediaError } from '../media/media-error';
import { probeMedia } from '../media/probe-media';
import { MissingToolError } from '../media/run-tool';
import { ENGINE_UNAVAILABLE_MESSAGE, SpeechEngineError } from '../speech/speech-engine-error';
import { FREE_MAX_SECONDS } from '../users/plans';
import { completeTranscription } from './complete-transcription';
import { DEFAULT_FAILURE_MESSAGE, failTranscription } from './fail-transcription';
import { createProgressReporter } from './progress-reporter';

const MEDIA_GONE = 'The uploaded file is no longer available. Please upload it again.';

/**
 * The job: probe the media, transcribe it with the configured engine while reporting
 * progress, then store the transcript and charge for it. A file that is not usable fails
 * at once with its reason; anything else is retried by the queue, and fails the
 * transcription only when the last attempt fails too.
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
      await progress.set(5);
      const transcribing = performance.now();
      const transcript = await deps.speech.transcribe({
        path: media.path,
        durationSeconds: probe.durationSeconds,
        ...(t.requestedLanguage ? { language: t.requestedLanguage } : {}),
        mode: t.transcriptionMode,
        speakerLabels: t.speakerLabels,
        signal: run.signal,
        onProgress: (fraction) => progress.update(5 + Math.floor(fraction * 90)),
      });
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
    if (error instanceof MediaError) return failTranscription(deps, id, error.userMessage, run.fence);
    if (error instanceof SpeechEngineError && !error.retryable) {
      run.log.error({ err: error, transcriptionId: id }, 'the speech engine refused this transcription');
      return failTranscription(deps, id, error.userMessage, run.fence);
    }
    if (error instanceof MissingToolError) {
      // An operator problem: say so in the log with the package to install; the person gets a plain message.
      run.log.error({ err: error }, error.message);
      return failTranscription(deps, id, ENGINE_UNAVAILABLE_MESSAGE, run.fence);
    }
    if (run.signal.aborted) throw error; // cancelled, stopping or lease lost: not this file's fault
    if (run.attempt >= run.job.maxAttempts) {
      run.log.error({ err: error, transcriptionId: id }, 'transcription failed on its last attempt');
      await failTranscription(deps, id, DEFAULT_FAILURE_MESSAGE, run.fence);
      return;
    }
    throw error;
  }
}
