import {
  type CreateWebhookEndpointRequest,
  WEBHOOK_ENDPOINTS_MAX,
  WEBHOOK_OLD_SECRET_HOURS,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
} from '@verbatim/core-sdk/contracts';
import { useState } from 'react';
import { Alert, AlertDescription, AlertTitle } from '../Alert/Alert';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card/Card';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { ZapIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { CopyButton, type CopyCallbacks } from '../PublishableKeysPanel/CopyButton';
import { WebhookDeliveryList } from './WebhookDeliveryList';
import { WEBHOOK_EVENT_LABELS, WebhookEndpointForm } from './WebhookEndpointForm';

export interface WebhooksPanelProps extends CopyCallbacks {
  /** The owner's endpoints, newest first; undefined while the first load is under way. */
  endpoints: readonly WebhookEndpoint[] | undefined;
  /** Each endpoint's recent deliveries, by endpoint id; undefined while they load. */
  deliveries: Readonly<Record<string, readonly WebhookDelivery[] | undefined>>;
  /** Why the endpoints could not be loaded. */
  error?: string | null;
  onReload?: () => void;
  /** Adds an endpoint; a returned promise keeps the form busy, and it closes once that resolves. */
  onCreate: (request: CreateWebhookEndpointRequest) => void | Promise<void>;
  /** The server's message about the URL last sent. */
  createUrlError?: string | undefined;
  creating?: boolean;
  /** The endpoint just added (or re-keyed), with its secret, shown once until `onCreatedClose`. */
  created?: WebhookEndpointWithSecret | null;
  onCreatedClose?: () => void;
  onSendTest: (endpoint: WebhookEndpoint) => void;
  onRedeliver: (endpoint: WebhookEndpoint, delivery: WebhookDelivery) => void;
  onToggle: (endpoint: WebhookEndpoint, enabled: boolean) => void;
  onRotateSecret: (endpoint: WebhookEndpoint) => void;
  /** Removes an endpoint once the person confirms; the dialog stays busy until a returned promise settles. */
  onDelete: (endpoint: WebhookEndpoint) => void | Promise<void>;
  /** The endpoint a test is being queued for. */
  testingId?: string | null;
  /** The delivery being sent again. */
  redeliveringId?: string | null;
  defaultFormOpen?: boolean;
  timeZone?: string;
  className?: string;
}

/**
 * Settings › Developer: the owner's webhook endpoints, where Verbatim POSTs signed transcription events. Adds one
 * (its signing secret shown once), lists each with its recent deliveries, and offers Send test, Redeliver, a new
 * secret, turning off and deleting. Presentational: data and callbacks come from the caller.
 */
