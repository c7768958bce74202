import type { AppDeps } from '../../deps';
import { findPlace } from './find-place';
import type { Place } from './look-up-place';

/** The location record the API answers: the address is neither kept nor handed back, and there is no ISP data. */
export type TrackedLocation = Place & { ipAddress: null; isp: null };

/**
 * Places the request's address with the server's own database and records the place (and the browser's time zone,
 * when sent) on the caller's latest visit. A caller without a visit yet is still answered; nothing is recorded.
 */
export async function trackLocation(
  deps: AppDeps,
  userId: string,
  address: string | null,
  timezone: string | undefined,
): Promise<TrackedLocation> {
  const place = await findPlace(deps, address);
  const changes = {
    ...(place ? { country: place.country, countryCode: place.countryCode, city: place.city } : {}),
    ...(timezone ? { timezone } : {}),
  };
  if (Object.keys(changes).length > 0) {
    const latest = deps.db('analytics_sessions').select('id').where({ userId }).orderBy('startedAt', 'desc').orderBy('id', 'desc').limit(1);
    await deps.db('analytics_sessions').whereIn('id', latest).update(changes);
  }
  return {
    ipAddress: null,
    country: place?.country ?? null,
    countryCode: place?.countryCode ?? null,
    region: place?.region ?? null,
    city: place?.city ?? null,
    latitude: place?.latitude ?? null,
    longitude: place?.longitude ?? null,
    timezone: timezone ?? place?.timezone ?? null,
    isp: null,
  };
}
