import type { AppContext } from '../../context';
import { TranscriptionModel } from '../../models/transcription';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export const DEFAULT_FAILURE_MESSAGE = 'Transcription failed. Please try again.';

/** Marks a transcription failed with a message a person understands. A failure costs nothing. */
export async function failTranscription(ctx: AppContext, id: string, message: string): Promise<void> {
  await ctx.db.transaction(async (trx) => {
    const t = await TranscriptionModel.query(trx).patchAndFetchById(id, { status: 'failed', errorMessage: message, updatedAt: ctx.now() });
    if (!t) return;
    await ctx.jobs.scheduleMediaCleanup(trx, t.id);
    await publishTranscriptionUpdate(ctx, t, trx);
  });
}
