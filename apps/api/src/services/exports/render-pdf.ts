import { createPdfDocument } from '../../lib/pdf-document';
import type { ExportDocument, ExportOptions } from './export-document';
import { documentHeading, EMPTY_TRANSCRIPT, layoutParagraphs } from './rich-export-layout';

/** 2 cm on every side. */
const MARGIN = 56;
/** The footer sits inside the bottom margin, so the text area ends this much higher to keep them apart. */
const FOOTER_ROOM = 20;
const BODY_SIZE = 11;
const LINE_GAP = 3;
const PARAGRAPH_GAP = 10;
const TEXT_COLOR = '#000000';
const MUTED_COLOR = '#666666';

type Pdf = PDFKit.PDFDocument;

function writeHeading(pdf: Pdf, doc: ExportDocument): void {
  const heading = documentHeading(doc);
  pdf.font('bold').fontSize(20).fillColor(TEXT_COLOR).text(heading.title);
  pdf.moveDown(0.3);
  pdf.font('body').fontSize(10).fillColor(MUTED_COLOR).text(heading.subtitle);
  pdf.moveDown(0.6);
  const ruleY = pdf.y;
  pdf
    .moveTo(pdf.page.margins.left, ruleY)
    .lineTo(pdf.page.width - pdf.page.margins.right, ruleY)
    .lineWidth(0.5)
    .strokeColor('#cccccc')
    .stroke();
  pdf.moveDown(1);
}

function writeParagraphs(pdf: Pdf, doc: ExportDocument, options: ExportOptions): void {
  const paragraphs = layoutParagraphs(doc, options);
  pdf.fontSize(BODY_SIZE);
  if (paragraphs.length === 0) {
    pdf.font('body').fillColor(MUTED_COLOR).text(EMPTY_TRANSCRIPT);
    return;
  }
  const textOptions = { lineGap: LINE_GAP, paragraphGap: PARAGRAPH_GAP };
  for (const paragraph of paragraphs) {
    // One text block per paragraph, its parts joined with `continued`, so the stamp and label wrap with the words.
    if (paragraph.stamp)
      pdf
        .font('body')
        .fillColor(MUTED_COLOR)
        .text(`${paragraph.stamp} `, { ...textOptions, continued: true });
    if (paragraph.speaker)
      pdf
        .font('bold')
        .fillColor(TEXT_COLOR)
        .text(`${paragraph.speaker}: `, { ...textOptions, continued: true });
    pdf.font('body').fillColor(TEXT_COLOR).text(paragraph.text, textOptions);
  }
}

/** "Page N of M" on every page, written once all pages exist (pdfkit keeps them buffered until then). */
function writePageNumbers(pdf: Pdf): void {
  const range = pdf.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    pdf.switchToPage(index);
    const { margins } = pdf.page;
    const bottom = margins.bottom;
    // Text below the bottom margin would make pdfkit start a new page; lift the margin while the footer is written.
    margins.bottom = 0;
    pdf
      .font('body')
      .fontSize(9)
      .fillColor(MUTED_COLOR)
      .text(`Page ${index - range.start + 1} of ${range.count}`, margins.left, pdf.page.height - MARGIN + 8, {
        width: pdf.page.width - margins.left - margins.right,
        align: 'center',
        lineBreak: false,
      });
    margins.bottom = bottom;
  }
}

/**
 * The transcript as an A4 PDF: an optional heading (file name, date, duration), the paragraphs with their start times
 * and speaker changes, and "Page N of M" footers. The metadata's dates come from the transcript, so the same
 * transcript always gives the same bytes.
 */
export async function renderPdf(doc: ExportDocument, options: ExportOptions): Promise<Buffer> {
  const { pdf, done } = createPdfDocument({
    size: 'A4',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_ROOM },
    bufferPages: true,
    displayTitle: true,
    lang: doc.language ?? undefined,
    info: { Title: doc.fileName, Author: 'Verbatim', Creator: 'Verbatim', CreationDate: doc.createdAt, ModDate: doc.createdAt },
  });

  if (options.header) writeHeading(pdf, doc);
  writeParagraphs(pdf, doc, options);
  writePageNumbers(pdf);
  pdf.end();
  return done;
}
