import { type CreateWebhookEndpointRequest, WEBHOOK_ENDPOINTS_MAX, type WebhookEndpointWithSecret } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ConflictError } from '../../errors/app-error';
import { checkWebhookUrl } from './check-webhook-url';
import { presentWebhookEndpoint } from './present-webhook-endpoint';
import { ENDPOINTS_TABLE, type WebhookEndpointRow } from './webhook-rows';
import { newWebhookSecret } from './webhook-secret';

type CreateRequest = Required<Pick<CreateWebhookEndpointRequest, 'url' | 'events'>> & { description?: string | undefined };

/** Adds an endpoint for the caller; its secret is in this answer only. */
export async function createWebhookEndpoint(deps: AppDeps, userId: string, request: CreateRequest): Promise<WebhookEndpointWithSecret> {
  checkWebhookUrl(deps.config, request.url);
  const secret = newWebhookSecret();
  const row = await deps.db.transaction(async (trx) => {
    // The user's row is the lock that keeps two concurrent requests from passing the count together.
    await trx('users').where({ id: userId }).forUpdate().first('id');
    const [{ count }] = (await trx(ENDPOINTS_TABLE).where({ userId }).count('* as count')) as [{ count: string | number }];
    if (Number(count) >= WEBHOOK_ENDPOINTS_MAX) {
      throw new ConflictError(`An account can have ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints; delete one first.`);
    }
    const [created] = (await trx(ENDPOINTS_TABLE)
      .insert({ userId, url: request.url, description: request.description ?? '', events: JSON.stringify(request.events), secret })
      .returning('*')) as WebhookEndpointRow[];
    if (!created) throw new Error('the webhook endpoint was not inserted');
    return created;
  });
  return { ...presentWebhookEndpoint(row), secret };
}
