import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { webhookDisabledEmail } from '../mail/webhook-disabled-email';
import { ENDPOINTS_TABLE, type WebhookEndpointRow } from './webhook-rows';

/** An endpoint that has accepted nothing for this long, when a delivery's last retry fails too, is turned off. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 5;
export const WEBHOOK_DISABLED_REASON = `Turned off after failing every delivery for ${WEBHOOK_DISABLE_AFTER_DAYS} days.`;

/**
 * Turns the endpoint off and e-mails its owner when it has been failing since WEBHOOK_DISABLE_AFTER_DAYS ago or
 * longer; otherwise does nothing. `trx` is the transaction that records the delivery's last failure.
 */
export async function disableIfFailingForDays(deps: AppDeps, trx: Database, endpoint: WebhookEndpointRow): Promise<boolean> {
  if (!endpoint.enabled || !endpoint.failingSince) return false;
  const limit = deps.now().getTime() - WEBHOOK_DISABLE_AFTER_DAYS * 86_400_000;
  if (new Date(endpoint.failingSince).getTime() > limit) return false;
  await trx(ENDPOINTS_TABLE)
    .where({ id: endpoint.id })
    .update({ enabled: false, disabledReason: WEBHOOK_DISABLED_REASON, updatedAt: deps.now() });
  const owner = (await trx('users').where({ id: endpoint.userId }).first('email')) as { email: string } | undefined;
  if (owner) {
    await deps.jobs.enqueueEmail(
      trx,
      webhookDisabledEmail(owner.email, endpoint.url, `${deps.config.publicUrl}/settings/developer`, WEBHOOK_DISABLE_AFTER_DAYS),
    );
  }
  return true;
}
