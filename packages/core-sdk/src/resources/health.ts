import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** Readiness of the API and its database. */
export function healthResource(http: Http) {
  return {
    /** Resolves `{ status: 'ok' }` when ready; throws ApiError 503 when the database does not answer. */
    check: (o?: RequestOptions) => http.call(routes.health, {}, o),
    /**
     * Resolves `{ status: 'ok', checks }` when the database answers, its migrations are current and storage takes a
     * write; throws ApiError 503 otherwise (its message carries the body, which names the failed checks).
     */
    ready: (o?: RequestOptions) => http.call(routes.healthReady, {}, o),
  };
}
export type HealthResource = ReturnType<typeof healthResource>;
