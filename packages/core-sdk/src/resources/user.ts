import type { UpdatePreferencesRequest, UpdateProfileRequest } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** The signed-in user's own record, settings and invoices. */
export function userResource(http: Http) {
  return {
    /** Fresh copy of the signed-in user; throws UnauthorizedError when signed out. */
    get: (o?: RequestOptions) => http.call(routes.getUser, {}, o),
    /** The signed-in user's dashboard figures, computed from their transcriptions. */
    stats: (o?: RequestOptions) => http.call(routes.getUserStats, {}, o),
    /** Changes the first or last name (a blank last name removes it); answers the user. */
    update: (changes: UpdateProfileRequest, o?: RequestOptions) => http.call(routes.updateProfile, { body: changes }, o),
    /** Transcription defaults, default export format and e-mail notifications, the defaults filled in. */
    preferences: (o?: RequestOptions) => http.call(routes.getPreferences, {}, o),
    /**
     * Changes some settings and answers all of them. A `language` the server's speech engine does not offer is
     * ApiError 400 LANGUAGE_NOT_SUPPORTED (`speech.languages()` lists those it does); null lets the engine detect it.
     */
    updatePreferences: (changes: UpdatePreferencesRequest, o?: RequestOptions) => http.call(routes.updatePreferences, { body: changes }, o),
    /** Completed payments, newest first, each with a receipt (`billing.receipt(id)`). */
    invoices: (o?: RequestOptions) => http.call(routes.listInvoices, {}, o),
  };
}
export type UserResource = ReturnType<typeof userResource>;
