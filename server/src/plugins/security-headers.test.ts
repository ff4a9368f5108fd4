import { describe, expect, it } from 'vitest';
import { tileSource } from './security-headers.js';

describe('tileSource', () => {
  it('allows exactly the tile host, with a wildcard for {s} subdomains', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBe("'self'");
  });
});
