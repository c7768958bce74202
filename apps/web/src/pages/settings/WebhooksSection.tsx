import { isApiError } from '@verbatim/core-sdk';
import type { CreateWebhookEndpointRequest, WebhookEndpoint, WebhookEndpointWithSecret } from '@verbatim/core-sdk/contracts';
import {
  toast,
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useRedeliverWebhook,
  useSendTestWebhook,
  useUpdateWebhookEndpoint,
  useVerbatimClient,
  useWebhookDeliveries,
  useWebhookEndpoints,
  WebhooksPanel,
} from '@verbatim/ui';
import { useState } from 'react';
import { errorMessage } from '../../lib/error-messages';
import { WEBHOOK_TOASTS, WEBHOOKS_LOAD_FAILED } from './webhook-messages';

/** The server's message about the URL of a refused endpoint, if that is what it refused. */
function urlError(error: unknown): string | undefined {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return undefined;
  const fields = (error.details as { fields?: { field: string; message: string }[] } | undefined)?.fields ?? [];
  return fields.find((f) => f.field === 'url')?.message ?? error.message;
}

/**
 * Settings › Developer › Webhooks: the signed-in user's endpoints with their recent deliveries. A new endpoint's
 * secret (or a rotated one) is shown once, then forgotten.
 */
export function WebhooksSection() {
  const client = useVerbatimClient();
  const endpoints = useWebhookEndpoints();
  const list = endpoints.data?.items;
  const deliveries = useWebhookDeliveries(list ?? []);
  const create = useCreateWebhookEndpoint();
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const sendTest = useSendTestWebhook();
  const redeliver = useRedeliverWebhook();
  const [shown, setShown] = useState<WebhookEndpointWithSecret | null>(null);
  const [createUrlError, setCreateUrlError] = useState<string | undefined>();

  const failed = (error: unknown) =>
    toast({ variant: 'destructive', title: WEBHOOK_TOASTS.failed.title, description: errorMessage(error, WEBHOOK_TOASTS.failed.fallback) });

  const add = async (request: CreateWebhookEndpointRequest) => {
    setCreateUrlError(undefined);
    try {
      setShown(await create.mutateAsync(request));
      toast(WEBHOOK_TOASTS.created);
    } catch (error) {
      setCreateUrlError(urlError(error));
      failed(error);
      throw error;
    }
  };

  const rotate = async (endpoint: WebhookEndpoint) => {
    try {
      setShown(await client.webhooks.rotateSecret(endpoint.id));
      toast(WEBHOOK_TOASTS.rotated);
    } catch (error) {
      failed(error);
    }
  };

  return (
    <WebhooksPanel
      endpoints={list}
      deliveries={Object.fromEntries(Object.entries(deliveries).map(([id, query]) => [id, query.data?.items]))}
      error={endpoints.isError ? errorMessage(endpoints.error, WEBHOOKS_LOAD_FAILED) : null}
      onReload={() => void endpoints.refetch()}
      onCreate={add}
      createUrlError={createUrlError}
      creating={create.isPending}
      created={shown}
      onCreatedClose={() => setShown(null)}
      onSendTest={(endpoint) => sendTest.mutate(endpoint.id, { onSuccess: () => toast(WEBHOOK_TOASTS.testSent), onError: failed })}
      testingId={sendTest.isPending ? (sendTest.variables ?? null) : null}
      onRedeliver={(endpoint, delivery) =>
        redeliver.mutate(
          { webhookId: endpoint.id, deliveryId: delivery.id },
          { onSuccess: () => toast(WEBHOOK_TOASTS.redelivered), onError: failed },
        )
      }
      redeliveringId={redeliver.isPending ? (redeliver.variables?.deliveryId ?? null) : null}
      onToggle={(endpoint, enabled) => update.mutate({ id: endpoint.id, changes: { enabled } }, { onError: failed })}
      onRotateSecret={(endpoint) => void rotate(endpoint)}
      onDelete={async (endpoint) => {
        try {
          await remove.mutateAsync(endpoint.id);
          toast(WEBHOOK_TOASTS.deleted);
        } catch (error) {
          failed(error);
        }
      }}
      onCopied={() => toast({ title: 'Copied to clipboard' })}
      onCopyError={() => toast({ variant: 'destructive', title: 'Copy failed', description: 'Select the text and copy it yourself.' })}
    />
  );
}
