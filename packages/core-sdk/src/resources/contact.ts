import type { ContactRequest, ContactResponse } from '../contracts';
import type { Http, RequestOptions } from '../http';

/** The public contact form. */
export function contactResource(http: Http) {
  return {
    /** Sends a message to support; works signed in or out. */
    send: (body: ContactRequest, o?: RequestOptions) => http.json<ContactResponse>('POST', '/api/contact', body, o),
  };
}
export type ContactResource = ReturnType<typeof contactResource>;
