import {
  AlignmentType,
  convertMillimetersToTwip,
  Document,
  Footer,
  HeadingLevel,
  Packer,
  PageNumber,
  Paragraph,
  sectionPageSizeDefaults,
  TextRun,
} from 'docx';
import type { ExportDocument, ExportOptions } from './export-document';
import { documentHeading, EMPTY_TRANSCRIPT, type LaidOutParagraph, layoutParagraphs } from './rich-export-layout';

const MUTED_COLOR = '666666';
/** Word has no built-in Subtitle style in a new document; this one is defined below, so Word lists it by name. */
const SUBTITLE_STYLE = 'Subtitle';

function heading(doc: ExportDocument): Paragraph[] {
  const { title, subtitle } = documentHeading(doc);
  return [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
    new Paragraph({ style: SUBTITLE_STYLE, children: [new TextRun(subtitle)] }),
  ];
}

function paragraph({ stamp, speaker, text }: LaidOutParagraph): Paragraph {
  const runs: TextRun[] = [];
  if (stamp) runs.push(new TextRun({ text: `${stamp} `, color: MUTED_COLOR }));
  if (speaker) runs.push(new TextRun({ text: `${speaker}: `, bold: true }));
  runs.push(new TextRun(text));
  return new Paragraph({ children: runs });
}

function body(doc: ExportDocument, options: ExportOptions): Paragraph[] {
  const paragraphs = layoutParagraphs(doc, options);
  if (paragraphs.length === 0) return [new Paragraph({ children: [new TextRun({ text: EMPTY_TRANSCRIPT, color: MUTED_COLOR })] })];
  return paragraphs.map(paragraph);
}

/** "Page N of M" as Word fields, so Word fills in the numbers however the reader's fonts paginate the text. */
const pageFooter = () =>
  new Footer({
    children: [
      new Paragraph({
        alignment: AlignmentType.CENTER,
        children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], color: MUTED_COLOR, size: 18 })],
      }),
    ],
  });

/**
 * The transcript as a Word document, with the PDF's content and structure: an optional Title-styled file name and a
 * subtitle with date and duration, the paragraphs with grey start times and bold speaker names, "Page N of M" footers,
 * A4 with 2 cm margins, and the transcript's language set so Word spell-checks it in the right dictionary.
 */
export async function renderDocx(doc: ExportDocument, options: ExportOptions): Promise<Buffer> {
  const margin = convertMillimetersToTwip(20);
  const document = new Document({
    title: doc.fileName,
    creator: 'Verbatim',
    lastModifiedBy: 'Verbatim',
    styles: {
      default: {
        // 11 pt with a little space between paragraphs: the PDF's look, and Word's own defaults for body text.
        document: {
          run: { size: 22, ...(doc.language ? { language: { value: doc.language } } : {}) },
          paragraph: { spacing: { after: 160, line: 276 } },
        },
      },
      paragraphStyles: [
        {
          id: SUBTITLE_STYLE,
          name: 'Subtitle',
          basedOn: 'Normal',
          next: 'Normal',
          quickFormat: true,
          run: { color: MUTED_COLOR, size: 20 },
          paragraph: { spacing: { after: 360 } },
        },
      ],
    },
    sections: [
      {
        properties: {
          page: {
            size: { width: sectionPageSizeDefaults.WIDTH, height: sectionPageSizeDefaults.HEIGHT },
            margin: { top: margin, right: margin, bottom: margin, left: margin, footer: convertMillimetersToTwip(10) },
          },
        },
        footers: { default: pageFooter() },
        children: [...(options.header ? heading(doc) : []), ...body(doc, options)],
      },
    ],
  });
  return Packer.toBuffer(document);
}
