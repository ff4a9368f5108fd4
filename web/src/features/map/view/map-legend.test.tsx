import { DEFAULT_STATUSES, type Category, type PointStatus } from '@mitmachkarte/contract';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MapContainer } from 'react-leaflet/MapContainer';
import { describe, expect, it, vi } from 'vitest';
import { MapLegend } from './map-legend';

const TRAM: Category[] = [
  { Name: 'Staerke', Label: 'Stärke', Icon: 'a' },
  { Name: 'Schwaeche', Label: 'Schwäche', Icon: 'b' },
  { Name: 'Idee', Label: '', Icon: 'c' },
];

function renderInMap(categories: Category[], statuses: readonly PointStatus[] = DEFAULT_STATUSES, onDoubleClick = vi.fn()) {
  render(
    <MapContainer center={[51, 9]} zoom={10} style={{ height: 300 }} doubleClickZoom={false}
      ref={(map) => { map?.on('dblclick', onDoubleClick); }}>
      <MapLegend categories={categories} statuses={statuses} />
    </MapContainer>,
  );
  return onDoubleClick;
}

describe('MapLegend', () => {
  it('lists every top-level category with its pin and label (the name when it has none)', () => {
    renderInMap(TRAM);
    expect(screen.getByText('Legende')).toBeInTheDocument();
    const legend = screen.getByRole('group', { name: 'Legende der Kategorien' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stärke', 'Schwäche', 'Idee']);
    expect(legend.querySelectorAll('svg')).toHaveLength(3);
    expect(legend.querySelectorAll('img[alt=""]')).toHaveLength(3);
  });

  it('lists every status of the layer with a pin in its colour (docs/product.md §16.1)', () => {
    renderInMap([{ Name: 'A', Label: 'A', Icon: '' }]);
    const legend = screen.getByRole('group', { name: 'Legende der Status' });
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(DEFAULT_STATUSES.map((s) => s.Label));
    expect([...legend.querySelectorAll('path')].map((p) => p.getAttribute('fill'))).toEqual(DEFAULT_STATUSES.map((s) => s.Colour));
    expect(screen.queryByRole('group', { name: 'Legende der Kategorien' })).toBeNull();
  });

  it('keeps double-clicks on the legend away from the map', () => {
    const onDoubleClick = renderInMap(TRAM);
    fireEvent.dblClick(screen.getByRole('group', { name: 'Legende der Kategorien' }));
    expect(onDoubleClick).not.toHaveBeenCalled();
  });

  it('starts open, but folded on a phone’s narrow screen, where it would cover the map', () => {
    renderInMap(TRAM);
    expect(screen.getByText('Legende').closest('details')?.open).toBe(true);
    cleanup();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 575.98px)' }));
    try {
      renderInMap(TRAM);
      expect(screen.getByText('Legende').closest('details')?.open).toBe(false);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('is absent for layers without category icons and statuses', () => {
    renderInMap([{ Name: 'A', Label: 'A', Icon: '' }], []);
    expect(screen.queryByText('Legende')).toBeNull();
  });
});
