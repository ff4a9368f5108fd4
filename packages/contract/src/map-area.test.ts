import { describe, expect, it } from 'vitest';
import { Boundary, boundaryFromGeoJson, MapView } from './map-area.js';
import { BOUNDARY_MAX_POSITIONS } from './limits.js';
import { isInsideBoundary } from './boundary-rules.js';
import { startViewOf } from './map-area-rules.js';

/** A square of 0.1° around (51.55 N, 9.95 E) with a square hole around (51.55 N, 9.95 E) of 0.02°,
 *  and a second square further east. */
const ring = (lng0: number, lat0: number, lng1: number, lat1: number) => [[lng0, lat0], [lng1, lat0], [lng1, lat1], [lng0, lat1], [lng0, lat0]];
const TOWN = Boundary.parse({
  type: 'MultiPolygon',
  coordinates: [[ring(9.9, 51.5, 10.0, 51.6), ring(9.94, 51.54, 9.96, 51.56)], [ring(10.2, 51.5, 10.3, 51.6)]],
});

describe('boundary of a project (docs/product.md §17.1)', () => {
  it('tells inside from outside, holes and the second polygon included, and the edge as inside', () => {
    expect(isInsideBoundary(TOWN, 51.52, 9.92)).toBe(true);
    expect(isInsideBoundary(TOWN, 51.55, 9.95)).toBe(false);
    expect(isInsideBoundary(TOWN, 51.55, 10.25)).toBe(true);
    expect(isInsideBoundary(TOWN, 51.55, 10.1)).toBe(false);
    expect(isInsideBoundary(TOWN, 51.5, 9.95)).toBe(true);
    expect(isInsideBoundary(null, -80, 170)).toBe(true);
  });

  it('refuses what is no closed GeoJSON polygon, in German', () => {
    const bad = [
      { type: 'Polygon', coordinates: [[[9.9, 51.5], [10, 51.5], [10, 51.6], [9.9, 51.6]]] },
      { type: 'Polygon', coordinates: [[[9.9, 51.5], [10, 51.5], [9.9, 51.5]]] },
      { type: 'Polygon', coordinates: [ring(9.9, 95, 10, 96)] },
      { type: 'Polygon', coordinates: [] },
      { type: 'Point', coordinates: [9.9, 51.5] },
      { type: 'Polygon', coordinates: [Array.from({ length: BOUNDARY_MAX_POSITIONS }, (_, i) => [9 + i / 1e6, 51]).concat([[9, 51]])] },
    ];
    for (const b of bad) {
      const result = Boundary.safeParse(b);
      expect(result.success, JSON.stringify(b).slice(0, 80)).toBe(false);
      expect(result.error!.issues[0]!.message).toMatch(/[äöüß]|Grenze|Polygon|Breite|Länge|Ring/);
    }
    expect(Boundary.safeParse({ type: 'Polygon', coordinates: [ring(9.9, 51.5, 10, 51.6)], extra: 1 }).success).toBe(false);
  });

  it('keeps the start view within the map\'s zoom levels', () => {
    expect(MapView.safeParse({ Lat: 51.55, Lng: 9.95, Zoom: 13 }).success).toBe(true);
    expect(MapView.safeParse({ Lat: 51.55, Lng: 9.95, Zoom: 19 }).success).toBe(false);
    expect(MapView.safeParse({ Lat: 51.55, Lng: 9.95, Zoom: 12.5 }).success).toBe(false);
    expect(MapView.safeParse({ Lat: 91, Lng: 9.95, Zoom: 12 }).success).toBe(false);
  });

  it('reads the boundary from an uploaded GeoJSON file: geometry, Feature or FeatureCollection', () => {
    const polygon = { type: 'Polygon', coordinates: [ring(9.9, 51.5, 10.0, 51.6)] };
    expect(boundaryFromGeoJson(JSON.stringify(polygon))).toEqual({ boundary: polygon });
    const collection = { type: 'FeatureCollection', features: [
      { type: 'Feature', properties: { name: 'Rathaus' }, geometry: { type: 'Point', coordinates: [9.9, 51.5] } },
      { type: 'Feature', properties: { name: 'Stadtgebiet' }, geometry: polygon },
    ] };
    expect(boundaryFromGeoJson(JSON.stringify(collection))).toEqual({ boundary: polygon });
    expect(boundaryFromGeoJson('<kml/>')).toEqual({ error: 'notJson' });
    expect(boundaryFromGeoJson('{"type":"Point","coordinates":[9,51]}')).toEqual({ error: 'noPolygon' });
    expect(boundaryFromGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [[[9, 51], [10, 51], [9, 51]]] }))).toEqual({ error: 'invalid' });
    expect(boundaryFromGeoJson(JSON.stringify({ type: 'Polygon', coordinates: [[[9, 51], [10, 51], [10, 95], [9, 51]]] }))).toEqual({ error: 'invalid' });
  });

  it('opens a layer at its own start view, else at its project\'s', () => {
    const own = { Lat: 51.54, Lng: 9.93, Zoom: 16 };
    const project = { Lat: 51.5, Lng: 9.9, Zoom: 12 };
    expect(startViewOf({ MapView: own }, { MapView: project })).toEqual(own);
    expect(startViewOf({ MapView: null }, { MapView: project })).toEqual(project);
    expect(startViewOf(undefined, { MapView: null })).toBeNull();
  });
});
