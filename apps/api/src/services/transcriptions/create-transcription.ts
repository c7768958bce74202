import type { AppDeps } from '../../deps';
import { TranscriptionModel, type UploadPath } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { admitTranscription } from '../access/admit-transcription';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export interface NewTranscription {
  fileName: string;
  fileSize: number;
  mimeType: string | null;
  mediaKey: string;
  uploadPath: UploadPath;
  /** A recording's first draft, what the live captions heard; blank is none. */
  draftText?: string | undefined;
}

/**
 * Admits an uploaded file and records it as a pending transcription with its processing queued, in one
 * transaction: the access check, the credits it holds and the row are one step, so concurrent uploads
 * cannot all pass a check that only one of them fits.
 */
export async function createTranscription(deps: AppDeps, user: UserModel, input: NewTranscription): Promise<TranscriptionModel> {
  return deps.db.transaction(async (trx) => {
    const { paidWith, reservedCredits } = await admitTranscription(deps, trx, user.id, { action: 'process', durationSeconds: null });
    const row = await TranscriptionModel.query(trx).insertAndFetch({
      userId: user.id,
      fileName: input.fileName.slice(0, 255),
      fileSize: input.fileSize,
      mimeType: input.mimeType,
      mediaKey: input.mediaKey,
      uploadPath: input.uploadPath,
      status: 'pending',
      progress: 0,
      paidWith,
      reservedCredits,
      draftText: input.draftText?.trim() || null,
    });
    await deps.jobs.enqueueTranscription(trx, row.id);
    await publishTranscriptionUpdate(deps, row, trx);
    return row;
  });
}
