import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import type { TranscriptionModel } from '../../models/transcription';

/** Tells the owner's open sockets, on every API process, where a transcription stands. */
export function publishTranscriptionUpdate(deps: AppDeps, t: TranscriptionModel, via?: Database): Promise<void> {
  return deps.events.publish(
    { type: 'transcription_update', userId: t.userId, id: t.id, status: t.status, progress: t.progress, errorMessage: t.errorMessage },
    via,
  );
}
