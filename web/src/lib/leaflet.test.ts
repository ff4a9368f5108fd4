import L from 'leaflet';
import { afterEach, describe, expect, it } from 'vitest';
import { MAX_TILE_ZOOM, tileLayerOptions } from './leaflet';

/** The zoom level in the tile URLs a layer with `options` asks for at the map's zoom `mapZoom`. */
function urlZoom(options: L.TileLayerOptions, mapZoom: number): number {
  const layer = L.tileLayer('/{z}/{x}/{y}.png', options) as L.TileLayer & { _tileZoom: number; _clampZoom(z: number): number; _getZoomForUrl(): number };
  layer._tileZoom = layer._clampZoom(mapZoom);
  return layer._getZoomForUrl();
}

describe('tileLayerOptions', () => {
  // Leaflet's typings call the detected pixel density read-only; the test sets it.
  const browser = L.Browser as { retina: boolean };
  const retina = browser.retina;
  afterEach(() => { browser.retina = retina; });

  it('on a screen of high pixel density asks for the next zoom level, up to the map’s highest zoom and never above MAX_TILE_ZOOM', () => {
    // Leaflet reads Browser.retina when the layer is created.
    browser.retina = true;
    const options = tileLayerOptions(true);
    expect(L.tileLayer('/{z}/{x}/{y}.png', options).options).toMatchObject({ maxZoom: MAX_TILE_ZOOM, tileSize: 128 });
    expect(urlZoom(options, 12)).toBe(13);
    expect(urlZoom(options, MAX_TILE_ZOOM - 1)).toBe(MAX_TILE_ZOOM);
    expect(urlZoom(options, MAX_TILE_ZOOM)).toBe(MAX_TILE_ZOOM);
  });

  it('elsewhere asks for the map’s zoom level, up to MAX_TILE_ZOOM', () => {
    browser.retina = false;
    const options = tileLayerOptions(false);
    expect(L.tileLayer('/{z}/{x}/{y}.png', options).options).toMatchObject({ maxZoom: MAX_TILE_ZOOM, tileSize: 256 });
    expect(urlZoom(options, 12)).toBe(12);
    expect(urlZoom(options, MAX_TILE_ZOOM)).toBe(MAX_TILE_ZOOM);
  });
});
