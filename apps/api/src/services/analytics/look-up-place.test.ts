import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isShippedGeoipInstalled, lookUpPlace, placeOf, shippedGeoipFile } from './look-up-place';

const shippedIpv4File = shippedGeoipFile('shipped', 'v4');

describe('lookUpPlace', () => {
  it('places a public address in its country with the database installed with Verbatim', async () => {
    const place = await lookUpPlace('shipped', '8.8.8.8');
    expect(place).toEqual({
      countryCode: 'US',
      country: 'United States',
      region: null,
      city: null,
      latitude: null,
      longitude: null,
      timezone: null,
    });
  });

  it('asks for the optional city package by name when it is not installed', () => {
    expect(isShippedGeoipInstalled('shipped')).toBe(true);
    if (isShippedGeoipInstalled('city')) return;
    expect(() => shippedGeoipFile('city', 'v4')).toThrow(/@ip-location-db\/dbip-city-mmdb/);
  });

  it('reads a city record in the flat shape of ip-location-db and in MaxMind’s GeoIP2 City shape', () => {
    const london = { region: 'England', city: 'London', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' };
    expect(
      placeOf({ country_code: 'gb', state1: 'England', city: 'London', latitude: 51.5, longitude: -0.12, timezone: 'Europe/London' }),
    ).toEqual({ countryCode: 'GB', country: 'United Kingdom', ...london });
    expect(
      placeOf({
        country: { iso_code: 'GB', names: { en: 'United Kingdom' } },
        subdivisions: [{ names: { en: 'England' } }],
        city: { names: { en: 'London' } },
        location: { latitude: 51.5, longitude: -0.12, time_zone: 'Europe/London' },
      }),
    ).toEqual({ countryCode: 'GB', country: 'United Kingdom', ...london });
    expect(placeOf({ country_code: 'ZZ' })).toBeNull();
  });

  it('reads an IPv4 client on a dual-stack socket (::ffff:a.b.c.d) as the IPv4 address', async () => {
    expect(await lookUpPlace('shipped', '::ffff:8.8.8.8')).toMatchObject({ countryCode: 'US' });
  });

  it('places an IPv6 address with the IPv6 file', async () => {
    const place = await lookUpPlace('shipped', '2001:4860:4860::8888');
    expect(place?.countryCode).toMatch(/^[A-Z]{2}$/);
  });

  it.each([
    '127.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    '10.1.2.3',
    '172.20.0.5',
    '192.168.1.10',
    '100.64.0.1',
    '169.254.10.1',
    'fd12:3456::1',
    'fe80::1',
    '0.0.0.0',
  ])('gives no place for the loopback or private address %s', async (address) => {
    expect(await lookUpPlace('shipped', address)).toBeNull();
  });

  it.each(['', 'not an address', '8.8.8', '999.1.1.1', 'fe80::1%eth0'])('gives no place for %j, which is no address', async (address) => {
    expect(await lookUpPlace('shipped', address)).toBeNull();
  });

  it('looks nothing up when the lookup is off', async () => {
    expect(await lookUpPlace('off', '8.8.8.8')).toBeNull();
  });

  it('reads another .mmdb file given by path', async () => {
    expect(await lookUpPlace(shippedIpv4File, '8.8.8.8')).toMatchObject({ countryCode: 'US' });
  });

  it('fails on a file that is no database, and reads the file again on the next lookup', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'geoip-'));
    const path = join(dir, 'city.mmdb');
    try {
      writeFileSync(join(dir, 'junk'), 'not a database');
      symlinkSync(join(dir, 'junk'), path);
      await expect(lookUpPlace(path, '8.8.8.8')).rejects.toThrow();
      rmSync(path);
      symlinkSync(shippedIpv4File, path);
      expect(await lookUpPlace(path, '8.8.8.8')).toMatchObject({ countryCode: 'US' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
