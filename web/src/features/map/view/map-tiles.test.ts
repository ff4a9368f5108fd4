import { describe, expect, it } from 'vitest';
import { worldPixel } from '@mitmachkarte/contract';
import { tilesCovering, tileZoomOf } from './map-tiles';

/** The XYZ tiles of the visible area (Web Mercator, as OpenStreetMap numbers them). */
describe('map tiles', () => {
  it('cover the area plus a margin, clamped to the world and to zoom 0..22', () => {
    const p = worldPixel(9.4757, 51.3169, 12);
    // A 300×200 px area around Kassel, without margin and with one of 256 px.
    const around = (dx: number, dy: number) => ({ x: p.x + dx, y: p.y + dy });
    const toLatLon = ({ x, y }: { x: number; y: number }) => {
      const scale = 256 * 2 ** 12;
      const n = Math.PI - (2 * Math.PI * y) / scale;
      return { lat: (180 / Math.PI) * Math.atan(Math.sinh(n)), lon: (x / scale) * 360 - 180 };
    };
    const nw = toLatLon(around(-150, -100));
    const se = toLatLon(around(150, 100));
    const area = { north: nw.lat, west: nw.lon, south: se.lat, east: se.lon };
    const bare = tilesCovering(area, 12, 0);
    expect(bare.every((t) => t.z === 12)).toBe(true);
    const xs = new Set(bare.map((t) => t.x));
    const ys = new Set(bare.map((t) => t.y));
    expect(bare).toHaveLength(xs.size * ys.size);
    expect(xs.size).toBeLessThanOrEqual(3);
    expect(tilesCovering(area, 12, 256).length).toBeGreaterThan(bare.length);
    expect(tilesCovering({ north: 89, west: -200, south: -89, east: 200 }, 1)).toEqual([
      { z: 1, x: 0, y: 0 }, { z: 1, x: 1, y: 0 }, { z: 1, x: 0, y: 1 }, { z: 1, x: 1, y: 1 },
    ]);
    expect(tileZoomOf(23.4)).toBe(22);
    expect(tileZoomOf(-1)).toBe(0);
    expect(tileZoomOf(11.6)).toBe(12);
  });
});
