import { describe, expect, it } from 'vitest';
import { chartsPath, exportUrl, filterSearch, reviewPath } from './evaluation-links';

describe('the addresses of the evaluation (docs/product.md §18)', () => {
  it('writes the filter\'s set parts in one order, and moderation only when it asks for every entry', () => {
    expect(filterSearch({ q: 'Bach', to: '2026-03-31', category: 'Trueb', status: 'neu', from: '2026-03-01', moderation: 'alle' }).toString())
      .toBe('status=neu&category=Trueb&from=2026-03-01&to=2026-03-31&q=Bach&moderation=alle');
    expect(filterSearch({ status: '', q: '  ', moderation: 'freigegeben' }).toString()).toBe('');
    expect(filterSearch({ q: ' Bach ' }).toString()).toBe('q=Bach');
  });

  it('carries the filter to the table, the charts and every export', () => {
    expect(reviewPath('L 1')).toBe('/auswertung/L%201');
    expect(reviewPath('L1', { status: 'neu' })).toBe('/auswertung/L1?status=neu');
    expect(chartsPath('L1')).toBe('/auswertung/L1/diagramme');
    expect(chartsPath('L1', { q: 'Bach', moderation: 'alle' })).toBe('/auswertung/L1/diagramme?q=Bach&moderation=alle');
    expect(exportUrl('xlsx', 'L1')).toBe('/api/v1/gis/xlsx/points/L1');
    expect(exportUrl('csv-de', 'L1')).toBe('/api/v1/gis/csv/points/L1?format=de');
    expect(exportUrl('csv-de', 'L1', { status: 'neu' })).toBe('/api/v1/gis/csv/points/L1?format=de&status=neu');
    expect(exportUrl('kml', 'L1', { from: '2026-03-01', moderation: 'alle' })).toBe('/api/v1/gis/kml/points/L1?from=2026-03-01&moderation=alle');
  });
});
