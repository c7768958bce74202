// The SDK's Node-only helpers: uploads from a file path, a Buffer or a stream, for a backend with a secret key.
import type { UploadResponse } from '../contracts/uploads/schemas';
import type { UploadFileOptions, UploadsResource } from '../uploads/uploads-resource';
import { openUploadSource, type UploadSource, type UploadSourceOptions } from './upload-source';

export { mediaTypeOf } from './media-type';
export { type OpenedUploadSource, openUploadSource, type UploadSource, type UploadSourceOptions } from './upload-source';

/**
 * Uploads a file's path, a Buffer or a stream with a client's `uploads.upload`, and resolves with the id of the
 * transcription it became; a stream's temporary copy is deleted however the upload ends. The media type comes from
 * the file name's extension unless `type` says it.
 *
 * ```ts
 * const client = createClient({ baseUrl: 'https://verbatim.example', apiKey: process.env.VERBATIM_API_KEY });
 * const { transcriptionId } = await uploadFrom(client, '/srv/calls/2026-11-27.mp3');
 * ```
 */
export async function uploadFrom(
  client: { uploads: Pick<UploadsResource, 'upload'> },
  source: UploadSource,
  options: UploadSourceOptions & Omit<UploadFileOptions, 'fileName'> = {},
): Promise<UploadResponse> {
  const { fileName, type, ...uploadOptions } = options;
  const opened = await openUploadSource(source, {
    ...(fileName === undefined ? {} : { fileName }),
    ...(type === undefined ? {} : { type }),
  });
  try {
    return await client.uploads.upload(opened.file, { ...uploadOptions, fileName: opened.fileName });
  } finally {
    await opened.close();
  }
}
