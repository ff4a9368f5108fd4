import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address into its eight 16-bit groups (numbers); an embedded IPv4 tail
 *  ('::ffff:203.0.113.7') becomes the last two groups. Expects a valid IPv6 address. */
function ipv6Groups(ip: string): number[] {
  let text = ip.split('%')[0]!;
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, -v4[1]!.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const parse = (part: string) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const left = parse(head);
  const right = tail === undefined ? [] : parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d, RFC 4291 §2.5.5.2) given
 *  as its eight groups; undefined for any other address. */
function mappedIpv4(groups: number[]): string | undefined {
  if (!groups.slice(0, 5).every((g) => g === 0) || groups[5] !== 0xffff) return undefined;
  return `${groups[6]! >> 8}.${groups[6]! & 0xff}.${groups[7]! >> 8}.${groups[7]! & 0xff}`;
}

/** The client address with its host part removed, as it may be written to logs (docs/product.md §9: no
 *  full IP address is kept longer than 7 days; product-docs/product.md §2 privacy page "Server-Logfiles"):
 *  IPv4 keeps its /24 network ('203.0.113.7' → '203.0.113.0'), IPv6 its /48 ('2001:db8:1:2::5'
 *  → '2001:db8:1::'), an IPv4-mapped IPv6 address is treated as IPv4. Anything that is not an
 *  IP address (undefined, a socket path) gives undefined, so nothing unknown reaches a log. */
export function truncateIp(ip: string | undefined): string | undefined {
  if (!ip) return undefined;
  if (isIPv4(ip)) return `${ip.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(ip)) return undefined;
  const groups = ipv6Groups(ip);
  const v4 = mappedIpv4(groups);
  if (v4) return truncateIp(v4);
  return `${groups.slice(0, 3).map((g) => g.toString(16)).join(':')}::`;
}

/** The key under which per-IP limits count a client: an IPv4 address as it is (an IPv4-mapped
 *  IPv6 address as IPv4), an IPv6 address by its /64 network, since one household or phone gets a
 *  whole /64 and could otherwise count anew with every address of it (RFC 6177); anything else
 *  as given. */
export function rateLimitKey(ip: string): string {
  if (!isIPv6(ip)) return ip;
  const groups = ipv6Groups(ip);
  return mappedIpv4(groups) ?? `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
