import type { AppDeps } from '../../deps';
import { findPlace } from './find-place';

/** Starts a visit of a signed-in user, placed by the request's address; the address itself is not kept. */
export async function startAnalyticsSession(deps: AppDeps, userId: string, timezone: string, address: string | null): Promise<string> {
  const place = await findPlace(deps, address);
  const now = deps.now();
  const [row] = await deps
    .db('analytics_sessions')
    .insert({
      userId,
      startedAt: now,
      lastSeenAt: now,
      timezone,
      country: place?.country ?? null,
      countryCode: place?.countryCode ?? null,
      city: place?.city ?? null,
    })
    .returning('id');
  return String(row.id);
}
