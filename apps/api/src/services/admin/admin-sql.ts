import type { Knex } from 'knex';
import type { Database } from '../../db/create-database';
import { isoTime } from '../../lib/iso-time';

/** The rows of a raw query, whose columns (unlike the query builder's) keep their snake_case names. */
export async function rawRows<T>(db: Database, sql: string, bindings: readonly Knex.RawBinding[] = []): Promise<T[]> {
  const result = await db.raw(sql, bindings);
  return (result as { rows: T[] }).rows;
}

/** A count or sum as Postgres hands it over (bigint and numeric arrive as strings on pg). */
export const toNumber = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

export const isoOrNull = (value: Date | string | null | undefined): string | null => isoTime(value ?? null);

/** Dollars from cents, to the cent. */
export const dollars = (cents: unknown): number => Math.round(toNumber(cents)) / 100;

/** For ILIKE: the search text's own %, _ and \ match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The country and city of the user's latest visit whose location is known (a lateral subquery over `users u`): a
 * lookup that found nothing does not hide where the person was seen before.
 */
export const LATEST_LOCATION_JOIN = `left join lateral (
    select s.country, s.city from analytics_sessions s
    where s.user_id = u.id and s.country is not null
    order by s.last_seen_at desc limit 1
  ) loc on true`;

/**
 * A plan in effect at `?` (bound once), by the rule of subscriptionState: a paid plan whose stored status is not
 * expired and whose period has not ended.
 */
export const PLAN_IN_EFFECT = `(u.subscription_plan <> 'free' and u.subscription_status in ('active', 'cancelled', 'trial')
    and (u.subscription_expires_at is null or u.subscription_expires_at > ?))`;
