import ipaddr from 'ipaddr.js';

/**
 * Whether a webhook may be sent to this IP address: only ordinary public unicast ones. Private, loopback,
 * link-local (the cloud metadata service at 169.254.169.254 among them), unique-local, carrier-grade NAT, multicast,
 * reserved and unspecified addresses are refused, and so are IPv6 forms that carry an IPv4 address inside (mapped,
 * 6to4, Teredo, NAT64), whose real target is hard to judge. Anything that does not parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}
