import { WEBHOOK_OLD_SECRET_HOURS, type WebhookEndpointWithSecret } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { findOwnWebhookEndpoint } from './find-own-webhook-endpoint';
import { presentWebhookEndpoint } from './present-webhook-endpoint';
import { ENDPOINTS_TABLE, type WebhookEndpointRow } from './webhook-rows';
import { newWebhookSecret } from './webhook-secret';

/**
 * A new secret for the caller's endpoint, shown once. The one it replaces keeps signing for a while beside it, so a
 * receiver that has not switched yet still accepts deliveries.
 */
export async function rotateWebhookSecret(deps: AppDeps, userId: string, id: string): Promise<WebhookEndpointWithSecret> {
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (trx) => {
    const current = await findOwnWebhookEndpoint(trx, userId, id, true);
    const [updated] = (await trx(ENDPOINTS_TABLE)
      .where({ id })
      .update({
        secret,
        previousSecret: current.secret,
        previousSecretExpiresAt: new Date(deps.now().getTime() + WEBHOOK_OLD_SECRET_HOURS * 3_600_000),
        updatedAt: deps.now(),
      })
      .returning('*')) as WebhookEndpointRow[];
    if (!updated) throw new Error('the webhook endpoint was not updated');
    return updated;
  });
  return { ...presentWebhookEndpoint(row), secret };
}
