// What every engine implements and answers, kept apart from the factory so engines depend only on these types.

import type { TranscriptionMode } from '@verbatim/core-sdk/contracts';
import type { TimeRange } from '../media/find-silences';

export type EngineId = 'local' | 'assemblyai' | 'openai';
export type { TranscriptionMode };

export interface Language {
  /** BCP-47 / ISO 639-1 code as the engine takes it, e.g. "en", "pt". */
  code: string;
  /** English name, e.g. "Portuguese". */
  name: string;
}

/** Times are seconds from the start of the file. */
export interface TranscriptSegment {
  start: number;
  end: number;
  text: string;
  /** A label such as "A" when speaker labels were asked for and the engine gives them. */
  speaker?: string;
  /** True where a paragraph starts with this segment; only engines that find paragraphs set it. */
  paragraphStart?: boolean;
}

export interface TranscriptWord {
  start: number;
  end: number;
  text: string;
  /** 0..1, when the engine gives one. */
  confidence?: number;
}

export interface Transcript {
  text: string;
  /** The language spoken: the one asked for, or what the engine detected. */
  language: string;
  engine: EngineId;
  segments: TranscriptSegment[];
  words: TranscriptWord[];
}

export interface TranscribeInput {
  path: string;
  /** From probeMedia; used for chunking and progress. */
  durationSeconds: number;
  /** Left out: the engine detects it where it can. */
  language?: string;
  speakerLabels?: boolean;
  /**
   * How hard to work: each engine maps it to its own settings (decoder beams, a model). Left out: balanced, the
   * engine's usual settings.
   */
  mode?: TranscriptionMode;
  signal: AbortSignal;
  /** 0..1, called as work completes (never goes backwards). */
  onProgress(fraction: number): void;
}

export interface SpeechEngine {
  id: EngineId;
  /** Only what the engine really supports. */
  languages(): Promise<Language[]>;
  transcribe(input: TranscribeInput): Promise<Transcript>;
  /** Only engines whose parts may be decoded apart (the local one): see part-decoder.ts. */
  parts?: PartDecoder;
}

// What an engine that decodes a file in parts offers besides transcribe(): the local engine's parts may be decoded by
// different workers, as jobs, and joined afterwards. Cloud engines take whole files and offer none of this.

/** One part of a file: the range whose words it gives, and where decoding starts (a few seconds earlier, see plan-parts). */
export interface PlannedPart {
  range: TimeRange;
  warmStart: number;
}

/** The words one part gave, in the file's time, grouped as the decoder heard them (stored between jobs as JSON). */
export type PartUtterances = Array<{ words: TranscriptWord[] }>;

export interface PlanPartsInput {
  path: string;
  durationSeconds: number;
  language?: string | undefined;
  /** Decoders free to take a part now, this one included. */
  freeSlots: number;
  signal: AbortSignal;
}

export interface DecodePartsInput {
  path: string;
  part: PlannedPart;
  mode: TranscriptionMode;
  signal: AbortSignal;
  /** Seconds of the part's range decoded so far (never goes backwards). */
  onDecoded(seconds: number): void;
}

export interface PartDecoder {
  /** The file's parts; a file that gains nothing from cutting is one part, and its silences are not even scanned. */
  plan(input: PlanPartsInput): Promise<PlannedPart[]>;
  /** Decodes one part on one of this process's decoder slots. */
  decode(input: DecodePartsInput): Promise<PartUtterances>;
  /** Joins the parts' words, in range order, into the transcript. */
  stitch(parts: ReadonlyArray<{ range: PlannedPart['range']; utterances: PartUtterances }>): Transcript;
}
