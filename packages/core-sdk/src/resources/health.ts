import type { HealthResponse } from '../contracts';
import type { Http, RequestOptions } from '../http';

/** Readiness of the API and its database. */
export function healthResource(http: Http) {
  return {
    /** Resolves `{ status: 'ok' }` when ready; throws ApiError 503 when the database does not answer. */
    check: (o?: RequestOptions) => http.json<HealthResponse>('GET', '/api/health', undefined, o),
  };
}
export type HealthResource = ReturnType<typeof healthResource>;
