import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { TranscriptionModel } from '../../models/transcription';
import { admitTranscription } from '../access/admit-transcription';
import { publishTranscriptionUpdate } from './publish-transcription-update';

/**
 * Starts a transcription over, inside the caller's transaction on its locked row: a failed one is admitted again, as a
 * new upload would be (it counts against the free allowance and holds credits again; its length is known by now), a
 * stalled one keeps its hold. Any job still on it is cancelled (a hung worker's fence then refuses its writes), a fresh
 * one is queued, and the change is published.
 */
export async function requeueTranscription(deps: AppDeps, trx: Database, current: TranscriptionModel): Promise<TranscriptionModel> {
  const { paidWith, reservedCredits } =
    current.status === 'failed'
      ? await admitTranscription(deps, trx, current.userId, { action: 'process', durationSeconds: current.durationSeconds })
      : current;
  await deps.jobs.cancelFor(current.id, trx);
  const updated = await TranscriptionModel.query(trx).patchAndFetchById(current.id, {
    status: 'pending',
    progress: 0,
    errorMessage: null,
    paidWith,
    reservedCredits,
    updatedAt: deps.now(),
  });
  await deps.jobs.enqueueTranscription(trx, current.id);
  await publishTranscriptionUpdate(deps, updated, trx);
  return updated;
}
