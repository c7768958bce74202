import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type {
  NewsletterConfirmRequest,
  NewsletterMessageResponse,
  NewsletterSubscribeRequest,
  NewsletterUnsubscribeRequest,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';

/**
 * Asks for the newsletter. The server answers the same whether or not the address is already subscribed, so the
 * answer's message is all there is to show.
 */
export function useNewsletterSubscribe(): UseMutationResult<NewsletterMessageResponse, Error, NewsletterSubscribeRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (body: NewsletterSubscribeRequest) => client.newsletter.subscribe(body) });
}

/** Confirms a subscription with the token of the confirmation e-mail's link. */
export function useNewsletterConfirm(): UseMutationResult<NewsletterMessageResponse, Error, NewsletterConfirmRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (body: NewsletterConfirmRequest) => client.newsletter.confirm(body) });
}

/** Unsubscribes with the token of an e-mail's unsubscribe link. */
export function useNewsletterUnsubscribe(): UseMutationResult<NewsletterMessageResponse, Error, NewsletterUnsubscribeRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (body: NewsletterUnsubscribeRequest) => client.newsletter.unsubscribe(body) });
}
