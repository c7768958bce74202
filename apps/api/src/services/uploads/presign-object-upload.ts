import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import type { PresignedRequest } from '../storage/object-storage';
import { admitUploadStart } from './admit-upload-start';
import { assertDeclaredMediaType, FileTooLargeError, MAX_UPLOAD_BYTES } from './upload-errors';
import { uploadKeyFor } from './upload-keys';

const PRESIGN_SECONDS = 60 * 60;

export interface ObjectUploadRequest {
  contentType: string;
  fileName?: string | undefined;
  fileSize?: number | undefined;
}

/** A link to PUT one file straight to storage, under a new key of the caller's; type, size and access are checked first. */
export async function presignObjectUpload(deps: AppDeps, user: UserModel, request: ObjectUploadRequest): Promise<PresignedRequest> {
  const fileName = request.fileName ?? 'The file';
  assertDeclaredMediaType(fileName, request.contentType);
  if (request.fileSize !== undefined && request.fileSize > MAX_UPLOAD_BYTES) throw new FileTooLargeError(fileName);
  await admitUploadStart(deps, user);
  return deps.storage.presignPut(uploadKeyFor(user.id, randomUUID()), {
    contentType: request.contentType.toLowerCase(),
    expiresInSeconds: PRESIGN_SECONDS,
    maxBytes: MAX_UPLOAD_BYTES,
    ...(request.fileSize !== undefined ? { contentLength: request.fileSize } : {}),
  });
}
