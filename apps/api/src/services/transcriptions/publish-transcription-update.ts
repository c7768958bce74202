import type { AppContext } from '../../context';
import type { Database } from '../../db/create-database';
import type { TranscriptionModel } from '../../models/transcription';

/** Tells the owner's open sockets, on every API process, where a transcription stands. */
export function publishTranscriptionUpdate(ctx: AppContext, t: TranscriptionModel, via?: Database): Promise<void> {
  return ctx.events.publish(
    { type: 'transcription_update', userId: t.userId, id: t.id, status: t.status, progress: t.progress, errorMessage: t.errorMessage },
    via,
  );
}
