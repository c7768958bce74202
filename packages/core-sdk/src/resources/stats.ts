import type { Stats } from '../contracts';
import type { Http, RequestOptions } from '../http';

/** Dashboard figures. */
export function statsResource(http: Http) {
  return {
    /** Total transcriptions, hours transcribed and credits used of the signed-in user. */
    get: (o?: RequestOptions) => http.json<Stats>('GET', '/api/stats', undefined, o),
  };
}
export type StatsResource = ReturnType<typeof statsResource>;
