import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { JobRunContext } from '../../jobs';
import type { PlannedPart } from '../speech/speech-engine';
import { storeSplit } from './transcription-parts';

/**
 * Hands a file's parts to the queue: one job per part, which any worker may take, in the lane and at the turn of the
 * job that planned them (they are that job's work, not a later file's). Written under that job's claim, so a planning
 * that lost its job queues nothing; the transcription stays "processing" until the last part's join completes it.
 */
export async function splitTranscription(deps: AppDeps, transcriptionId: string, parts: readonly PlannedPart[], run: JobRunContext) {
  const splitId = randomUUID();
  await deps.db.transaction(async (trx) => {
    await run.fence(trx);
    await storeSplit(trx, transcriptionId, splitId, parts);
    await deps.jobs.enqueueTranscriptionParts(trx, { transcriptionId, splitId, count: parts.length, inTurnOf: run.job });
  });
  run.log.info({ transcriptionId, splitId, parts: parts.length }, 'transcription split into parts');
}
