import type { JobRunContext } from '../../jobs';
import { MediaError } from '../media/media-error';
import { MissingToolError } from '../media/run-tool';
import { ENGINE_UNAVAILABLE_MESSAGE, SpeechEngineError } from '../speech/speech-engine-error';
import { DEFAULT_FAILURE_MESSAGE } from './fail-transcription';

/**
 * What a transcription job does with an error: fail the transcription at once with a message a person understands
 * (a file that is not usable, an engine that refuses, a missing program), or rethrow so the queue retries the job,
 * until its last attempt, which fails the transcription too. Shared by the job that transcribes a file and the jobs
 * that decode its parts, so both treat the same error alike.
 */
export function transcriptionFailure(error: unknown, run: JobRunContext, transcriptionId: string): string {
  if (error instanceof MediaError) return error.userMessage;
  if (error instanceof SpeechEngineError && !error.retryable) {
    run.log.error({ err: error, transcriptionId }, 'the speech engine refused this transcription');
    return error.userMessage;
  }
  if (error instanceof MissingToolError) {
    // An operator problem: say so in the log with the package to install; the person gets a plain message.
    run.log.error({ err: error }, error.message);
    return ENGINE_UNAVAILABLE_MESSAGE;
  }
  if (run.signal.aborted) throw error; // cancelled, stopping or lease lost: not this file's fault
  if (run.attempt >= run.job.maxAttempts) {
    run.log.error({ err: error, transcriptionId }, 'transcription failed on its last attempt');
    return DEFAULT_FAILURE_MESSAGE;
  }
  throw error;
}
