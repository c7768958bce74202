import { describe, expect, it } from 'vitest';
import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps an IPv4 address, also when written as IPv4-mapped IPv6', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 as one', () => {
    const key = addressKey('2001:db8:1:2::1');
    expect(key).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:eeee:dddd:cccc')).toBe(key);
    expect(addressKey('2001:db8:1:2:a:b:c:d%eth0')).toBe(key);
    expect(addressKey('2001:db8:1:3::1')).not.toBe(key);
  });

  it('handles the short forms', () => {
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64');
  });
});
