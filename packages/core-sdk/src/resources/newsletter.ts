import type {
  NewsletterConfirmRequest,
  NewsletterMessageResponse,
  NewsletterSubscribeRequest,
  NewsletterUnsubscribeRequest,
} from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** The newsletter: subscribe (a confirmation e-mail follows), confirm and unsubscribe. No session needed. */
export function newsletterResource(http: Http) {
  return {
    /** Asks for the newsletter; the answer is the same whether or not the address is already subscribed. */
    subscribe: (body: NewsletterSubscribeRequest, o?: RequestOptions): Promise<NewsletterMessageResponse> =>
      http.call(routes.subscribeToNewsletter, { body }, o),
    /** Confirms with the token of the confirmation e-mail's link; a bad or expired token is ApiError 400. */
    confirm: (body: NewsletterConfirmRequest, o?: RequestOptions): Promise<NewsletterMessageResponse> =>
      http.call(routes.confirmNewsletterSubscription, { body }, o),
    /** Unsubscribes with the token of an e-mail's unsubscribe link; doing it twice is fine. */
    unsubscribe: (body: NewsletterUnsubscribeRequest, o?: RequestOptions): Promise<NewsletterMessageResponse> =>
      http.call(routes.unsubscribeFromNewsletter, { body }, o),
  };
}
export type NewsletterResource = ReturnType<typeof newsletterResource>;
