import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TILE_ZOOM } from '../../../lib/leaflet';
import { firstViewOf, firstViewTiles, type FirstView } from './first-view';
import { tilesCovering } from './map-tiles';

/** The tiles that a real Leaflet map of `width`×`height` px made at `view` covers, read from the
 *  map as point-clusters.tsx reads them (its bounds and zoom, the same margin). */
function leafletTiles(view: FirstView, width: number, height: number) {
  const div = document.createElement('div');
  // jsdom lays nothing out: the container gets the size a browser would give it.
  Object.defineProperty(div, 'clientWidth', { value: width });
  Object.defineProperty(div, 'clientHeight', { value: height });
  document.body.append(div);
  const map = L.map(div, { maxZoom: MAX_TILE_ZOOM });
  if ('center' in view) map.setView(view.center, view.zoom);
  else map.fitBounds(view.bounds, view.options);
  const b = map.getBounds();
  const tiles = tilesCovering({ north: b.getNorth(), south: b.getSouth(), west: b.getWest(), east: b.getEast() }, map.getZoom());
  map.remove();
  return tiles;
}

afterEach(() => document.body.replaceChildren());

describe('firstViewTiles', () => {
  const sizes: [number, number][] = [[375, 752], [1280, 620], [512, 512], [90, 140]];
  const views: [string, FirstView][] = [
    ['the extent of a layer\'s points, with a margin', firstViewOf(undefined, [9.40, 51.28, 9.55, 51.36])!],
    ['a long thin extent', firstViewOf(undefined, [6.0, 50.0, 15.0, 50.2])!],
    ['the extent of a single point (the highest zoom)', firstViewOf(undefined, [9.4757, 51.3169, 9.4757, 51.3169])!],
    ['a project\'s boundary, without a margin', firstViewOf({ MapView: null, Boundary: { type: 'Polygon', coordinates: [[[13.3, 52.45], [13.5, 52.45], [13.5, 52.56], [13.3, 52.56], [13.3, 52.45]]] } }, undefined)!],
    ['a project\'s start view', firstViewOf({ MapView: { Lat: 53.55, Lng: 9.99, Zoom: 13 }, Boundary: null }, undefined)!],
  ];
  for (const [name, view] of views) {
    it(`are the tiles that Leaflet's own map covers for ${name}`, () => {
      for (const [width, height] of sizes) {
        const expected = leafletTiles(view, width, height);
        expect(expected.length).toBeGreaterThan(0);
        expect(firstViewTiles(view, L.point(width, height)), `${width}×${height}`).toEqual(expected);
      }
    });
  }
});
