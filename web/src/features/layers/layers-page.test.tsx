import { DEFAULT_STATUSES, type Layer, type Workspace } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { variable } from '../../test/schema-fixtures';
import { LayersPage } from './layers-page';
import { callerParts, workspaceOf } from '../../test/workspace-fixtures';

const W1 = '01900000-0000-7000-8000-0000000000a1';
const W2 = '01900000-0000-7000-8000-0000000000a2';
const ws = (ID: string, Name: string): Workspace => workspaceOf({ ID, Name, Public: true, ...callerParts(true) });
const layer = (ID: string, Name: string, Workspace: string): Layer => ({
  CanAddPoints: true, Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [],
  ID, Name, Public: false, Editable: false, Attributes: {}, Workspace,
  Schema: { Schema: [variable({ Name: 'Ort', DataType: 'geolocation', Question: 'Wo?' })], Categories: [] },
});
const LA = layer('01900000-0000-7000-8000-0000000000b1', 'Fundorte', W2);
const LB = layer('01900000-0000-7000-8000-0000000000b2', 'Wege', W2);

afterEach(() => {
  vi.unstubAllGlobals();
  const last = showAlert('info', '');
  for (let id = 1; id <= last; id++) dismissAlert(id);
});

describe('LayersPage (docs/product.md §2.13 Layer manager)', () => {
  it('chooses the workspace of last_workspace, offers geolocation, and deletes a layer from the list after asking', async () => {
    let layers = [LA, LB];
    const calls = stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: ['project'] } },
      'GET /auth/settings': { status: 200, body: { last_workspace: W2 } },
      'GET /gis/workspaces': { status: 200, body: [ws(W1, 'Alpha'), ws(W2, 'Beta')] },
      [`GET /gis/layers/${W2}`]: () => ({ status: 200, body: layers }),
      [`GET /gis/layer/${LA.ID}`]: { status: 200, body: LA },
      [`GET /gis/layer/${LB.ID}`]: { status: 200, body: LB },
      [`DELETE /gis/layer/${LB.ID}`]: () => {
        layers = [LA];
        return { status: 200, body: { Message: 'ok' } };
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/layers', element: <><AlertsArea /><LayersPage /></> }], '/layers?bereich=fragebogen');
    const panel = within(await screen.findByRole('region', { name: 'Karte Fundorte' }));
    expect(screen.getByLabelText('Projekt')).toHaveValue(W2);
    await user.click(panel.getByRole('button', { name: /^Frage 1: / }));
    expect(panel.getByLabelText('Datentyp')).toHaveValue('geolocation');
    expect(panel.queryByRole('button', { name: 'Kategorien anlegen' })).not.toBeInTheDocument();
    expect(panel.getByText('Fragen vom Typ „Ort“ stellt die Karten-App nicht: Der Ort ist der Marker auf der Karte.')).toBeInTheDocument();

    const list = within(screen.getByRole('list', { name: 'Karten des Projekts' }));
    await user.click(list.getByRole('button', { name: 'Karte Wege löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Karte löschen' });
    expect(dialog).toHaveTextContent('Wollen Sie wirklich die Karte Wege löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(screen.getByRole('region', { name: 'Meldungen' })).findByText('Die Karte wurde erfolgreich gelöscht.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/gis/layer/${LB.ID}`]);
    expect(await list.findAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toBeInTheDocument();
  });

  it('offers „Karte hinzufügen“ only where the server answers CanAddLayer', async () => {
    stubApi({
      'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [] } },
      'GET /auth/settings': { status: 200, body: { last_workspace: W2 } },
      'GET /gis/workspaces': { status: 200, body: [{ ...ws(W2, 'Beta'), ...callerParts(false) }] },
      [`GET /gis/layers/${W2}`]: { status: 200, body: [LA] },
      [`GET /gis/layer/${LA.ID}`]: { status: 200, body: LA },
    });
    renderRoutes([{ path: '/layers', element: <LayersPage /> }], '/layers');
    await screen.findByRole('region', { name: 'Karte Fundorte' });
    expect(screen.queryByRole('button', { name: 'Karte hinzufügen' })).not.toBeInTheDocument();
  });
});
