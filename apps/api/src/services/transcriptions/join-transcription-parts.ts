import type { AppDeps } from '../../deps';
import type { JobRunContext } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { stitchParts } from '../speech/local/stitch-parts';
import { completeTranscription } from './complete-transcription';
import { dropSplit, findSplit } from './transcription-parts';

/**
 * The job queued by the last part to finish: stitches the parts' words with the same code as the in-process path
 * (so the transcript is the same whichever workers decoded it), stores and charges the transcript under its claim,
 * then removes the parts.
 */
export async function joinTranscriptionParts(deps: AppDeps, job: { transcriptionId: string; splitId: string }, run: JobRunContext) {
  const t = await TranscriptionModel.query(deps.db).findById(job.transcriptionId);
  if (t?.status !== 'processing') return;
  const parts = await findSplit(deps.db, job.splitId);
  // Planned afresh since, or not all decoded (a part's words were written by a claim that then lost its job).
  if (parts.length === 0 || parts.some((part) => part.utterances === null)) return;
  const transcript = stitchParts(parts.map((part) => ({ range: part.range, utterances: part.utterances ?? [] })));
  const duration = t.durationSeconds ?? parts.at(-1)?.range.end ?? 0;
  const first = parts[0];
  if (duration > 0 && first) {
    // From the planning to the join: the whole decoding, on however many workers.
    const seconds = (Date.now() - new Date(first.createdAt).getTime()) / 1000;
    deps.metrics.transcriptionRealTimeFactor.observe({ engine: 'local' }, seconds / duration);
  }
  await completeTranscription(deps, t.id, transcript, duration, run.fence);
  await dropSplit(deps.db, job.splitId);
  run.log.info({ transcriptionId: t.id, parts: parts.length }, 'joined the parts of a transcription');
}
