import { CATEGORY_PALETTE, DEFAULT_STATUSES, type Category, type Point } from '@mitmachkarte/contract';
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { categoryPinHtml, markerIconFor, pinOf, topCategoryIndex, usesCategoryMarkers } from './category-markers';

const TRAM: Category[] = [
  { Name: 'Staerke', Label: 'Stärke', Icon: '0190a000-0000-7000-8000-00000000000a' },
  { Name: 'Schwaeche', Label: 'Schwäche', Icon: '0190a000-0000-7000-8000-00000000000b' },
  { Name: 'Idee', Label: 'Idee', Icon: '0190a000-0000-7000-8000-00000000000c', Children: [{ Name: 'Idee_Rad', Label: 'Rad', Icon: '' }] },
];
const S = DEFAULT_STATUSES;
const point = (category?: string, Status = 'neu'): Point => ({
  CanEdit: false,
  CanChange: false,
  OfficialAnswer: null, Moderation: null,
  ID: 'p', Layer: 'l', Latitude: 51, Longitude: 9, Altitude: 0, Public: true, Editable: false,
  CreatedAt: '2026-05-01T10:00:00.000Z', UpdatedAt: '2026-05-01T10:00:00.000Z', Status, StatusChangedAt: '2026-05-01T10:00:00.000Z',
  Attributes: category ? { category: { DataType: 'category', Value: category } } : {},
});

describe('category markers', () => {
  it('are used when a top-level category has an icon', () => {
    expect(usesCategoryMarkers(TRAM)).toBe(true);
    expect(usesCategoryMarkers([{ Name: 'A', Label: 'A', Icon: '' }])).toBe(false);
    expect(usesCategoryMarkers([])).toBe(false);
  });

  it('find the top-level category of a nested one', () => {
    expect(topCategoryIndex(TRAM, 'Schwaeche')).toBe(1);
    expect(topCategoryIndex(TRAM, 'Idee_Rad')).toBe(2);
    expect(topCategoryIndex(TRAM, 'Unbekannt')).toBe(-1);
  });

  it('give each top-level category its own pin with a dot in the status colour, 25x41 or 50x82 when selected', () => {
    const strength = markerIconFor(TRAM, S, pinOf(point('Staerke')), false) as L.DivIcon;
    const idea = markerIconFor(TRAM, S, pinOf(point('Idee_Rad', 'umgesetzt')), false) as L.DivIcon;
    expect(strength).not.toBe(idea);
    expect(strength.options).toMatchObject({ className: 'map-category-pin map-category-0', iconSize: [25, 41], iconAnchor: [12.5, 41] });
    expect(String(strength.options.html)).toContain(`<circle cx="20.5" cy="4.5" r="4" fill="${S[0]!.Colour}"`);
    expect(String(idea.options.html)).toContain(`fill="${CATEGORY_PALETTE[2]}"`);
    expect(String(idea.options.html)).toContain(`fill="${S[3]!.Colour}"`);
    expect(String(idea.options.html)).toContain('/api/v1/gis/image/orig/0190a000-0000-7000-8000-00000000000c');
    expect((markerIconFor(TRAM, S, pinOf(point('Idee')), true) as L.DivIcon).options.iconSize).toEqual([50, 82]);
    // Cached: the same object for the same pin (react-leaflet keeps the marker).
    expect(markerIconFor(TRAM, S, pinOf(point('Staerke')), false)).toBe(strength);
  });

  it('give other points a pin in their status colour (grey for a status the layer lacks)', () => {
    const plain = [{ Name: 'A', Label: 'A', Icon: '' }];
    const open = markerIconFor(plain, S, pinOf(point('A', 'bearbeitung')), false);
    expect(open.options).toMatchObject({ className: 'map-category-pin map-status-pin', iconSize: [25, 41] });
    expect(String(open.options.html)).toContain(`fill="${S[2]!.Colour}"`);
    expect(String(markerIconFor(TRAM, S, pinOf(point('Unbekannt', 'weg')), true).options.html)).toContain('fill="#57606a"');
    expect(markerIconFor(plain, S, pinOf(point('A', 'bearbeitung')), false)).toBe(open);
  });

  it('draw a point of a map tile (category and status keys) as the same pin as the whole point', () => {
    expect(markerIconFor(TRAM, S, { category: 'Idee_Rad', status: 'umgesetzt' }, false)).toBe(markerIconFor(TRAM, S, pinOf(point('Idee_Rad', 'umgesetzt')), false));
    expect(pinOf(point(undefined, 'neu'))).toEqual({ category: '', status: 'neu' });
    expect(markerIconFor(TRAM, S, { category: '', status: 'neu' }, false).options.className).toBe('map-category-pin map-status-pin');
  });

  it('put nothing but the colour and the encoded icon id into the HTML', () => {
    const html = categoryPinHtml(CATEGORY_PALETTE[1], '"><script>alert(1)</script>', [25, 41]);
    expect(html).not.toContain('<script>');
    expect(html).toContain(`fill="${CATEGORY_PALETTE[1]}"`);
    expect(categoryPinHtml(CATEGORY_PALETTE[0], '', [20, 33])).not.toContain('<img');
  });

  it('draw a top-level category in the colour set for it, also without an icon; its pin differs from the palette\'s', () => {
    const coloured = [{ Name: 'Lob', Label: 'Lob', Icon: '', Colour: '#005a9c' }, { Name: 'Sorge', Label: 'Sorge', Icon: '' }];
    expect(usesCategoryMarkers(coloured)).toBe(true);
    const praise = markerIconFor(coloured, S, pinOf(point('Lob')), false);
    expect(String(praise.options.html)).toContain('fill="#005a9c"');
    expect(String(markerIconFor(coloured, S, pinOf(point('Sorge')), false).options.html)).toContain(`fill="${CATEGORY_PALETTE[1]}"`);
    expect(markerIconFor([{ ...coloured[0]!, Colour: '#7b3fa0' }], S, pinOf(point('Lob')), false)).not.toBe(praise);
  });
});
