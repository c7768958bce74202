import type { Database } from '../../db/create-database';
import type { AppDeps } from '../../deps';
import { createToken, hashToken } from '../../lib/tokens';

/**
 * A new unsubscribe link for one e-mail to a confirmed subscriber. Each e-mail gets its own token and any of them
 * works for ever, so a link in an old e-mail still unsubscribes; only the token's hash is kept.
 */
export async function issueUnsubscribeLink(deps: AppDeps, db: Database, subscriptionId: string): Promise<string> {
  const token = createToken();
  await db('newsletter_unsubscribe_tokens').insert({ tokenHash: hashToken(token), subscriptionId, createdAt: deps.now() });
  return `${deps.config.publicUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
}
