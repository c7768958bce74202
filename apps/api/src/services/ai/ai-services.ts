import type { AiWriter } from './ai-writer';
import type { Translator } from './translator';

/** What the AI features run on, as configured (create-ai-services.ts). */
export interface AiServices {
  writer: AiWriter;
  /** Every translator configured, Apertium first: a language goes to the first that lists it. */
  translators: Translator[];
}
