import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** The signed-in user's own record. */
export function userResource(http: Http) {
  return {
    /** Fresh copy of the signed-in user; throws UnauthorizedError when signed out. */
    get: (o?: RequestOptions) => http.call(routes.getUser, {}, o),
    /** The signed-in user's dashboard figures, computed from their transcriptions. */
    stats: (o?: RequestOptions) => http.call(routes.getUserStats, {}, o),
  };
}
export type UserResource = ReturnType<typeof userResource>;
