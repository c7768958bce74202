import { type UseMutationResult, type UseQueryResult, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateWebhookEndpointRequest,
  QueuedWebhookDelivery,
  SuccessResponse,
  UpdateWebhookEndpointRequest,
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '@verbatim/core-sdk/contracts';
import { useVerbatimClient } from '../VerbatimProvider/client-context';
import { webhookKeys } from './query-keys';

/** How often deliveries are read again while one of them is still being sent. */
const PENDING_REFETCH_MS = 2000;

/** The signed-in owner's webhook endpoints, newest first (secrets are never listed). */
export function useWebhookEndpoints({ enabled = true }: { enabled?: boolean } = {}): UseQueryResult<WebhookEndpointList> {
  const client = useVerbatimClient();
  return useQuery({ queryKey: webhookKeys.list(), queryFn: ({ signal }) => client.webhooks.list({ signal }), enabled });
}

/**
 * The recent deliveries of each endpoint, by endpoint id; read again every 2 s while any of an endpoint's deliveries is
 * still pending, so a test or a redelivery shows its outcome without a reload.
 */
export function useWebhookDeliveries(endpoints: readonly WebhookEndpoint[]): Record<string, UseQueryResult<WebhookDeliveryList>> {
  const client = useVerbatimClient();
  const results = useQueries({
    queries: endpoints.map((endpoint) => ({
      queryKey: webhookKeys.deliveries(endpoint.id),
      queryFn: ({ signal }: { signal: AbortSignal }) => client.webhooks.deliveries(endpoint.id, { signal }),
      refetchInterval: (query: { state: { data?: WebhookDeliveryList } }) =>
        query.state.data?.items.some((delivery) => delivery.state === 'pending') ? PENDING_REFETCH_MS : false,
    })),
  });
  return Object.fromEntries(endpoints.map((endpoint, index) => [endpoint.id, results[index] as UseQueryResult<WebhookDeliveryList>]));
}

function useWebhookMutation<Input, Output>(run: (input: Input) => Promise<Output>): UseMutationResult<Output, Error, Input> {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: run, onSettled: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }) });
}

/** Adds an endpoint; the answer holds the only copy of its signing secret. */
export function useCreateWebhookEndpoint(): UseMutationResult<WebhookEndpointWithSecret, Error, CreateWebhookEndpointRequest> {
  const client = useVerbatimClient();
  return useWebhookMutation((request: CreateWebhookEndpointRequest) => client.webhooks.create(request));
}

/** Changes an endpoint (its URL, events, or whether it is on). */
export function useUpdateWebhookEndpoint(): UseMutationResult<
  WebhookEndpoint,
  Error,
  { id: string; changes: UpdateWebhookEndpointRequest }
> {
  const client = useVerbatimClient();
  return useWebhookMutation(({ id, changes }: { id: string; changes: UpdateWebhookEndpointRequest }) =>
    client.webhooks.update(id, changes),
  );
}

/** Removes an endpoint; nothing more is sent to it. */
export function useDeleteWebhookEndpoint(): UseMutationResult<SuccessResponse, Error, string> {
  const client = useVerbatimClient();
  return useWebhookMutation((id: string) => client.webhooks.remove(id));
}

/** Sends a `webhook.test` event to an endpoint. */
export function useSendTestWebhook(): UseMutationResult<QueuedWebhookDelivery, Error, string> {
  const client = useVerbatimClient();
  return useWebhookMutation((id: string) => client.webhooks.sendTest(id));
}

/** Sends a delivery again, with the same `webhook-id`. */
export function useRedeliverWebhook(): UseMutationResult<QueuedWebhookDelivery, Error, { webhookId: string; deliveryId: string }> {
  const client = useVerbatimClient();
  return useWebhookMutation(({ webhookId, deliveryId }: { webhookId: string; deliveryId: string }) =>
    client.webhooks.redeliver(webhookId, deliveryId),
  );
}
