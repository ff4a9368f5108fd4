import type { Category, Point } from '@mitmachkarte/contract';
import L from 'leaflet';
import { describe, expect, it } from 'vitest';
import { markerIconHighlighted, markerIconNormal } from '../../lib/leaflet';
import { CATEGORY_COLOURS, categoryPinHtml, markerIconFor, topCategoryIndex, usesCategoryMarkers } from './category-markers';

const TRAM: Category[] = [
  { Name: 'Staerke', Label: 'Stärke', Icon: '0190a000-0000-7000-8000-00000000000a' },
  { Name: 'Schwaeche', Label: 'Schwäche', Icon: '0190a000-0000-7000-8000-00000000000b' },
  { Name: 'Idee', Label: 'Idee', Icon: '0190a000-0000-7000-8000-00000000000c', Children: [{ Name: 'Idee_Rad', Label: 'Rad', Icon: '' }] },
];
const point = (category?: string): Point => ({
  CanEdit: false,
  ID: 'p', Layer: 'l', Latitude: 51, Longitude: 9, Altitude: 0, Public: true, Editable: false,
  CreatedAt: '2026-05-01T10:00:00.000Z', UpdatedAt: '2026-05-01T10:00:00.000Z', Status: 'neu', StatusChangedAt: '2026-05-01T10:00:00.000Z',
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

  it('give each top-level category its own pin, 25x41 or 50x82 when selected, and the plain pin otherwise', () => {
    const strength = markerIconFor(TRAM, point('Staerke'), false) as L.DivIcon;
    const idea = markerIconFor(TRAM, point('Idee_Rad'), false) as L.DivIcon;
    expect(strength).not.toBe(idea);
    expect(strength.options).toMatchObject({ className: 'map-category-pin map-category-0', iconSize: [25, 41], iconAnchor: [12.5, 41] });
    expect(String(idea.options.html)).toContain(`fill="${CATEGORY_COLOURS[2]}"`);
    expect(String(idea.options.html)).toContain('/api/v1/gis/image/orig/0190a000-0000-7000-8000-00000000000c');
    expect((markerIconFor(TRAM, point('Idee'), true) as L.DivIcon).options.iconSize).toEqual([50, 82]);
    // Cached: the same object for the same pin (react-leaflet keeps the marker).
    expect(markerIconFor(TRAM, point('Staerke'), false)).toBe(strength);
    expect(markerIconFor(TRAM, point('Unbekannt'), false)).toBe(markerIconNormal);
    expect(markerIconFor(TRAM, point(), true)).toBe(markerIconHighlighted);
    expect(markerIconFor([{ Name: 'A', Label: 'A', Icon: '' }], point('A'), false)).toBe(markerIconNormal);
  });

  it('put nothing but the palette and the encoded icon id into the HTML', () => {
    const html = categoryPinHtml(9, '"><script>alert(1)</script>', [25, 41]);
    expect(html).not.toContain('<script>');
    expect(html).toContain(`fill="${CATEGORY_COLOURS[1]}"`);
    expect(categoryPinHtml(0, '', [20, 33])).not.toContain('<img');
  });
});
