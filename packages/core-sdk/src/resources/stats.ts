import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** Dashboard figures. */
export function statsResource(http: Http) {
  return {
    /** Total transcriptions, hours transcribed and credits used of the signed-in user. */
    get: (o?: RequestOptions) => http.call(routes.getStats, {}, o),
  };
}
export type StatsResource = ReturnType<typeof statsResource>;
