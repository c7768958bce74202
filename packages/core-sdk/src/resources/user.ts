import type { User } from '../contracts';
import type { Http, RequestOptions } from '../http';

/** The signed-in user's own record. */
export function userResource(http: Http) {
  return {
    /** Fresh copy of the signed-in user; throws UnauthorizedError when signed out. */
    get: (o?: RequestOptions) => http.json<User>('GET', '/api/user', undefined, o),
  };
}
export type UserResource = ReturnType<typeof userResource>;
