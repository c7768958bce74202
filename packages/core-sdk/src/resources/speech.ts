import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** What the server's speech engine can do (no sign-in needed). */
export function speechResource(http: Http) {
  return {
    /** The languages the configured engine understands, and whether it detects the language itself. */
    languages: (o?: RequestOptions) => http.call(routes.listSpeechLanguages, {}, o),
  };
}
export type SpeechResource = ReturnType<typeof speechResource>;
