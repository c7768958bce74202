import { strFromU8, unzipSync } from 'fflate';

/** The parts of a .docx (a zip) as text, keyed by their path in it. */
export function unzipDocx(docx: Buffer): Record<string, string> {
  const files = unzipSync(new Uint8Array(docx));
  return Object.fromEntries(Object.entries(files).map(([path, bytes]) => [path, strFromU8(bytes)]));
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&apos;': "'" };

/** The words of each paragraph in word/document.xml, runs joined and entities decoded, as Word reads them. */
export function paragraphsOf(documentXml: string): string[] {
  return [...documentXml.matchAll(/<w:p[ >][\s\S]*?<\/w:p>/g)].map((match) =>
    [...match[0].matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)]
      .map((text) => (text[1] ?? '').replace(/&(?:amp|lt|gt|quot|apos);/g, (entity) => ENTITIES[entity] ?? entity))
      .join(''),
  );
}
