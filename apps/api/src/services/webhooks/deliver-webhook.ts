import type { AppDeps } from '../../deps';
import { disableIfFailingForDays } from './disable-failing-endpoint';
import { postWebhook, WEBHOOK_RESPONSE_BYTES } from './post-webhook';
import { signWebhook } from './sign-webhook';
import { webhookRetryDelayMs } from './webhook-retry-schedule';
import { ATTEMPTS_TABLE, DELIVERIES_TABLE, ENDPOINTS_TABLE, type WebhookDeliveryRow, type WebhookEndpointRow } from './webhook-rows';
import { WebhookTargetRefusedError } from './webhook-target-errors';

interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

/** The current secret, and the previous one while it still signs after a rotation. */
function signingSecrets(endpoint: WebhookEndpointRow, now: Date): string[] {
  const previousValid = endpoint.previousSecret && endpoint.previousSecretExpiresAt && new Date(endpoint.previousSecretExpiresAt) > now;
  return previousValid && endpoint.previousSecret ? [endpoint.secret, endpoint.previousSecret] : [endpoint.secret];
}

function describeFailure(error: unknown, timeoutMs: number): string {
  if (error instanceof WebhookTargetRefusedError) return error.message;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
    return `No answer within ${timeoutMs / 1000} seconds.`;
  }
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') return `Could not connect (${code}).`;
  return error instanceof Error ? error.message : 'The request failed.';
}

async function attempt(
  deps: AppDeps,
  endpoint: WebhookEndpointRow,
  delivery: WebhookDeliveryRow,
  signal: AbortSignal,
): Promise<AttemptOutcome> {
  const started = performance.now();
  const now = deps.now();
  const headers = signWebhook(signingSecrets(endpoint, now), delivery.messageId, now, delivery.payload);
  try {
    const response = await postWebhook({
      url: endpoint.url,
      headers: { ...headers, 'user-agent': 'Verbatim-Webhooks/1' },
      body: delivery.payload,
      allowPrivateAddresses: deps.config.webhooks.allowPrivateAddresses,
      requireHttps: deps.config.webhooks.requireHttps,
      timeoutMs: deps.config.webhooks.timeoutMs,
      signal,
    });
    const durationMs = Math.round(performance.now() - started);
    if (response.statusCode >= 200 && response.statusCode < 300) return { statusCode: response.statusCode, error: null, durationMs };
    const said = response.body.trim().slice(0, 300);
    const error = `The endpoint answered ${response.statusCode}${said ? `: ${said}` : ''}`;
    return { statusCode: response.statusCode, error: error.slice(0, WEBHOOK_RESPONSE_BYTES), durationMs };
  } catch (error) {
    // The worker stopping is not the receiver's fault: the queue runs the job again.
    if (signal.aborted) throw error;
    return {
      statusCode: null,
      error: describeFailure(error, deps.config.webhooks.timeoutMs),
      durationMs: Math.round(performance.now() - started),
    };
  }
}

/**
 * One attempt at a delivery (a `webhook.deliver` job). Records it; on success marks the delivery done, otherwise
 * schedules the next attempt on the retry schedule with the same `webhook-id`, or marks it failed when the schedule
 * is used up, turning the endpoint off if it has been failing for days. A delivery that is gone (its endpoint
 * deleted), already done, or whose endpoint is turned off is left alone.
 */
export async function deliverWebhook(deps: AppDeps, deliveryId: string, signal: AbortSignal): Promise<void> {
  const delivery = (await deps.db(DELIVERIES_TABLE).where({ id: deliveryId }).first()) as WebhookDeliveryRow | undefined;
  if (delivery?.state !== 'pending') return;
  const endpoint = (await deps.db(ENDPOINTS_TABLE).where({ id: delivery.endpointId }).first()) as WebhookEndpointRow | undefined;
  if (!endpoint?.enabled) return;

  const outcome = await attempt(deps, endpoint, delivery, signal);
  const at = deps.now();
  const recorded = await deps.db.transaction(async (trx): Promise<DeliveryOutcome | undefined> => {
    const current = (await trx(DELIVERIES_TABLE).where({ id: deliveryId }).forUpdate().first()) as WebhookDeliveryRow | undefined;
    if (!current) return undefined; // the endpoint was deleted meanwhile
    await trx(ATTEMPTS_TABLE).insert({ deliveryId, ...outcome, createdAt: at });
    // Redelivered while this attempt was under way: the redelivery's own job carries on from here.
    if (current.attemptCount !== delivery.attemptCount || current.state !== 'pending') return undefined;
    const attemptCount = current.attemptCount + 1;
    if (outcome.error === null) {
      await trx(DELIVERIES_TABLE).where({ id: deliveryId }).update({ state: 'succeeded', attemptCount, nextAttemptAt: null });
      await trx(ENDPOINTS_TABLE).where({ id: endpoint.id }).update({ failingSince: null, lastDeliveryAt: at });
      return 'succeeded';
    }
    await trx(ENDPOINTS_TABLE)
      .where({ id: endpoint.id })
      .update({ failingSince: trx.raw('coalesce(failing_since, ?)', [at]), lastDeliveryAt: at });
    const delayMs = webhookRetryDelayMs(attemptCount, deps.config.webhooks.retryBaseMs);
    if (delayMs === null) {
      await trx(DELIVERIES_TABLE).where({ id: deliveryId }).update({ state: 'failed', attemptCount, nextAttemptAt: null });
      const failing = (await trx(ENDPOINTS_TABLE).where({ id: endpoint.id }).first()) as WebhookEndpointRow;
      await disableIfFailingForDays(deps, trx, failing);
      return 'failed';
    }
    const next = new Date(at.getTime() + delayMs);
    await trx(DELIVERIES_TABLE).where({ id: deliveryId }).update({ attemptCount, nextAttemptAt: next });
    await deps.jobs.enqueueWebhookDelivery(trx, deliveryId, next);
    return 'retry';
  });
  // Counted once committed, so that a rolled-back attempt (the database gone meanwhile) is not.
  if (recorded) deps.metrics.webhookDeliveries.inc({ outcome: recorded });
}

/** What an attempt that was recorded led to: done, tried again later, or given up. */
type DeliveryOutcome = 'succeeded' | 'retry' | 'failed';
