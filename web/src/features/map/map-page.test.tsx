import type { Layer, Point, UserInfo, Workspace } from '@mitmachkarte/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as de from '../../i18n/de/map';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { MapPage } from './map-page';
import { category } from '../../test/schema-fixtures';
import { point, layer as testLayer, variable } from './test-fixtures';
import { workspaceOf } from '../../test/workspace-fixtures';

/** 'Neuer Eintrag' follows the layer's CanAddPoints flag, the server's verdict
 *  (points.policy.ts canAddPoint), and never re-derives the rule from the layer's flags. */

const WORKSPACE: Workspace = workspaceOf({ ID: '01900000-0000-7000-8000-0000000000ff', Name: 'Testprojekt', Public: true, Editable: true });
const USER: UserInfo = { LoggedIn: true, Permissions: [], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Nutzerin', Email: 'n@example.org' };

function stubMap(layer: Layer, info: UserInfo = { LoggedIn: false, Permissions: [] }, points: Point[] = []) {
  stubApi({
    'GET /auth/info': { status: 200, body: info },
    'GET /auth/settings': { status: 200, body: {} },
    'GET /client-config': { status: 200, body: { TileUrl: 'http://127.0.0.1:9/{z}/{x}/{y}.png', TileAttribution: 'Test' } },
    'GET /gis/workspaces': { status: 200, body: [WORKSPACE] },
    [`GET /gis/layers/${WORKSPACE.ID}`]: { status: 200, body: [layer] },
    [`GET /gis/points/${layer.ID}`]: { status: 200, body: points },
  });
}

const openLayer = (CanAddPoints: boolean): Layer => ({ ...testLayer([variable({ Name: 'Titel', DataType: 'text' })]), CanAddPoints });

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('MapPage: who is offered a new entry', () => {
  it('offers it to an anonymous visitor where the server says CanAddPoints', async () => {
    stubMap(openLayer(true));
    renderOne(<MapPage />, '/map');
    expect(await screen.findByRole('button', { name: de.map.newEntry })).toBeVisible();
  });

  it('does not offer it to a logged-in user where the server says no, even on a public editable layer, and says why', async () => {
    stubMap(openLayer(false), USER);
    renderOne(<MapPage />, '/map');
    expect(await screen.findByText(de.map.recordNotAllowed)).toBeVisible();
    expect(screen.queryByRole('button', { name: de.map.newEntry })).toBeNull();
  });

  it('asks an anonymous visitor to log in where the server says no', async () => {
    stubMap(openLayer(false));
    renderOne(<MapPage />, '/map');
    expect(await screen.findByText(de.map.loginToRecord)).toBeVisible();
    expect(screen.queryByRole('button', { name: de.map.newEntry })).toBeNull();
  });
});

describe('MapPage: filters (docs/product.md §16.1)', () => {
  it('shows only the points of the chosen status, says how many, and resets', async () => {
    const layer = openLayer(true);
    const points = [1, 2, 3].map((n) => ({ ...point(n), Status: n === 2 ? 'umgesetzt' : 'neu' }));
    stubMap(layer, undefined, points);
    renderOne(<MapPage />, '/map');
    expect(await screen.findByText('3 Einträge')).toBeVisible();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(de.pointFilter.status), 'Umgesetzt');
    expect(screen.getByText('1 von 3 Einträgen')).toBeVisible();
    await user.click(screen.getByText(de.map.list, { selector: 'label' }));
    expect(screen.getAllByText(/Status: Umgesetzt$/)).toHaveLength(1);
    expect(screen.queryByText(/Status: Neu$/)).toBeNull();
    await user.click(screen.getByRole('button', { name: de.pointFilter.reset }));
    expect(screen.getByText('3 Einträge')).toBeVisible();
  });
});

describe('MapPage: a link to one entry (docs/product.md §16.6)', () => {
  it('opens the details of the entry named by ?punkt=', async () => {
    const layer = openLayer(true);
    const points = [1, 2, 3].map((n) => point(n, { Titel: { DataType: 'text', Value: `Eintrag ${n}` } }));
    stubMap(layer, undefined, points);
    renderOne(<MapPage />, `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${points[1]!.ID}`);
    expect(await screen.findByText('Eintrag 2')).toBeVisible();
    expect(screen.queryByText('Eintrag 1')).toBeNull();
  });
});

describe('MapPage: changing an entry (docs/product.md §16.5, §16.6)', () => {
  const layer = openLayer(true);
  const titled = (n: number, CanChange: boolean) => ({ ...point(n, { Titel: { DataType: 'text' as const, Value: `Eintrag ${n}` } }), CanChange });
  const link = (p: Point) => `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${p.ID}&bearbeiten=1`;

  it('opens edit mode from a link with bearbeiten=1 where the server answers CanChange', async () => {
    const p = titled(1, true);
    stubMap(layer, USER, [p]);
    renderOne(<MapPage />, link(p));
    expect(await screen.findByRole('heading', { name: de.editEntry.title })).toHaveFocus();
    expect(screen.getByLabelText(/Titel/)).toHaveValue('Eintrag 1');
    expect(screen.getByLabelText(de.map.layer)).toBeDisabled();
  });

  it('shows only the details from such a link where the server answers CanChange false', async () => {
    const p = titled(1, false);
    stubMap(layer, USER, [p]);
    renderOne(<MapPage />, link(p));
    expect(await screen.findByText('Eintrag 1')).toBeVisible();
    expect(screen.queryByRole('heading', { name: de.editEntry.title })).toBeNull();
  });

  it('opens it with „Bearbeiten“ in the details; „Verwerfen“ leads back to them, focus on their heading', async () => {
    const p = titled(2, true);
    stubMap(layer, USER, [p]);
    renderOne(<MapPage />, `/map?workspace=${WORKSPACE.ID}&layer=${layer.ID}&punkt=${p.ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Eintrag „Eintrag 2“ bearbeiten' }));
    expect(screen.getByRole('heading', { name: de.editEntry.title })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: de.map.discard }));
    expect(screen.getByRole('heading', { name: de.map.entry })).toHaveFocus();
    expect(screen.getByText('Eintrag 2')).toBeVisible();
  });

  it('„Kategorie ändern“ offers the chooser again; the new category names the form, the marker stays', async () => {
    const withCategories = { ...layer, Schema: { ...layer.Schema, Categories: [category('Klar', 'Klares Wasser'), category('Trueb', 'Trübes Wasser')] } };
    const p = { ...point(3, { Titel: { DataType: 'text', Value: 'Eintrag 3' }, category: { DataType: 'category', Value: 'Klar' } }), CanChange: true };
    stubMap(withCategories, USER, [p]);
    renderOne(<MapPage />, link(p));
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Eintrag bearbeiten: Klares Wasser' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: de.editEntry.changeCategory }));
    await user.click(await screen.findByRole('button', { name: 'Trübes Wasser' }));
    expect(await screen.findByRole('heading', { name: 'Eintrag bearbeiten: Trübes Wasser' })).toBeVisible();
    expect(screen.getByLabelText(/Titel/)).toHaveValue('Eintrag 3');
    expect(screen.getByRole('status')).toHaveTextContent(de.editEntry.markerHint);
  });
});
