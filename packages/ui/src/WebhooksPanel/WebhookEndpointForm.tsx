import { type CreateWebhookEndpointRequest, type WebhookEventType, webhookEventTypes } from '@verbatim/core-sdk/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../Button/Button';
import { FormField } from '../FormField/FormField';

/** What each event means, as the form and the list say it. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'transcription.completed': 'Transcription completed',
  'transcription.failed': 'Transcription failed',
  'transcription.deleted': 'Transcription deleted',
};

export interface WebhookEndpointFormProps {
  onSubmit: (request: CreateWebhookEndpointRequest) => void | Promise<void>;
  onCancel: () => void;
  /** The server's message about the URL. */
  urlError?: string | undefined;
  busy?: boolean;
}

/** The URL that receives the events, and which events it gets (all by default). */
export function WebhookEndpointForm({ onSubmit, onCancel, urlError, busy = false }: WebhookEndpointFormProps) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([...webhookEventTypes]);
  const [eventsError, setEventsError] = useState<string | undefined>();
  const legendId = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (events.length === 0) {
      setEventsError('Choose at least one event.');
      return;
    }
    setEventsError(undefined);
    try {
      await onSubmit({ url: url.trim(), events });
    } catch {
      // The caller shows why; the form keeps what was typed.
    }
  };

  const toggle = (type: WebhookEventType, on: boolean) =>
    setEvents((current) => (on ? webhookEventTypes.filter((t) => t === type || current.includes(t)) : current.filter((t) => t !== type)));

  return (
    <form onSubmit={(event) => void submit(event)} className="grid gap-4 rounded-lg border p-4" aria-label="New webhook endpoint">
      <FormField
        label="Endpoint URL"
        type="url"
        required
        placeholder="https://example.com/webhooks/verbatim"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={urlError}
        hint="Verbatim POSTs each event here as signed JSON. Use an https address your server answers."
      />
      <fieldset aria-describedby={eventsError ? `${legendId}-error` : undefined} className="grid gap-2">
        <legend id={legendId} className="mb-1 font-medium text-sm">
          Events
        </legend>
        {webhookEventTypes.map((type) => (
          <label key={type} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={events.includes(type)}
              onChange={(event) => toggle(type, event.target.checked)}
              className="size-4"
            />
            {WEBHOOK_EVENT_LABELS[type]} <code className="text-muted-foreground text-xs">{type}</code>
          </label>
        ))}
        {eventsError && (
          <p id={`${legendId}-error`} className="text-destructive text-sm">
            {eventsError}
          </p>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Adding...' : 'Add endpoint'}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
