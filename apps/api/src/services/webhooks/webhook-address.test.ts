import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './webhook-address';

describe('isPublicAddress', () => {
  it('accepts ordinary public addresses', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private, link-local, metadata and addresses hidden in IPv6 forms', () => {
    const refused = [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      '2002:7f00:1::',
      '64:ff9b::a9fe:a9fe',
      'not-an-address',
    ];
    for (const address of refused) expect(isPublicAddress(address), address).toBe(false);
  });
});
