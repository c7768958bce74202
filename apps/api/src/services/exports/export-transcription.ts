import type { AppDeps } from '../../deps';
import { getUserPreferences } from '../preferences/get-user-preferences';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';
import { type ExportedFile, type ExportRequest, renderTranscriptionExport } from './render-transcription-export';

export type { ExportedFile } from './render-transcription-export';

/** A download of one's own transcript may leave the format to the owner's settings. */
export type OwnExportRequest = Omit<ExportRequest, 'format'> & { format?: ExportRequest['format'] | undefined };

/**
 * One of the caller's transcripts as a file of the asked format, or of their default export format when none is
 * asked for. Another user's id is 404, like every transcription endpoint; one without a transcript yet is 409.
 */
export async function exportTranscription(deps: AppDeps, userId: string, id: string, request: OwnExportRequest): Promise<ExportedFile> {
  const transcription = await findOwnTranscription(deps.db, userId, id);
  const format = request.format ?? (await getUserPreferences(deps.db, userId)).exportFormat;
  return renderTranscriptionExport(transcription, { ...request, format });
}
