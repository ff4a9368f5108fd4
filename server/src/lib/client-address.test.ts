import { describe, expect, it } from 'vitest';
import { rateLimitKey, truncateIp } from './client-address.js';

describe('truncateIp', () => {
  it('keeps the /24 network of an IPv4 address', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0');
    expect(truncateIp('10.1.2.255')).toBe('10.1.2.0');
  });

  it('keeps the /48 network of an IPv6 address, compressed or not', () => {
    expect(truncateIp('2001:db8:abcd:12:3456:789a:bcde:f012')).toBe('2001:db8:abcd::');
    expect(truncateIp('2001:db8::1')).toBe('2001:db8:0::');
    expect(truncateIp('::1')).toBe('0:0:0::');
    expect(truncateIp('fe80::1%eth0')).toBe('fe80:0:0::');
  });

  it('treats an IPv4-mapped IPv6 address as IPv4', () => {
    expect(truncateIp('::ffff:198.51.100.23')).toBe('198.51.100.0');
    expect(truncateIp('::ffff:c633:6417')).toBe('198.51.100.0');
  });

  it('gives undefined for anything that is not an IP address', () => {
    for (const v of [undefined, '', 'localhost', '/run/app.sock', '203.0.113', '1.2.3.4.5']) expect(truncateIp(v)).toBeUndefined();
  });
});

describe('rateLimitKey', () => {
  it('counts an IPv4 address (mapped or not) as itself and an IPv6 address by its /64', () => {
    expect(rateLimitKey('203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(rateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:2:bbbb::9')).toBe('2001:db8:1:2::/64');
    expect(rateLimitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  });
});
