import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, tileSource } from './security-headers.js';

describe('tileSource', () => {
  it('allows exactly the tile host, with a wildcard for {s} subdomains', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });
});

describe('contentSecurityPolicy', () => {
  const osm = { isHttps: true, tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' };

  it('lets the service worker come from our origin only, and the web app manifest too', () => {
    const csp = contentSecurityPolicy(osm, []);
    expect(csp['worker-src']).toEqual(["'self'"]);
    expect(csp['manifest-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(["'self'"]);
  });

  it('lets fetch() reach our origin and the tile host (offline map area), no other host', () => {
    expect(contentSecurityPolicy(osm, ['https://wms.example.org'])['connect-src']).toEqual(["'self'", 'https://tile.openstreetmap.org']);
    // A tile URL on our own origin adds nothing.
    expect(contentSecurityPolicy({ isHttps: false, tileUrl: '/tiles/{z}/{x}/{y}.png' }, [])['connect-src']).toEqual(["'self'"]);
  });
});
