import { isIPv4, isIPv6 } from 'node:net';

// Addresses are kept only coarse enough to see regions and abuse patterns, never a household: IPv4 to its /24 and
// IPv6 to its /48 (the prefixes Google Analytics' IP anonymization and common privacy guidance use). The host part
// is zeroed before the address is ever stored.

/** "203.0.113.77" → "203.0.113.0"; "2001:db8:85a3:8d3:1319:8a2e:370:7348" → "2001:db8:85a3::"; else null. */
export function anonymizeIp(address: string | undefined): string | null {
  if (address === undefined) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  const ip = mapped ? mapped[1] : address;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0`;
  if (isIPv6(ip)) return `${expandIpv6(ip).slice(0, 3).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::`;
  return null;
}

/** The eight 16-bit groups of an IPv6 address (zone index dropped, "::" filled with zero groups). */
function expandIpv6(ip: string): string[] {
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === '' ? [] : tail.split(':');
  const missing = ip.includes('::') ? 8 - left.length - right.length : 0;
  return [...left, ...Array<string>(missing).fill('0'), ...right].map((group) => group.toLowerCase());
}
