import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { TranscriptionModel, type TranscriptionStatus } from '../../models/transcription';
import { publishTranscriptionUpdate } from './publish-transcription-update';

const MIN_INTERVAL_MS = 500;

/**
 * Writes progress as work advances, never backwards, and at most twice a second: an engine
 * may report many tiny steps, and each write is also an event to every open socket.
 * Each write is fenced by the job's claim, so a worker that lost its job (another worker may
 * have completed it since) neither moves the progress nor tells anyone.
 */
export function createProgressReporter(deps: AppDeps, t: TranscriptionModel, fence: JobFence) {
  let written = t.progress;
  let pending: number | undefined;
  let lastWrite = 0;
  let chain: Promise<void> = Promise.resolve();

  async function write(progress: number, status?: TranscriptionStatus) {
    const patch: Partial<TranscriptionModel> = { progress, updatedAt: deps.now() };
    if (status) patch.status = status;
    await deps.db.transaction(async (trx) => {
      await fence(trx);
      const updated = await TranscriptionModel.query(trx).patchAndFetchById(t.id, patch);
      if (updated) await publishTranscriptionUpdate(deps, updated, trx);
    });
  }

  return {
    /** Writes now (used at step boundaries). */
    async set(progress: number, status?: TranscriptionStatus) {
      written = Math.max(written, Math.min(99, progress));
      pending = undefined;
      lastWrite = Date.now();
      chain = chain.then(() => write(written, status));
      await chain;
    },
    /** Notes progress; written if it rose and enough time has passed. */
    update(progress: number) {
      const next = Math.min(99, Math.max(written, progress));
      if (next <= written) return;
      pending = next;
      if (Date.now() - lastWrite < MIN_INTERVAL_MS) return;
      written = next;
      pending = undefined;
      lastWrite = Date.now();
      chain = chain.then(() => write(next)).catch((error: unknown) => deps.logger.warn({ err: error }, 'progress write failed'));
    },
    /** Writes the last noted progress, if any, and waits for writes in flight. */
    async flush() {
      if (pending !== undefined) {
        written = pending;
        pending = undefined;
        chain = chain.then(() => write(written));
      }
      await chain;
    },
  };
}
