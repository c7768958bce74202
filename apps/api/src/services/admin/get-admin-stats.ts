import type { AdminStats } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { ABANDONED_AFTER_MS } from '../billing/abandon-stale-payments';
import { dollars, PLAN_IN_EFFECT, rawRows, toNumber } from './admin-sql';

/** How many countries the dashboard's Top Countries card lists. */
const TOP_COUNTRIES = 10;

interface Totals {
  total_users: unknown;
  paying: unknown;
  trial: unknown;
  revenue_cents: unknown;
  abandoned: unknown;
}

/**
 * The dashboard's figures, from the accounts, their plans as of now, the payment attempts and the visits. Each
 * account counts once: paying (a paid plan in effect, cancelled ones included until their period ends), on the
 * trial, or free; conversion is the paying share of all accounts. Abandoned checkouts are those the sweep marked and
 * those pending longer than ABANDONED_AFTER_MS it has not reached yet, as the payment attempts list shows them.
 */
export async function getAdminStats(deps: AppDeps): Promise<AdminStats> {
  const now = deps.now();
  const [totals] = await rawRows<Totals>(
    deps.db,
    `select
       (select count(*) from users) as total_users,
       (select count(*) from users u where ${PLAN_IN_EFFECT} and u.subscription_status <> 'trial') as paying,
       (select count(*) from users u where ${PLAN_IN_EFFECT} and u.subscription_status = 'trial') as trial,
       (select coalesce(sum(amount_cents), 0) from payment_attempts where status = 'completed') as revenue_cents,
       (select count(*) from payment_attempts
        where status = 'abandoned' or (status = 'pending' and created_at < ?)) as abandoned`,
    [now, now, new Date(now.getTime() - ABANDONED_AFTER_MS)],
  );
  const countries = await rawRows<{ country: string; user_count: unknown }>(
    deps.db,
    `select country, count(*) as user_count from (
       select distinct on (user_id) user_id, country from analytics_sessions
       where user_id is not null and country is not null
       order by user_id, last_seen_at desc
     ) latest
     group by country order by count(*) desc, country limit ?`,
    [TOP_COUNTRIES],
  );
  const totalUsers = toNumber(totals?.total_users);
  const activeSubscribers = toNumber(totals?.paying);
  const trialUsers = toNumber(totals?.trial);
  return {
    totalUsers,
    activeSubscribers,
    trialUsers,
    totalRevenue: dollars(totals?.revenue_cents),
    conversionRate: totalUsers === 0 ? 0 : Math.round((activeSubscribers / totalUsers) * 1000) / 10,
    freeUsers: totalUsers - activeSubscribers - trialUsers,
    abandonedPayments: toNumber(totals?.abandoned),
    topCountries: countries.map((row) => ({ country: row.country, userCount: toNumber(row.user_count) })),
  };
}
