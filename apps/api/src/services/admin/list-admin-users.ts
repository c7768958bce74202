import type { AdminUser, AdminUserList, SubscriptionPlan, SubscriptionStatus, UserRole } from '@verbatim/core-sdk/contracts';
import type { AppDeps } from '../../deps';
import { isoTime } from '../../lib/iso-time';
import { subscriptionState } from '../billing/subscription-state';
import { dollars, isoOrNull, LATEST_LOCATION_JOIN, likePattern, rawRows, toNumber } from './admin-sql';

interface UserRow {
  id: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  role: UserRole;
  subscription_plan: SubscriptionPlan;
  subscription_status: SubscriptionStatus | null;
  subscription_expires_at: Date | string | null;
  created_at: Date | string;
  disabled_at: Date | string | null;
  email_verified_at: Date | string | null;
  country: string | null;
  city: string | null;
  spent_cents: unknown;
  credits: unknown;
  last_active: Date | string | null;
}

/**
 * Each account with its figures: spendable credits (the ledger less what is held, as the person's own balance
 * reads), completed payments, the location of its latest located visit, and when it was last seen, by a signed-in
 * request (sessions.last_seen_at) or a visit of the web app (analytics_sessions.last_seen_at), whichever is later.
 */
const SELECT_USERS = `
  select u.id, u.email, u.first_name, u.last_name, u.role, u.subscription_plan, u.subscription_status,
    u.subscription_expires_at, u.created_at, u.disabled_at, u.email_verified_at, loc.country, loc.city,
    (select coalesce(sum(p.amount_cents), 0) from payment_attempts p where p.user_id = u.id and p.status = 'completed') as spent_cents,
    (select coalesce(sum(l.amount), 0) from credit_ledger l where l.user_id = u.id)
      - (select coalesce(sum(t.reserved_credits), 0) from transcriptions t where t.user_id = u.id) as credits,
    greatest(
      (select max(s.last_seen_at) from sessions s where s.user_id = u.id),
      (select max(a.last_seen_at) from analytics_sessions a where a.user_id = u.id)
    ) as last_active
  from users u
  ${LATEST_LOCATION_JOIN}`;

/** Matches the e-mail address, either name, or the full name ("Ada Lovelace"). */
const MATCHES = `(u.email ilike ? or u.first_name ilike ? or u.last_name ilike ?
  or concat_ws(' ', u.first_name, u.last_name) ilike ?)`;

function presentAdminUser(row: UserRow, now: Date): AdminUser {
  const status = subscriptionState(
    {
      subscriptionPlan: row.subscription_plan,
      subscriptionStatus: row.subscription_status,
      subscriptionExpiresAt: row.subscription_expires_at === null ? null : new Date(row.subscription_expires_at),
    },
    now,
  ).status;
  return {
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    role: row.role,
    subscriptionPlan: row.subscription_plan,
    subscriptionStatus: status,
    subscriptionExpiresAt: row.subscription_plan === 'free' ? null : isoOrNull(row.subscription_expires_at),
    creditsRemaining: toNumber(row.credits),
    location: row.country === null && row.city === null ? null : { country: row.country, city: row.city },
    totalSpent: dollars(row.spent_cents),
    createdAt: isoTime(row.created_at),
    lastActive: isoOrNull(row.last_active),
    disabledAt: isoOrNull(row.disabled_at),
    emailVerified: row.email_verified_at !== null,
  };
}

export interface AdminUserQuery {
  q?: string | undefined;
  page: number;
  limit: number;
}

/** One page of accounts, newest first, and how many match in all. */
export async function listAdminUsers(deps: AppDeps, query: AdminUserQuery): Promise<AdminUserList> {
  const q = query.q?.trim();
  const where = q ? `where ${MATCHES}` : '';
  const search = q ? Array(4).fill(likePattern(q)) : [];
  const [rows, counted] = await Promise.all([
    rawRows<UserRow>(deps.db, `${SELECT_USERS} ${where} order by u.created_at desc, u.id desc limit ? offset ?`, [
      ...search,
      query.limit,
      (query.page - 1) * query.limit,
    ]),
    rawRows<{ total: unknown }>(deps.db, `select count(*) as total from users u ${where}`, search),
  ]);
  const now = deps.now();
  return {
    items: rows.map((row) => presentAdminUser(row, now)),
    page: query.page,
    limit: query.limit,
    total: toNumber(counted[0]?.total),
  };
}

/** One account as the list shows it, or null when there is none with this id. */
export async function findAdminUser(deps: AppDeps, userId: string): Promise<AdminUser | null> {
  const [row] = await rawRows<UserRow>(deps.db, `${SELECT_USERS} where u.id = ?`, [userId]);
  return row ? presentAdminUser(row, deps.now()) : null;
}
