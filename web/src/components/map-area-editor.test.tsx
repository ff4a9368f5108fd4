import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderOne } from '../test/render';
import { MapAreaEditor, type MapArea } from './map-area-editor';

afterEach(() => vi.unstubAllGlobals());

const ring = [[9.85, 51.48], [10.05, 51.48], [10.05, 51.6], [9.85, 51.6], [9.85, 51.48]];

function setup(value: MapArea) {
  stubApi({});
  const onChange = vi.fn<(area: MapArea) => void>();
  renderOne(<MapAreaEditor value={value} onChange={onChange} changed={false} />);
  return { onChange, user: userEvent.setup() };
}

describe('„Kartenausschnitt und Projektgebiet“ (docs/product.md §17.1)', () => {
  it('takes the map\'s centre and zoom as the start view and says it in words', async () => {
    const { onChange, user } = setup({ MapView: { Lat: 51.54, Lng: 9.93, Zoom: 13 }, Boundary: null });
    expect(screen.getByText('Start: 51,54° N, 9,93° O, Zoomstufe 13')).toBeInTheDocument();
    expect(screen.getByText('Kein Projektgebiet: Einträge sind überall möglich.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Aktuellen Kartenausschnitt übernehmen' }));
    expect(onChange).toHaveBeenLastCalledWith({ MapView: { Lat: 51.54, Lng: 9.93, Zoom: 13 }, Boundary: null });
    await user.click(screen.getByRole('button', { name: 'Kartenausschnitt entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith({ MapView: null, Boundary: null });
  });

  it('loads the boundary from a GeoJSON file and explains a file it cannot use', async () => {
    const { onChange, user } = setup({ MapView: null, Boundary: null });
    const input = screen.getByLabelText('Projektgebiet aus GeoJSON-Datei laden', { selector: 'input' });
    const feature = { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } };
    await user.upload(input, new File([JSON.stringify(feature)], 'stadt.geojson', { type: 'application/geo+json' }));
    // The file is read asynchronously: under load the change may come after the upload returned.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ MapView: null, Boundary: { type: 'Polygon', coordinates: [ring] } }));
    await user.upload(input, new File(['{"type":"Point","coordinates":[9,51]}'], 'punkt.geojson', { type: 'application/geo+json' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Datei wurde nicht übernommen. Die Datei enthält kein Polygon und kein MultiPolygon.');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('names a stored boundary by its corners and removes it', async () => {
    const { onChange, user } = setup({ MapView: null, Boundary: { type: 'Polygon', coordinates: [ring] as [number, number][][] } });
    expect(screen.getByText('Projektgebiet: umrandete Fläche mit 4 Eckpunkten')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Projektgebiet entfernen' }));
    expect(onChange).toHaveBeenLastCalledWith({ MapView: null, Boundary: null });
  });
});
