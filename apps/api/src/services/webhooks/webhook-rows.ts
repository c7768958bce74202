import type { WebhookEventType } from '@verbatim/core-sdk/contracts';

export const ENDPOINTS_TABLE = 'webhook_endpoints';
export const DELIVERIES_TABLE = 'webhook_deliveries';
export const ATTEMPTS_TABLE = 'webhook_attempts';

export interface WebhookEndpointRow {
  id: string;
  userId: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  secret: string;
  previousSecret: string | null;
  previousSecretExpiresAt: Date | null;
  enabled: boolean;
  disabledReason: string | null;
  failingSince: Date | null;
  lastDeliveryAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookDeliveryState = 'pending' | 'succeeded' | 'failed';

export interface WebhookDeliveryRow {
  id: string;
  endpointId: string;
  messageId: string;
  eventType: string;
  payload: string;
  state: WebhookDeliveryState;
  attemptCount: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
}

export interface WebhookAttemptRow {
  id: string;
  deliveryId: string;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  createdAt: Date;
}
