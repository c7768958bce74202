import type { ExportedFile } from '../services/exports/render-transcription-export';
import { contentDisposition } from '../services/storage/object-storage';
import type { HttpContext } from './types';

/** Answers with an exported transcript as a download; a transcript is private, so no cache keeps it. */
export function sendExportedFile(ctx: HttpContext, file: ExportedFile): void {
  ctx.type = file.contentType;
  ctx.set('Content-Disposition', contentDisposition(file.fileName));
  ctx.set('Cache-Control', 'private, no-store');
  ctx.body = file.body;
}
