import type { AppContext } from '../../context';
import { TranscriptionModel, type UploadPath } from '../../models/transcription';
import type { UserModel } from '../../models/user';
import { assertCanTranscribe } from '../access/assert-can-transcribe';
import { publishTranscriptionUpdate } from './publish-transcription-update';

export interface NewTranscription {
  fileName: string;
  fileSize: number;
  mimeType: string | null;
  mediaKey: string;
  uploadPath: UploadPath;
}

/** Records an uploaded file as a pending transcription and queues its processing, atomically. */
export async function createTranscription(ctx: AppContext, user: UserModel, input: NewTranscription): Promise<TranscriptionModel> {
  await assertCanTranscribe(ctx, user, 'process');
  const created = await ctx.db.transaction(async (trx) => {
    const row = await TranscriptionModel.query(trx).insertAndFetch({
      userId: user.id,
      fileName: input.fileName.slice(0, 255),
      fileSize: input.fileSize,
      mimeType: input.mimeType,
      mediaKey: input.mediaKey,
      uploadPath: input.uploadPath,
      status: 'pending',
      progress: 0,
    });
    await ctx.jobs.enqueueTranscription(trx, row.id);
    await publishTranscriptionUpdate(ctx, row, trx);
    return row;
  });
  return created;
}
