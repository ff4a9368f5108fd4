import type { Category } from '@mitmachkarte/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MapContainer } from 'react-leaflet';
import { describe, expect, it, vi } from 'vitest';
import { MapLegend } from './map-legend';

const TRAM: Category[] = [
  { Name: 'Staerke', Label: 'Stärke', Icon: 'a' },
  { Name: 'Schwaeche', Label: 'Schwäche', Icon: 'b' },
  { Name: 'Idee', Label: '', Icon: 'c' },
];

function renderInMap(categories: Category[], onDoubleClick = vi.fn()) {
  render(
    <MapContainer center={[51, 9]} zoom={10} style={{ height: 300 }} doubleClickZoom={false}
      ref={(map) => { map?.on('dblclick', onDoubleClick); }}>
      <MapLegend categories={categories} />
    </MapContainer>,
  );
  return onDoubleClick;
}

describe('MapLegend', () => {
  it('lists every top-level category with its pin and label (the name when it has none)', () => {
    renderInMap(TRAM);
    const legend = screen.getByRole('group', { name: 'Legende der Kategorien' });
    expect(within(legend).getByText('Legende')).toBeInTheDocument();
    expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Stärke', 'Schwäche', 'Idee']);
    expect(legend.querySelectorAll('svg')).toHaveLength(3);
    expect(legend.querySelectorAll('img[alt=""]')).toHaveLength(3);
  });

  it('keeps double-clicks on the legend away from the map', () => {
    const onDoubleClick = renderInMap(TRAM);
    fireEvent.dblClick(screen.getByRole('group', { name: 'Legende der Kategorien' }));
    expect(onDoubleClick).not.toHaveBeenCalled();
  });

  it('is absent for layers without category icons', () => {
    renderInMap([{ Name: 'A', Label: 'A', Icon: '' }]);
    expect(screen.queryByRole('group', { name: 'Legende der Kategorien' })).toBeNull();
  });
});
