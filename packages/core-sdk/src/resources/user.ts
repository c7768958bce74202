import type { LocationRecord, Stats, TrackLocationRequest, User } from '../contracts';
import type { Http, RequestOptions } from '../http';

/** The signed-in user's own record. */
export function userResource(http: Http) {
  return {
    /** Fresh copy of the signed-in user; throws UnauthorizedError when signed out. */
    get: (o?: RequestOptions) => http.json<User>('GET', '/api/user', undefined, o),
    /** The signed-in user's dashboard figures, computed from their transcriptions. */
    stats: (o?: RequestOptions) => http.json<Stats>('GET', '/api/user/stats', undefined, o),
    /**
     * Records where the visitor is. The server looks the request's address up itself; the browser only adds its
     * time zone. Resolves with the location record as stored.
     */
    trackLocation: (body: TrackLocationRequest = {}, o?: RequestOptions) =>
      http.json<LocationRecord>('POST', '/api/track-location', body, o),
  };
}
export type UserResource = ReturnType<typeof userResource>;