export function WebhooksPanel({
  endpoints,
  deliveries,
  error,
  onReload,
  onCreate,
  createUrlError,
  creating = false,
  created = null,
  onCreatedClose,
  onSendTest,
  onRedeliver,
  onToggle,
  onRotateSecret,
  onDelete,
  testingId = null,
  redeliveringId = null,
  defaultFormOpen = false,
  timeZone,
  className,
  onCopy,
  onCopied,
  onCopyError,
}: WebhooksPanelProps) {
  const [formOpen, setFormOpen] = useState(defaultFormOpen);
  const [toDelete, setToDelete] = useState<WebhookEndpoint | null>(null);
  const [deleting, setDeleting] = useState(false);
  const atLimit = (endpoints?.length ?? 0) >= WEBHOOK_ENDPOINTS_MAX;

  const create = async (request: CreateWebhookEndpointRequest) => {
    const result = onCreate(request);
    if (!(result instanceof Promise)) return;
    await result;
    setFormOpen(false);
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleting(true);
    try {
      await onDelete(toDelete);
    } catch {
      // The caller reports the failure; the dialog closes either way so that its message is seen.
    } finally {
      setDeleting(false);
      setToDelete(null);
    }
  };

  const addButton = (
    <Button onClick={() => setFormOpen(true)} disabled={formOpen || atLimit}>
      <ZapIcon />
      Add endpoint
    </Button>
  );

  return (
    <Card data-slot="webhooks-panel" aria-busy={!endpoints && !error ? true : undefined} className={cn('gap-5', className)}>
      <CardHeader className="flex flex-wrap items-start justify-between gap-4 px-4 sm:px-6">
        <div className="grid max-w-2xl gap-1.5">
          <CardTitle asChild>
            <h2 className="flex items-center gap-2">
              <ZapIcon className="size-5 text-primary" />
              Webhooks
            </h2>
          </CardTitle>
          <CardDescription>
            Tell your server when a transcription completes, fails or is deleted, including uploads through your website widgets. Each event
            is signed (Standard Webhooks) with the endpoint’s secret, and retried for about a day until your server answers 2xx.
          </CardDescription>
        </div>
        {endpoints && endpoints.length > 0 && addButton}
      </CardHeader>
      <CardContent className="grid gap-5 px-4 sm:px-6">
        {created && (
          <Alert data-slot="webhook-secret">
            <AlertTitle>Signing secret for {created.url}</AlertTitle>
            <AlertDescription className="grid gap-2">
              <p>Copy it now: it is not shown again. Your server checks each delivery with it.</p>
              <div className="flex flex-wrap items-center gap-2">
                <code className="break-all rounded bg-muted px-2 py-1 text-xs">{created.secret}</code>
                <CopyButton
                  text={created.secret}
                  what="signing secret"
                  size="sm"
                  onCopy={onCopy}
                  onCopied={onCopied}
                  onCopyError={onCopyError}
                />
                <Button size="sm" variant="ghost" onClick={() => onCreatedClose?.()}>
                  Done
                </Button>
              </div>
            </AlertDescription>
          </Alert>
        )}
        {atLimit && (
          <p className="text-muted-foreground text-sm">
            You have {WEBHOOK_ENDPOINTS_MAX} endpoints, the most an account may have. Delete one to add another.
          </p>
        )}
        {formOpen && (
          <WebhookEndpointForm onSubmit={create} onCancel={() => setFormOpen(false)} urlError={createUrlError} busy={creating} />
        )}
        {error && !endpoints ? (
          <ErrorState title="Could not load your webhooks" message={error} onRetry={onReload} />
        ) : !endpoints ? (
          <p role="status" className="text-muted-foreground text-sm">
            Loading webhooks...
          </p>
        ) : endpoints.length === 0 ? (
          !formOpen && (
            <EmptyState
              icon={<ZapIcon />}
              title="No webhook endpoints yet"
              description="Add the URL of your server to receive an event when a transcription finishes."
              action={addButton}
            />
          )
        ) : (
          <ul aria-label="Webhook endpoints" className="grid gap-4">
            {endpoints.map((endpoint) => (
              <li
                key={endpoint.id}
                data-slot="webhook-endpoint"
                data-state={endpoint.enabled ? 'on' : 'off'}
                className="grid gap-3 rounded-lg border p-4"
              >
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="grid gap-1">
                    <h3 className="break-all font-medium">{endpoint.url}</h3>
                    {endpoint.description && <p className="text-muted-foreground text-sm">{endpoint.description}</p>}
                    <p className="text-muted-foreground text-xs">{endpoint.events.map((type) => WEBHOOK_EVENT_LABELS[type]).join(' · ')}</p>
                  </div>
                  <Badge variant={endpoint.enabled ? 'success' : 'outline'}>{endpoint.enabled ? 'On' : 'Off'}</Badge>
                </div>
                {endpoint.disabledReason && <p className="text-destructive text-sm">{endpoint.disabledReason}</p>}
                <div className="flex flex-wrap gap-2">
                  <Button size="sm" onClick={() => onSendTest(endpoint)} disabled={!endpoint.enabled || testingId === endpoint.id}>
                    {testingId === endpoint.id ? 'Sending...' : 'Send test'}
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => onToggle(endpoint, !endpoint.enabled)}>
                    {endpoint.enabled ? 'Turn off' : 'Turn on'}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onRotateSecret(endpoint)}
                    title={`The old secret keeps signing for ${WEBHOOK_OLD_SECRET_HOURS} hours`}
                  >
                    New secret
                  </Button>
                  <Button size="sm" variant="ghost" className="text-destructive" onClick={() => setToDelete(endpoint)}>
                    Delete
                  </Button>
                </div>
                <WebhookDeliveryList
                  deliveries={deliveries[endpoint.id]}
                  onRedeliver={(delivery) => onRedeliver(endpoint, delivery)}
                  redeliveringId={redeliveringId}
                  canRedeliver={endpoint.enabled}
                  timeZone={timeZone}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        title="Delete this webhook endpoint?"
        description={<>Nothing more is sent to {toDelete?.url}, retries included, and its delivery history goes with it.</>}
        tone="destructive"
        confirmLabel="Delete endpoint"
        pendingLabel="Deleting..."
        pending={deleting}
        onConfirm={() => void confirmDelete()}
      />
    </Card>
  );
}
