import type { AppDeps } from '../../deps';
import { lookUpPlace, type Place } from './look-up-place';

/**
 * The place of a request's address, or null. Analytics must never fail a visit: a database that cannot be read is
 * logged and the visit goes on without a place.
 */
export async function findPlace(deps: AppDeps, address: string | null | undefined): Promise<Place | null> {
  try {
    return await lookUpPlace(deps.config.analytics.geoipDatabase, address);
  } catch (error) {
    deps.logger.warn({ err: error }, 'could not look up a visitor’s place in the GeoIP database');
    return null;
  }
}
