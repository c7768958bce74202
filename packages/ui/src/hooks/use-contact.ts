import { type UseMutationResult, type UseQueryResult, useMutation, useQuery } from '@tanstack/react-query';
import type { ContactDetails, ContactRequest, ContactResponse } from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { contactKeys } from './query-keys';

/**
 * Sends a message of the contact or support form to the support team. Nothing is cached: a message is sent once, and
 * the answer's message is all there is to show.
 */
export function useSendContactMessage(): UseMutationResult<ContactResponse, Error, ContactRequest> {
  const client = useVerbatimClient();
  return useMutation({ mutationFn: (body: ContactRequest) => client.contact.send(body) });
}

/** The support team's e-mail address; it changes only with the server's configuration, so it is read once. */
export function useContactDetails(): UseQueryResult<ContactDetails> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: contactKeys.details(), queryFn: ({ signal }) => client.contact.details({ signal }), staleTime: Infinity });
}
