import type { AppDeps } from '../../deps';
import type { JobRunContext } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { ENGINE_UNAVAILABLE_MESSAGE } from '../speech/speech-engine-error';
import { failTranscription } from './fail-transcription';
import { createPartProgress } from './part-progress';
import { transcriptionFailure } from './transcription-failure';
import { findPart, storePartWords } from './transcription-parts';

export interface PartJob {
  transcriptionId: string;
  splitId: string;
  index: number;
}

/**
 * The job of one part: decodes its range of the file on this worker and stores its words. The part that leaves none
 * to decode queues the join. Its writes are fenced by its claim; the transcription's row is locked while the words
 * are stored, so of two parts finishing together exactly one sees that none is left. A part that fails is retried
 * alone; on its last attempt (or at once, for a file or engine that cannot work) the transcription fails and its
 * other parts are cancelled.
 */
export async function decodeTranscriptionPart(deps: AppDeps, job: PartJob, run: JobRunContext): Promise<void> {
  const { transcriptionId, splitId } = job;
  const part = await findPart(deps.db, splitId, job.index);
  // Planned afresh since (a retry), or deleted: this part is nobody's any more.
  if (!part || part.utterances) return;
  const t = await TranscriptionModel.query(deps.db).findById(transcriptionId);
  if (t?.status !== 'processing') return;
  const fail = async (message: string) => {
    await failTranscription(deps, transcriptionId, message, run.fence);
    await deps.jobs.cancelTranscriptionParts(deps.db, splitId, run.job.id);
  };
  const decoder = deps.speech.parts;
  // The operator changed engines while the parts waited: nothing here can decode them.
  if (!decoder || !t.mediaKey) return fail(ENGINE_UNAVAILABLE_MESSAGE);
  try {
    const media = await deps.storage.localPath(t.mediaKey);
    try {
      const progress = createPartProgress(deps, part, t.durationSeconds ?? part.range.end, run.fence);
      const utterances = await decoder.decode({
        path: media.path,
        part,
        mode: t.transcriptionMode,
        signal: run.signal,
        onDecoded: (seconds) => progress.update(seconds),
      });
      await progress.flush();
      await deps.db.transaction(async (trx) => {
        await run.fence(trx);
        const locked = await TranscriptionModel.query(trx).findById(transcriptionId).forUpdate();
        if (locked?.status !== 'processing') return;
        const left = await storePartWords(trx, part, utterances);
        if (left === 0) await deps.jobs.enqueueTranscriptionJoin(trx, transcriptionId, splitId);
      });
    } finally {
      await media.release();
    }
  } catch (error) {
    return fail(transcriptionFailure(error, run, transcriptionId));
  }
}
