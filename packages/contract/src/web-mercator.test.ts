import { describe, expect, it } from 'vitest';
import { tileIndexOf, worldPixel } from './web-mercator.js';

describe('Web Mercator', () => {
  it('projects like the slippy-map tile numbers of OpenStreetMap', () => {
    // Kassel at zoom 12 lies in tile 2155/1365 (x = (lon+180)/360·2^z, y = (1 − asinh(tan φ)/π)/2·2^z).
    const p = worldPixel(9.4757, 51.3169, 12);
    expect([tileIndexOf(p.x, 12), tileIndexOf(p.y, 12)]).toEqual([2155, 1365]);
    expect(worldPixel(0, 0, 0)).toEqual({ x: 128, y: 128 });
  });

  it('keeps the poles, the antimeridian and the edges of the world in its first and last tiles', () => {
    expect(worldPixel(-180, 90, 3)).toEqual({ x: 0, y: expect.closeTo(0, 6) });
    const southEast = worldPixel(180, -90, 3);
    expect([tileIndexOf(southEast.x, 3), tileIndexOf(southEast.y, 3)]).toEqual([7, 7]);
    expect(tileIndexOf(-5, 3)).toBe(0);
  });
});
