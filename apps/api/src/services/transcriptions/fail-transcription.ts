import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { refundCharge } from '../credits/refund-charge';
import { releaseCreditHold } from '../credits/settle-credit-hold';
import { recordTranscriptionEvent } from '../webhooks/record-transcription-event';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export const DEFAULT_FAILURE_MESSAGE = 'Transcription failed. Please try again.';

/**
 * Marks a transcription failed with a message a person understands. A failure costs nothing: the credits held for it
 * are released, and a charge it already had is refunded. `fence` is the job's claim: a worker that lost its job writes and publishes nothing.
 */
export async function failTranscription(deps: AppDeps, id: string, message: string, fence: JobFence): Promise<void> {
  await deps.db.transaction(async (trx) => {
    await fence(trx);
    const t = await TranscriptionModel.query(trx).patchAndFetchById(id, { status: 'failed', errorMessage: message, updatedAt: deps.now() });
    if (!t) return;
    await releaseCreditHold(trx, t.id);
    await refundCharge(trx, t.id, t.fileName);
    await deps.jobs.scheduleMediaCleanup(trx, t.id);
    // The owner's e-mail, if their settings ask for one; sent only if this transaction commits.
    await deps.jobs.notifyTranscriptionFinished(trx, t.id, 'failed');
    // The owner's webhooks, from the outbox this transaction writes: sent only if it commits.
    await recordTranscriptionEvent(deps, trx, 'transcription.failed', t);
    await publishTranscriptionUpdate(deps, t, trx);
  });
}
