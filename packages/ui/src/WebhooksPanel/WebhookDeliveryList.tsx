import type { WebhookDelivery } from '@verbatim/core-sdk/contracts';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { RotateCcwIcon } from '../Icons/Icons';

const STATE_LABELS = { succeeded: 'Delivered', pending: 'Retrying', failed: 'Failed' } as const;
const STATE_BADGES = { succeeded: 'success', pending: 'warning', failed: 'destructive' } as const;

export interface WebhookDeliveryListProps {
  deliveries: readonly WebhookDelivery[] | undefined;
  onRedeliver: (delivery: WebhookDelivery) => void;
  /** The delivery being sent again. */
  redeliveringId?: string | null;
  /** Redelivery is not offered for an endpoint that is turned off. */
  canRedeliver: boolean;
  timeZone?: string | undefined;
}

/** An endpoint's recent deliveries: event, state, the last attempt's answer and time, and Redeliver. */
export function WebhookDeliveryList({ deliveries, onRedeliver, redeliveringId = null, canRedeliver, timeZone }: WebhookDeliveryListProps) {
  const format = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) });
  if (!deliveries) return <p className="text-muted-foreground text-sm">Loading deliveries...</p>;
  if (deliveries.length === 0) return <p className="text-muted-foreground text-sm">No deliveries yet. Send a test to try the endpoint.</p>;
  return (
    <ul aria-label="Recent deliveries" className="grid divide-y rounded-md border">
      {deliveries.map((delivery) => {
        const last = delivery.attempts[0];
        const answer = last ? (last.statusCode === null ? 'No answer' : `HTTP ${last.statusCode}`) : 'Not sent yet';
        return (
          <li
            key={delivery.id}
            data-slot="webhook-delivery"
            data-state={delivery.state}
            className="grid gap-1 p-3 text-sm sm:flex sm:items-center sm:gap-3"
          >
            <Badge variant={STATE_BADGES[delivery.state]}>{STATE_LABELS[delivery.state]}</Badge>
            <code className="font-medium">{delivery.eventType}</code>
            <span className="text-muted-foreground">
              {answer}
              {last ? ` · ${last.durationMs} ms · ${format.format(new Date(last.createdAt))}` : ''}
              {delivery.attempts.length > 1 ? ` · ${delivery.attempts.length} attempts` : ''}
            </span>
            {last?.error && <span className="text-muted-foreground sm:flex-1 sm:truncate">{last.error}</span>}
            {canRedeliver && (
              <Button
                size="sm"
                variant="outline"
                className="sm:ml-auto"
                disabled={redeliveringId === delivery.id}
                onClick={() => onRedeliver(delivery)}
                aria-label={`Redeliver ${delivery.eventType} of ${format.format(new Date(delivery.createdAt))}`}
              >
                <RotateCcwIcon />
                Redeliver
              </Button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
