import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ContactRequest, ContactResponse } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';

/**
 * Sends a message of the contact or support form to the support team. Nothing is cached: a message is sent once, and
 * the answer's message is all there is to show.
 */
export function useSendContactMessage(): UseMutationResult<ContactResponse, Error, ContactRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (body: ContactRequest) => client.contact.send(body) });
}
