import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionInfo, planName } from '@verbatim/core-sdk/contracts';
import type { Knex } from 'knex';
import type { AppDeps } from '../../deps';
import type { UserModel } from '../../models/user';
import { subscriptionState } from '../billing/subscription-state';
import { getAvailableCredits } from '../credits/get-available-credits';

/** The rows a query matches; Postgres answers a count as text. */
async function countRows(query: Knex.QueryBuilder): Promise<number> {
  const row = (await query.count({ n: '*' }).first()) as { n?: string | number } | undefined;
  return Number(row?.n ?? 0);
}

/**
 * What the deletion dialog says before it asks for anything: what the account would lose (its spendable credits, the
 * plan's period or trial already granted, its transcripts, the keys other sites use and the links people were given),
 * counted now (secret keys and webhook endpoints too: the owner's servers stop hearing from Verbatim), and what confirms it: the password, or the e-mail address for an account that has none (Google).
 */
export async function describeAccountDeletion(deps: AppDeps, user: UserModel): Promise<AccountDeletionInfo> {
  const now = deps.now();
  const [credits, transcriptions, publishableKeys, sharedLinks, secretKeys, webhookEndpoints] = await Promise.all([
    getAvailableCredits(deps.db, user.id),
    countRows(deps.db('transcriptions').where({ userId: user.id })),
    countRows(deps.db('publishable_keys').where({ userId: user.id }).whereNull('revokedAt')),
    countRows(
      deps
        .db('share_links')
        .where({ userId: user.id })
        .whereNull('revokedAt')
        .where((links) => links.whereNull('expiresAt').orWhere('expiresAt', '>', now)),
    ),
    countRows(deps.db('api_keys').where({ userId: user.id }).whereNull('revokedAt')),
    countRows(deps.db('webhook_endpoints').where({ userId: user.id, enabled: true })),
  ]);
  const state = subscriptionState(user, now);
  const plan =
    state.inEffect && (state.status === 'active' || state.status === 'trial' || state.status === 'cancelled')
      ? {
          plan: user.subscriptionPlan,
          name: planName(user.subscriptionPlan),
          status: state.status,
          endsAt: user.subscriptionExpiresAt ? new Date(user.subscriptionExpiresAt).toISOString() : null,
        }
      : null;
  return {
    confirmWith: user.passwordHash ? 'password' : 'email',
    graceDays: ACCOUNT_DELETION_GRACE_DAYS,
    losses: {
      credits,
      plan,
      transcriptions,
      publishableKeys,
      sharedLinks,
      secretKeys,
      webhookEndpoints,
    },
  };
}
