import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** What the AI features run on, and which languages translation really has. */
export function aiResource(http: Http) {
  return {
    /** Whether summaries and chat answers are extracted locally or written by a model, and the caller's answers left today. */
    status: (o?: RequestOptions) => http.call(routes.getAiStatus, {}, o),
    /** The languages a transcript in `from` (default "en") can be translated into here, by name, with who translates each. */
    translationLanguages: (from?: string, o?: RequestOptions) =>
      http.call(routes.listTranslationLanguages, { query: from === undefined ? {} : { from } }, o),
  };
}
export type AiResource = ReturnType<typeof aiResource>;
