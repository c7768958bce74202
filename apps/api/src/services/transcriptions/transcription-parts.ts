import type { Knex } from 'knex';
import type { PartUtterances, PlannedPart } from '../speech/speech-engine';

// The parts of a transcription decoded as separate jobs (table transcription_parts), read and written here only.

const partsTable = 'transcription_parts';

export interface TranscriptionPart extends PlannedPart {
  splitId: string;
  index: number;
  transcriptionId: string;
  decodedSeconds: number;
  /** Null until the part is decoded. */
  utterances: PartUtterances | null;
  createdAt: Date;
}

interface PartRow {
  splitId: string;
  index: number;
  transcriptionId: string;
  startSeconds: number;
  endSeconds: number;
  warmStartSeconds: number;
  decodedSeconds: number;
  utterances: PartUtterances | null;
  createdAt: Date;
}

const fromRow = (row: PartRow): TranscriptionPart => ({
  splitId: row.splitId,
  index: row.index,
  transcriptionId: row.transcriptionId,
  range: { start: Number(row.startSeconds), end: Number(row.endSeconds) },
  warmStart: Number(row.warmStartSeconds),
  decodedSeconds: Number(row.decodedSeconds),
  utterances: row.utterances,
  createdAt: row.createdAt,
});

/** Replaces any earlier split of the transcription (a retry plans afresh) with these parts. */
export async function storeSplit(trx: Knex, transcriptionId: string, splitId: string, parts: readonly PlannedPart[]): Promise<void> {
  await trx(partsTable).where({ transcriptionId }).delete();
  await trx(partsTable).insert(
    parts.map((part, index) => ({
      splitId,
      index,
      transcriptionId,
      startSeconds: part.range.start,
      endSeconds: part.range.end,
      warmStartSeconds: part.warmStart,
    })),
  );
}

export async function findPart(db: Knex, splitId: string, index: number): Promise<TranscriptionPart | undefined> {
  const row = (await db(partsTable).where({ splitId, index }).first()) as PartRow | undefined;
  return row && fromRow(row);
}

/** The split's parts in the order of their ranges. */
export async function findSplit(db: Knex, splitId: string): Promise<TranscriptionPart[]> {
  const rows = (await db(partsTable).where({ splitId }).orderBy('index')) as PartRow[];
  return rows.map(fromRow);
}

/** Notes how much of a part is decoded (never less than before) and returns the seconds decoded across its split. */
export async function notePartDecoded(trx: Knex, splitId: string, index: number, seconds: number): Promise<number> {
  await trx(partsTable)
    .where({ splitId, index })
    .update({ decodedSeconds: trx.raw('greatest(decoded_seconds, ?)', [seconds]) });
  const [sum] = (await trx(partsTable).where({ splitId }).sum({ total: 'decodedSeconds' })) as { total: number | string | null }[];
  return Number(sum?.total ?? 0);
}

/** Stores a decoded part's words; returns how many parts of its split are still to decode. */
export async function storePartWords(trx: Knex, part: TranscriptionPart, utterances: PartUtterances): Promise<number> {
  await trx(partsTable)
    .where({ splitId: part.splitId, index: part.index })
    .update({ utterances: JSON.stringify(utterances), decodedSeconds: part.range.end - part.range.start });
  const [left] = (await trx(partsTable).where({ splitId: part.splitId }).whereNull('utterances').count({ count: '*' })) as {
    count: number | string;
  }[];
  return Number(left?.count ?? 0);
}

/** The joined split's words are in the transcript now. */
export async function dropSplit(db: Knex, splitId: string): Promise<void> {
  await db(partsTable).where({ splitId }).delete();
}
