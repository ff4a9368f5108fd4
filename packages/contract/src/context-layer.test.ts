import { describe, expect, it } from 'vitest';
import { ContextLayer, ContextLayers } from './context-layer.js';
import { contextLayerSource, tileTemplateOf, unknownPlaceholder } from './context-layer-rules.js';

const WMS = { Kind: 'wms', Title: 'B-Plan', Url: 'https://geo.example/wms', Layers: 'a,b' };

/** The context layers' rules (docs/product.md §17.7). */
describe('ContextLayer', () => {
  it('fills the defaults and accepts the three kinds', () => {
    expect(ContextLayer.parse(WMS)).toEqual({ ...WMS, Attribution: '', Opacity: 0.7, Visible: false });
    expect(ContextLayer.safeParse({ Kind: 'xyz', Title: 'X', Url: 'https://{s}.t.example/{z}/{x}/{y}.png' }).success).toBe(true);
    expect(ContextLayer.safeParse({ Kind: 'wmts', Title: 'W', Url: 'https://t.example/{TileMatrix}/{TileRow}/{TileCol}.png' }).success).toBe(true);
  });

  it('refuses bad input with German messages naming the field', () => {
    const message = (v: unknown) => { const r = ContextLayer.safeParse(v); return r.success ? '' : r.error.issues[0]!.message; };
    expect(message({ ...WMS, Kind: 'wfs' })).toMatch(/^Art:/);
    expect(message({ ...WMS, Layers: ' ' })).toMatch(/^Ebenen:/);
    for (const Url of ['javascript:alert(1)', 'ftp://geo.example/', '//geo.example/wms', 'https://a@geo.example/', 'https://geo.example/ wms']) {
      expect(message({ ...WMS, Url }), Url).toMatch(/^Adresse:/);
    }
    expect(message({ Kind: 'xyz', Title: 'X', Url: 'https://t.example/{z}/{x}.png' })).toMatch(/^Adresse: Eine XYZ-Adresse/);
    expect(message({ ...WMS, Opacity: 0.05 })).toMatch(/^Deckkraft:/);
    expect(message({ ...WMS, Title: 'x'.repeat(81) })).toMatch(/^Titel:/);
    expect(ContextLayers.safeParse(Array.from({ length: 11 }, () => WMS)).error?.issues[0]?.message).toMatch(/Höchstens 10/);
  });

  it('maps WMTS placeholders, finds unknown ones and names the CSP source', () => {
    expect(tileTemplateOf('https://t.example/{TileMatrix}/{TileRow}/{TileCol}.png')).toBe('https://t.example/{z}/{y}/{x}.png');
    expect(unknownPlaceholder('wmts', 'https://t.example/{Style}/{z}/{x}/{y}')).toBe('{Style}');
    expect(unknownPlaceholder('wms', 'https://t.example/{z}')).toBe('{z}');
    expect(contextLayerSource('https://{s}.Tiles.example:8443/{z}/{x}/{y}.png')).toBe('https://*.tiles.example:8443');
    expect(contextLayerSource('http://127.0.0.1:8080/wms?x=1')).toBe('http://127.0.0.1:8080');
    expect(contextLayerSource('javascript:alert(1)')).toBeNull();
  });
});
