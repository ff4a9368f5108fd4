import { DEFAULT_STATUSES, type Layer, type UpdateLayerBody } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { LayerEditor } from '../layer-editor/layer-editor';

const L1 = '01900000-0000-7000-8000-0000000000b1';
const WS = '01900000-0000-7000-8000-0000000000a1';
const XYZ = { Kind: 'xyz' as const, Title: 'Hochwasser', Url: 'https://kacheln.example/{z}/{x}/{y}.png', Layers: '', Attribution: 'Land', Opacity: 0.7, Visible: false };
const layer = (): Layer => ({
  CanAddPoints: true, Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [XYZ],
  ID: L1, Name: 'Gewässer', Public: false, Editable: false, Attributes: {}, Workspace: WS, Schema: { Schema: [], Categories: [] },
});

afterEach(() => {
  vi.unstubAllGlobals();
  const last = showAlert('info', '');
  for (let id = 1; id <= last; id++) dismissAlert(id);
});

describe('context layers in the layer panel (docs/product.md §17.7)', () => {
  it('adds, checks in German, orders and saves context layers with the keyboard', async () => {
    const calls = stubApi({ [`PUT /gis/layer/${L1}`]: (body) => ({ status: 200, body: { ...(body as object), ID: L1 } }) });
    renderOne(<><AlertsArea /><LayerEditor layer={layer()} withCategories={false} allowGeolocation={false} onDeleted={() => {}} show="karte" /></>);
    const user = userEvent.setup();
    const section = within(screen.getByRole('region', { name: 'Zusätzliche Kartenebenen' }));
    expect(section.getByRole('group', { name: 'Ebene 1: Hochwasser' })).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Kartenebene hinzufügen' }));
    // The new entry's title has the focus.
    await user.keyboard('Bebauungsplan');
    const entry = within(section.getByRole('group', { name: 'Ebene 2: Bebauungsplan' }));
    await user.type(entry.getByLabelText('Adresse'), 'javascript:alert(1)');
    expect(entry.getByLabelText('Adresse')).toHaveAttribute('aria-invalid', 'true');
    expect(entry.getByText('Adresse: Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.')).toBeInTheDocument();
    expect(entry.getByText(/^Ebenen: Für einen WMS/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.clear(entry.getByLabelText('Adresse'));
    await user.type(entry.getByLabelText('Adresse'), 'https://geodienste.example/wms');
    await user.type(entry.getByLabelText('Ebenen (WMS)'), 'bplan');
    await user.click(entry.getByLabelText('Beim Öffnen zeigen'));
    expect(entry.getByLabelText('Adresse')).not.toHaveAttribute('aria-invalid');
    await user.click(section.getByRole('button', { name: '„Ebene 2: Bebauungsplan“ nach oben' }));
    expect(section.getAllByLabelText('Titel').map((i) => (i as HTMLInputElement).value)).toEqual(['Bebauungsplan', 'Hochwasser']);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    const [put] = calls.filter((c) => c.method === 'PUT').map((c) => c.body as UpdateLayerBody);
    expect(put!.ContextLayers).toEqual([
      { Kind: 'wms', Title: 'Bebauungsplan', Url: 'https://geodienste.example/wms', Layers: 'bplan', Attribution: '', Opacity: 0.7, Visible: true },
      XYZ,
    ]);

    await user.click(section.getByRole('button', { name: '„Ebene 2: Hochwasser“ entfernen' }));
    expect(section.getByRole('button', { name: 'Kartenebene hinzufügen' })).toHaveFocus();
    expect(section.queryByRole('group', { name: /Hochwasser/ })).not.toBeInTheDocument();
  });
});
