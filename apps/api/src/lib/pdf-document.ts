import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/** DejaVu covers Latin, Greek and Cyrillic, so names and transcripts in those scripts print as typed. */
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export interface PdfInProgress {
  /** The document to draw on, with the fonts 'body' and 'bold' registered. */
  pdf: PDFKit.PDFDocument;
  /** The finished file, once `pdf.end()` has been called. */
  done: Promise<Buffer>;
}

/** A pdfkit document in the API's fonts, collected into one Buffer when it ends. */
export function createPdfDocument(options: PDFKit.PDFDocumentOptions): PdfInProgress {
  const pdf = new PDFDocument(options);
  pdf.registerFont('body', FONT);
  pdf.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, done };
}
