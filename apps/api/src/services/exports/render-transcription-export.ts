import { type DownloadFormat, exportContentTypes } from '@verbatim/core-sdk/contracts';
import { ConflictError } from '../../errors/app-error';
import type { TranscriptionModel } from '../../models/transcription';
import { buildExportDocument } from './build-export-document';
import type { ExportDocument, ExportOptions } from './export-document';
import { renderJson } from './render-json';
import { renderSrt } from './render-srt';
import { renderTxt } from './render-txt';
import { renderVtt } from './render-vtt';

// The PDF and Word libraries take most of a second to load between them: they are loaded on the first such download,
// not by every process that serves the API.
const renderers: Record<DownloadFormat, (doc: ExportDocument, options: ExportOptions) => Promise<Buffer | string> | Buffer | string> = {
  pdf: async (doc, options) => (await import('./render-pdf')).renderPdf(doc, options),
  docx: async (doc, options) => (await import('./render-docx')).renderDocx(doc, options),
  txt: renderTxt,
  srt: renderSrt,
  vtt: renderVtt,
  json: renderJson,
};

export interface ExportedFile {
  fileName: string;
  contentType: string;
  body: Buffer;
}

export interface ExportRequest {
  format: DownloadFormat;
  timestamps?: boolean | undefined;
  header?: boolean | undefined;
}

/**
 * A transcript as a file of the asked format, named after the original file ("talk.mp3" → "talk.pdf"). It does
 * not ask who may read it: the caller found the transcription as its owner or through a share link. One without
 * a transcript yet is 409.
 */
export async function renderTranscriptionExport(t: TranscriptionModel, request: ExportRequest): Promise<ExportedFile> {
  if (t.status !== 'completed') throw new ConflictError('This transcription is not complete yet, so there is no transcript to download.');
  const doc = buildExportDocument(t);
  const rendered = await renderers[request.format](doc, { timestamps: request.timestamps ?? false, header: request.header ?? true });
  return {
    fileName: `${doc.baseName}.${request.format}`,
    contentType: exportContentTypes[request.format],
    body: typeof rendered === 'string' ? Buffer.from(rendered, 'utf8') : rendered,
  };
}
