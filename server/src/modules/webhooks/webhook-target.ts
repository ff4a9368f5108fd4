import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';

/** Where a webhook may send (OWASP SSRF Prevention Cheat Sheet; docs/security.md, Webhooks): an
 *  https:// address of a public host. With `local` (WEBHOOK_LOCAL_TARGETS, development and tests)
 *  http:// and loopback or private addresses too. The host is checked when the webhook is saved
 *  (literal addresses and `localhost`) and again at every delivery, after resolving its name, and
 *  the connection goes to the address that was checked (no second lookup, no DNS rebinding). */

/** Address ranges no webhook reaches in production: unspecified, this network, private (RFC 1918),
 *  shared (RFC 6598), loopback, link-local, protocol assignments, documentation, benchmarking,
 *  multicast and reserved (RFC 6890); IPv6 loopback, unique local (RFC 4193), link-local,
 *  multicast and NAT64 (RFC 6052) addresses; IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are
 *  checked against the IPv4 ranges (node:net BlockList). */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [['::', 128], ['::1', 128], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8], ['64:ff9b::', 96], ['2001:db8::', 32]] as const) {
  PRIVATE.addSubnet(net, prefix, 'ipv6');
}

/** Whether the IP address `address` (v4 or v6) lies in one of the ranges above. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  return PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why `url` cannot be a webhook's target ('' when it can): 'url' not an absolute http(s) address
 *  or one with a user name or password; 'https' plain http outside local mode; 'private' a
 *  literal private address or `localhost` outside local mode. */
export function targetProblem(url: string, local: boolean): '' | 'url' | 'https' | 'private' {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'url';
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || parsed.username || parsed.password || !parsed.hostname) return 'url';
  if (local) return '';
  if (parsed.protocol !== 'https:') return 'https';
  const host = hostOf(parsed);
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) !== 0 && isPrivateAddress(host))) return 'private';
  return '';
}

/** The host of `url` without the brackets of an IPv6 literal, lower case. */
const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, '').toLowerCase();

/** The address to connect to for `url`: its literal address or the first its name resolves to.
 *  Throws an Error with a German message when a check of targetProblem fails, the name does not
 *  resolve, or (outside `local` mode) any of its addresses is private. */
export async function resolveTarget(url: string, local: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const problem = targetProblem(url, local);
  if (problem) throw new Error(problem === 'private' ? 'Private oder lokale Adresse abgelehnt' : 'Ungültige Zieladresse');
  const host = hostOf(new URL(url));
  const literal = isIP(host);
  const addresses = literal ? [{ address: host, family: literal }] : await lookup(host, { all: true, verbatim: true });
  if (addresses.length === 0) throw new Error('Name nicht auflösbar');
  if (!local && addresses.some((a) => isPrivateAddress(a.address))) throw new Error('Private oder lokale Adresse abgelehnt');
  const first = addresses[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
