import type { ContextLayer } from '@mitmachkarte/contract';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MapContainer } from 'react-leaflet/MapContainer';
import { describe, expect, it } from 'vitest';
import { ContextLayers, escapeHtml } from './context-layers';

const WMS: ContextLayer = { Kind: 'wms', Title: 'Bebauungsplan', Url: 'https://geo.example/wms', Layers: 'bplan', Attribution: 'Stadt <b>K</b>', Opacity: 0.5, Visible: true };
const XYZ: ContextLayer = { Kind: 'wmts', Title: 'Hochwasser', Url: 'https://t.example/{TileMatrix}/{TileRow}/{TileCol}.png', Layers: '', Attribution: '', Opacity: 0.7, Visible: false };

const tiles = (container: HTMLElement) => container.querySelectorAll('.leaflet-context-pane .leaflet-layer');

/** The context layers on the map and their switcher (docs/product.md §17.7). */
describe('ContextLayers', () => {
  it('draws the visible ones in their pane and switches each with its labelled checkbox', async () => {
    const { container } = render(
      <MapContainer center={[51, 9]} zoom={10} style={{ height: 300, width: 300 }}>
        <ContextLayers layers={[WMS, XYZ]} />
      </MapContainer>,
    );
    (await screen.findByText('Kartenebenen')).closest('details')!.open = true;
    const wms = await screen.findByRole('checkbox', { name: 'Bebauungsplan' });
    const xyz = screen.getByRole('checkbox', { name: 'Hochwasser' });
    expect(screen.getByRole('group', { name: 'Zusätzliche Kartenebenen ein- und ausblenden' })).toBeInTheDocument();
    expect(wms).toBeChecked();
    expect(xyz).not.toBeChecked();
    await waitFor(() => expect(tiles(container)).toHaveLength(1));
    expect(container.querySelector('.leaflet-control-attribution')?.innerHTML).toContain('Stadt &lt;b&gt;K&lt;/b&gt;');
    fireEvent.click(xyz);
    await waitFor(() => expect(tiles(container)).toHaveLength(2));
    fireEvent.click(wms);
    await waitFor(() => expect(tiles(container)).toHaveLength(1));
    expect(container.querySelector('.leaflet-control-attribution')?.textContent).not.toContain('Stadt');
  });

  it('shows no switcher without context layers', () => {
    render(<MapContainer center={[51, 9]} zoom={10} style={{ height: 300 }}><ContextLayers layers={[]} /></MapContainer>);
    expect(screen.queryByText('Kartenebenen')).toBeNull();
  });

  it('escapes the attribution', () => {
    expect(escapeHtml(`<img src=x onerror="a">&'`)).toBe('&lt;img src=x onerror=&quot;a&quot;&gt;&amp;&#39;');
  });
});
