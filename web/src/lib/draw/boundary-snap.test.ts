import { geometryProblem, isInsideBoundary, type Boundary, type EntryShape, type LngLat } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { pixelsToDegrees, settleOnBoundary } from './boundary-snap';

const ring = (lng0: number, lat0: number, lng1: number, lat1: number): LngLat[] => [[lng0, lat0], [lng1, lat0], [lng1, lat1], [lng0, lat1], [lng0, lat0]];
const BOX: Boundary = { type: 'Polygon', coordinates: [ring(9.44, 51.29, 9.5, 51.34)] };
// A slanting east edge from (9.5, 51.29) to (9.56, 51.34).
const SLANTED: Boundary = { type: 'Polygon', coordinates: [[[9.44, 51.29], [9.5, 51.29], [9.56, 51.34], [9.44, 51.34], [9.44, 51.29]]] };
const TOLERANCE = pixelsToDegrees(15, 14, 51.3);

describe('settleOnBoundary', () => {
  it('puts a corner that snapping left a rounding error outside the edge onto it, inside for the server', () => {
    // What Geoman's snapping unprojected in the e2e: „on“ the east edge 9.5, a hair outside.
    const snapped = { lat: 51.315057, lng: 9.500000000000002 };
    expect(isInsideBoundary(BOX, snapped.lat, snapped.lng)).toBe(false);
    const settled = settleOnBoundary(snapped, BOX, TOLERANCE);
    expect(isInsideBoundary(BOX, settled.lat, settled.lng)).toBe(true);
    expect(Math.abs(settled.lng - 9.5)).toBeLessThan(1e-7);
    expect(settled.lat).toBeCloseTo(51.315057, 7);
    const area: EntryShape = { type: 'Polygon', coordinates: [[[9.47, 51.3], [9.47, 51.33], [settled.lng, settled.lat], [9.47, 51.3]]] };
    expect(geometryProblem(area, BOX)).toBeUndefined();
  });

  it('puts a corner a few pixels outside a slanting edge onto the edge in degrees', () => {
    // Half-way along the edge, moved 2e-5° (about 1.4 m) east: outside.
    const off = { lat: 51.315, lng: 9.53 + 2e-5 };
    expect(isInsideBoundary(SLANTED, off.lat, off.lng)).toBe(false);
    const settled = settleOnBoundary(off, SLANTED, TOLERANCE);
    expect(isInsideBoundary(SLANTED, settled.lat, settled.lng)).toBe(true);
    // On the line from (9.5, 51.29) to (9.56, 51.34), within 1e-7°.
    const lngOnEdge = 9.5 + ((settled.lat - 51.29) / 0.05) * 0.06;
    expect(Math.abs(settled.lng - lngOnEdge)).toBeLessThan(1e-7);
  });

  it('leaves corners inside, far outside, and without a boundary as they are', () => {
    const inside = { lat: 51.31, lng: 9.47 };
    expect(settleOnBoundary(inside, BOX, TOLERANCE)).toBe(inside);
    const far = { lat: 51.31, lng: 9.52 };
    expect(settleOnBoundary(far, BOX, TOLERANCE)).toBe(far);
    const anywhere = { lat: 10, lng: 10 };
    expect(settleOnBoundary(anywhere, null, TOLERANCE)).toBe(anywhere);
  });

  it('counts the snapping distance in degrees at the map\'s zoom', () => {
    // 15 px at zoom 14 in Kassel: about 8e-4° of longitude, 5e-4° counted as latitude.
    expect(pixelsToDegrees(15, 14, 51.3)).toBeCloseTo((15 * 360 * Math.cos((51.3 * Math.PI) / 180)) / (256 * 16384), 12);
    expect(pixelsToDegrees(15, 15, 51.3)).toBeCloseTo(pixelsToDegrees(15, 14, 51.3) / 2, 12);
  });
});
