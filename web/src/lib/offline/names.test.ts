import { describe, expect, it } from 'vitest';
import { isOfflineApiPath, tileUrlOf, tileUrlPattern } from './names';

describe('tileUrlPattern', () => {
  it('matches every subdomain and retina variant of a template and finds z, x, y', () => {
    const pattern = tileUrlPattern('https://{s}.tile.example.org/{z}/{x}/{y}{r}.png', 'http://127.0.0.1:8080');
    expect(pattern.exec('https://b.tile.example.org/14/8600/5500@2x.png')?.groups).toEqual({ z: '14', x: '8600', y: '5500' });
    expect(pattern.test('https://evil.example.org/14/8600/5500.png')).toBe(false);
  });

  it('reads a template on our own origin', () => {
    const pattern = tileUrlPattern('/test-tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8080');
    expect(pattern.test(tileUrlOf('/test-tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:8080', 3, 4, 5))).toBe(true);
    expect(pattern.test('http://127.0.0.1:8080/api/v1/gis/map/x/3/4/5')).toBe(false);
  });
});

describe('isOfflineApiPath', () => {
  it('keeps what the map needs to open, not lists, images, writes or the event stream', () => {
    for (const p of ['/api/v1/auth/info', '/api/v1/client-config', '/api/v1/gis/workspaces', '/api/v1/gis/layers/w1', '/api/v1/gis/map/l1', '/api/v1/gis/map/l1/12/3/4']) {
      expect(isOfflineApiPath(p), p).toBe(true);
    }
    for (const p of ['/api/v1/gis/events', '/api/v1/gis/image/norm/x', '/api/v1/gis/pointlist/l1', '/api/v1/admin/users', '/api/v1/gis/point']) {
      expect(isOfflineApiPath(p), p).toBe(false);
    }
  });
});
