import { describe, expect, it } from 'vitest';
import { estimateMegabytes, MAX_OFFLINE_TILES, MAX_OFFLINE_ZOOM, offlineTiles } from './offline-tiles';

/** A phone's view of about 375 × 400 px around Kassel at zoom 14 (degrees WGS84). */
const phoneView = { south: 51.305, west: 9.47, north: 51.325, east: 9.495 };

describe('offlineTiles', () => {
  it('keeps the current zoom and deeper levels within the limit, never past the deepest zoom', () => {
    const { tiles, maxZoom } = offlineTiles(phoneView, 14);
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.length).toBeLessThanOrEqual(MAX_OFFLINE_TILES);
    expect(Math.min(...tiles.map((t) => t.z))).toBe(14);
    expect(maxZoom).toBe(Math.max(...tiles.map((t) => t.z)));
    expect(maxZoom).toBeLessThanOrEqual(MAX_OFFLINE_ZOOM);
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    // Each level has about four times the tiles of the one above.
    const perLevel = (z: number) => tiles.filter((t) => t.z === z).length;
    expect(perLevel(15)).toBeGreaterThanOrEqual(perLevel(14) * 2);
  });

  it('keeps nothing deeper than zoom 17', () => {
    expect(offlineTiles(phoneView, 17).maxZoom).toBe(17);
    expect(offlineTiles(phoneView, 18.4).tiles.every((t) => t.z === 17)).toBe(true);
  });

  it('keeps nothing for an area too large even at its own zoom (a whole country)', () => {
    expect(offlineTiles({ south: 47, west: 5, north: 55, east: 15 }, 11)).toEqual({ tiles: [], maxZoom: 10 });
  });
});

describe('estimateMegabytes', () => {
  it('gives megabytes in German notation with one decimal', () => {
    expect(estimateMegabytes(320)).toBe('4,8');
    expect(estimateMegabytes(1)).toBe('0,1');
  });
});
