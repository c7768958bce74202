import type { ContactDetails, ContactRequest, ContactResponse } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** The public site's contact form. No session needed; a signed-in sender's account is noted with the message. */
export function contactResource(http: Http) {
  return {
    /**
     * Sends a message to the support team, who reply to `email`. Blank fields and a malformed address are ApiError 400
     * (VALIDATION_FAILED, one entry per field); too many messages from one network are ApiError 429.
     */
    send: (body: ContactRequest, o?: RequestOptions): Promise<ContactResponse> => http.call(routes.sendContactMessage, { body }, o),
    /** The support team's e-mail address, for a mailto link beside the form. */
    details: (o?: RequestOptions): Promise<ContactDetails> => http.call(routes.getContactDetails, {}, o),
  };
}
export type ContactResource = ReturnType<typeof contactResource>;
