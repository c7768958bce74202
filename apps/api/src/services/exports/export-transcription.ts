import type { AppDeps } from '../../deps';
import { findOwnTranscription } from '../transcriptions/find-own-transcription';
import { type ExportedFile, type ExportRequest, renderTranscriptionExport } from './render-transcription-export';

export type { ExportedFile } from './render-transcription-export';

/**
 * One of the caller's transcripts as a file of the asked format. Another user's id is 404, like every
 * transcription endpoint; one without a transcript yet is 409.
 */
export async function exportTranscription(deps: AppDeps, userId: string, id: string, request: ExportRequest): Promise<ExportedFile> {
  return renderTranscriptionExport(await findOwnTranscription(deps.db, userId, id), request);
}
