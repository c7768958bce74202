import { type TranslationFormat, translationFormats } from '@verbatim/core-sdk/contracts';
import type { Database } from '../../db/create-database';
import { AiResultModel } from '../../models/ai-result';
import type { TranscriptionModel } from '../../models/transcription';
import { renderKeptTranslation } from '../ai/render-kept-translation';

/** One file of the export made from a kept summary or translation. */
export interface AiResultFile {
  path: string;
  body: Buffer;
  createdAt: Date;
}

/** What account.json says of a transcription's summaries and translations: where each one's file is. */
export interface AiResultListing {
  summaries: Array<{ type: string; file: string }>;
  translations: Array<{ language: string; file: string }>;
}

/** Hands out a unique path in one folder of the ZIP for a base name and an extension. */
type NameAllocator = (base: string, extension: string) => string;

const isTranslationFormat = (format: string): format is TranslationFormat => (translationFormats as readonly string[]).includes(format);

/** A summary's key ends in ":<type>:<instructions>"; the writer before it may itself hold colons (a model's name). */
const summaryType = (key: string) => key.split(':').at(-2) ?? 'summary';
/** A translation's key ends in ":<language>". */
const translationLanguage = (key: string) => key.split(':').at(-1) ?? 'translation';

/**
 * The kept summaries and translations of one transcript, as files named after its transcript file: every summary
 * (one per type and instructions) as text, and the newest translation into each language in the export's format
 * where translations come in it (text, SRT, VTT), as text otherwise.
 */
export async function aiResultFiles(
  db: Database,
  t: TranscriptionModel,
  transcriptBase: string,
  exportFormat: string,
  names: { summaries: NameAllocator; translations: NameAllocator },
): Promise<{ files: AiResultFile[]; listing: AiResultListing }> {
  const kept = await AiResultModel.query(db)
    .where({ transcriptionId: t.id })
    .orderBy([{ column: 'createdAt' }, { column: 'id' }]);
  const files: AiResultFile[] = [];
  const listing: AiResultListing = { summaries: [], translations: [] };
  for (const result of kept.filter((r) => r.kind === 'summary')) {
    const type = summaryType(result.key);
    const path = names.summaries(`${transcriptBase} - ${type} summary`, 'txt');
    files.push({ path, body: Buffer.from(`${result.content.trim()}\n`, 'utf8'), createdAt: result.createdAt });
    listing.summaries.push({ type, file: path });
  }
  const newestByLanguage = new Map<string, AiResultModel>();
  for (const result of kept) {
    if (result.kind === 'translation' && result.segments) newestByLanguage.set(translationLanguage(result.key), result);
  }
  const format: TranslationFormat = isTranslationFormat(exportFormat) ? exportFormat : 'txt';
  for (const [language, result] of newestByLanguage) {
    const file = renderKeptTranslation(t, { content: result.content, segments: result.segments ?? [] }, language, format);
    const path = names.translations(`${transcriptBase}.${language}`, format);
    files.push({ path, body: file.body, createdAt: result.createdAt });
    listing.translations.push({ language, file: path });
  }
  return { files, listing };
}
