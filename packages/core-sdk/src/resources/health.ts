import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** Readiness of the API and its database. */
export function healthResource(http: Http) {
  return {
    /** Resolves `{ status: 'ok' }` when ready; throws ApiError 503 when the database does not answer. */
    check: (o?: RequestOptions) => http.call(routes.health, {}, o),
  };
}
export type HealthResource = ReturnType<typeof healthResource>;
