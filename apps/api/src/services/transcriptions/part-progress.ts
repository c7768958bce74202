import type { AppDeps } from '../../deps';
import type { JobFence } from '../../jobs';
import { TranscriptionModel } from '../../models/transcription';
import { publishTranscriptionUpdate } from './publish-transcription-update';
import { notePartDecoded, type TranscriptionPart } from './transcription-parts';

const MIN_INTERVAL_MS = 500;

/** Progress before decoding starts and the share of the bar that decoding fills, as process-transcription sets them. */
export const DECODING_PROGRESS = { from: 5, span: 90 } as const;

/** The progress a transcription shows with this many of its seconds decoded. */
export function decodingProgress(decodedSeconds: number, durationSeconds: number): number {
  const fraction = Math.min(1, decodedSeconds / Math.max(durationSeconds, 1e-9));
  return DECODING_PROGRESS.from + Math.floor(fraction * DECODING_PROGRESS.span);
}

/**
 * A part's progress: the audio decoded across all the parts of its split, whoever decodes them. Each part writes its
 * own seconds, at most twice a second, then the sum sets the transcription's progress (never backwards), fenced by
 * the part's claim.
 */
export function createPartProgress(deps: AppDeps, part: TranscriptionPart, durationSeconds: number, fence: JobFence) {
  let noted = part.decodedSeconds;
  let written = noted;
  let lastWrite = 0;
  let chain: Promise<void> = Promise.resolve();

  const write = (seconds: number) =>
    deps.db.transaction(async (trx) => {
      await fence(trx);
      const total = await notePartDecoded(trx, part.splitId, part.index, seconds);
      const progress = Math.min(99, decodingProgress(total, durationSeconds));
      const [updated] = (await TranscriptionModel.query(trx)
        .patch({ progress, updatedAt: deps.now() })
        .where({ id: part.transcriptionId, status: 'processing' })
        .andWhere('progress', '<', progress)
        .returning('*')) as unknown as TranscriptionModel[];
      if (updated) await publishTranscriptionUpdate(deps, updated, trx);
    });

  const queueWrite = () => {
    written = noted;
    lastWrite = Date.now();
    const seconds = noted;
    chain = chain.then(() => write(seconds)).catch((error: unknown) => deps.logger.warn({ err: error }, 'progress write failed'));
  };

  return {
    update(seconds: number) {
      noted = Math.max(noted, seconds);
      if (noted <= written || Date.now() - lastWrite < MIN_INTERVAL_MS) return;
      queueWrite();
    },
    /** Waits for writes in flight (the part's words are written with its full length anyway). */
    async flush() {
      await chain;
    },
  };
}
