import { QUESTIONNAIRE_TEMPLATES, type Layer } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { callerParts, workspaceOf } from '../../test/workspace-fixtures';
import { QuickStartPage } from './quick-start-page';

const WS = '01900000-0000-7000-8000-0000000000c1';
const LAYER = '01900000-0000-7000-8000-0000000000c2';
const OFFICER = { status: 200, body: { LoggedIn: true, Permissions: ['project'], ID: '01900000-0000-7000-8000-0000000000aa', Name: 'Olga' } };
const ring = [[9.85, 51.48], [10.05, 51.48], [10.05, 51.6], [9.85, 51.6], [9.85, 51.48]];
const TITLE = 'Radverkehr: Gefahrenstellen melden';
const DEFECTS = QUESTIONNAIRE_TEMPLATES.find((t) => t.Key === 'maengelmelder')!;

const created = workspaceOf({ ID: WS, Name: TITLE, Public: true, Editable: true, ...callerParts(true, true) });
const layer = { ID: LAYER, Name: 'Mängelmelder', Workspace: WS } as Layer;
const invited = { status: 200, body: { Message: '', AccessList: [], Invitations: [] } };

afterEach(() => vi.unstubAllGlobals());

function setup(routes: Record<string, StubAnswer | ((body: unknown) => StubAnswer)>) {
  const calls = stubApi({ 'GET /auth/info': OFFICER, ...routes });
  const posts = () => calls.filter((c) => c.method === 'POST');
  renderRoutes([
    { path: '/projekte/neu', element: <QuickStartPage /> },
    { path: '/projekt/:id', element: <h1>Projektseite</h1> },
    { path: '/workspaces', element: <h1>Projektverwaltung</h1> },
  ], '/projekte/neu');
  return { posts, user: userEvent.setup() };
}

/** Walks through the four steps as an officer would: title, a boundary file, the „Mängelmelder“, two addresses. */
async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Titel des Projekts'), TITLE);
  await user.type(screen.getByLabelText('Kurze Beschreibung (freiwillig)'), 'Wo ist es gefährlich?');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Wo liegt das Projekt?' })).toHaveFocus();
  const file = screen.getByLabelText('Projektgebiet aus GeoJSON-Datei laden', { selector: 'input' });
  await user.upload(file, new File([JSON.stringify({ type: 'Polygon', coordinates: [ring] })], 'goettingen.geojson', { type: 'application/geo+json' }));
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  expect(screen.getByRole('heading', { level: 2, name: 'Was sollen Bürgerinnen und Bürger eintragen?' })).toHaveFocus();
  await user.click(screen.getByRole('radio', { name: 'Mängelmelder' }));
  expect(screen.getByLabelText('Name der Karte')).toHaveValue('Mängelmelder');
  await user.click(screen.getByRole('button', { name: 'Weiter' }));
  await user.type(screen.getByLabelText('E-Mail-Adressen für das Team (freiwillig)'), 'Karla@Stadt.example\nbernd@stadt.example');
}

describe('„Neues Projekt“ (docs/product.md §17.6)', () => {
  it('creates workspace, layer and invitations in this order with the right bodies, then opens the project page', async () => {
    const { posts, user } = setup({
      'POST /gis/workspace': { status: 200, body: created },
      'POST /gis/layer': { status: 200, body: layer },
      [`POST /gis/workspaceacl/invite/${WS}`]: invited,
    });
    await fillIn(user);
    const summary = within(screen.getByRole('region', { name: 'Das wird angelegt' }));
    expect(summary.getByText(`Projekt „${TITLE}“, öffentlich, ohne Kartenausschnitt, mit Projektgebiet`)).toBeVisible();
    expect(summary.getByText('Karte „Mängelmelder“ mit dem Fragebogen „Mängelmelder“')).toBeVisible();
    expect(summary.getByText('2 Personen werden ins Team eingeladen.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Projekt anlegen' }));

    expect(await screen.findByRole('heading', { name: 'Projektseite' })).toBeVisible();
    const calls = posts();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /gis/workspace', 'POST /gis/layer', `POST /gis/workspaceacl/invite/${WS}`, `POST /gis/workspaceacl/invite/${WS}`,
    ]);
    expect(calls[0]!.body).toEqual({
      Name: TITLE, Description: 'Wo ist es gefährlich?', Public: true, Editable: true, MapView: null, Boundary: { type: 'Polygon', coordinates: [ring] },
    });
    expect(calls[1]!.body).toEqual({ Name: 'Mängelmelder', Workspace: WS, Public: true, Editable: true, Schema: DEFECTS.Schema });
    expect(calls.slice(2).map((c) => c.body)).toEqual([{ Email: 'karla@stadt.example' }, { Email: 'bernd@stadt.example' }]);
  });

  it('says what exists when the layer is refused, and retrying creates only what is missing', async () => {
    let layerAnswers = 0;
    const { posts, user } = setup({
      'POST /gis/workspace': { status: 200, body: created },
      'POST /gis/layer': () => (layerAnswers++ === 0 ? { status: 400, body: { Message: 'Der Fragebogen ist ungültig.' } } : { status: 200, body: layer }),
      [`POST /gis/workspaceacl/invite/${WS}`]: invited,
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Projekt anlegen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`Das Projekt „${TITLE}“ wurde angelegt, seine Karte mit dem Fragebogen aber nicht. Es wurden noch keine Einladungen verschickt.`);
    expect(alert).toHaveTextContent('Der Fragebogen ist ungültig.');
    expect(within(alert).getByRole('link', { name: 'In der Projektverwaltung weitermachen' })).toHaveAttribute('href', `/workspaces?workspace=${WS}`);
    expect(posts().map((c) => c.path)).toEqual(['/gis/workspace', '/gis/layer']);
    expect(screen.queryByRole('button', { name: 'Zurück' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('heading', { name: 'Projektseite' })).toBeVisible();
    expect(posts().map((c) => c.path)).toEqual(['/gis/workspace', '/gis/layer', '/gis/layer', `/gis/workspaceacl/invite/${WS}`, `/gis/workspaceacl/invite/${WS}`]);
  });

  it('says that nothing was created when the workspace is refused', async () => {
    const { posts, user } = setup({ 'POST /gis/workspace': { status: 403, body: { Message: 'Keine Berechtigung.' } } });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Projekt anlegen' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Das Projekt konnte nicht angelegt werden. Es wurde nichts angelegt.');
    expect(alert).toHaveTextContent('Keine Berechtigung.');
    expect(within(alert).queryByRole('link')).not.toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  });

  it('keeps a step with a wrong field, names the problem beside it and focuses it', async () => {
    const { user } = setup({});
    await user.click(await screen.findByRole('button', { name: 'Weiter' }));
    const name = screen.getByLabelText('Titel des Projekts');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Bitte geben Sie dem Projekt einen Titel.'));
    await user.type(name, 'Ideen für den Marktplatz{Enter}');
    expect(screen.getByText('Empfohlen: Übernehmen Sie einen Kartenausschnitt oder ein Projektgebiet. Sonst öffnet sich die Karte nicht bei Ihrem Ort.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByRole('radio', { name: 'Mängelmelder' })).toHaveFocus();
    expect(screen.getByText('Bitte wählen Sie eine Vorlage für den Fragebogen.')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: 'Ideen sammeln' }));
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    const emails = screen.getByLabelText('E-Mail-Adressen für das Team (freiwillig)');
    await user.type(emails, 'karla@stadt.example, kein-name');
    await user.click(screen.getByRole('button', { name: 'Projekt anlegen' }));
    expect(emails).toHaveFocus();
    expect(emails).toHaveAccessibleDescription(expect.stringContaining('Keine gültige E-Mail-Adresse: kein-name'));
    await user.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByLabelText('Name der Karte')).toHaveValue('Ideen');
  });

  it('lets experts „Leer beginnen“: without a title nothing happens, with one only the project is created, then the workspace manager opens at it', async () => {
    const { posts, user } = setup({
      'POST /gis/workspace': { status: 200, body: { ...created, Public: false, Editable: false } },
      'GET /auth/settings': { status: 200, body: { zoom: 12 } },
      'POST /auth/settings': (body) => ({ status: 200, body }),
    });
    const empty = within(await screen.findByRole('region', { name: 'Für Fachleute: leer beginnen' }));
    await user.click(empty.getByRole('button', { name: 'Leer beginnen' }));
    const name = screen.getByLabelText('Titel des Projekts');
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(expect.stringContaining('Bitte geben Sie dem Projekt einen Titel.'));
    expect(posts()).toEqual([]);
    await user.type(name, ` ${TITLE} `);
    await user.type(screen.getByLabelText('Kurze Beschreibung (freiwillig)'), 'Wo ist es gefährlich?');
    await user.click(empty.getByRole('button', { name: 'Leer beginnen' }));
    expect(await screen.findByRole('heading', { name: 'Projektverwaltung' })).toBeVisible();
    expect(posts().map((c) => [c.path, c.body])).toEqual([
      ['/gis/workspace', { Name: TITLE, Description: 'Wo ist es gefährlich?', Public: false, Editable: false }],
      // It becomes the expert's last project (docs/product.md §4.4), the other settings kept.
      ['/auth/settings', { zoom: 12, last_workspace: WS }],
    ]);
  });

  it('offers „Leer beginnen“ on the first step only', async () => {
    const { user } = setup({});
    await user.type(await screen.findByLabelText('Titel des Projekts'), TITLE);
    expect(screen.getByRole('button', { name: 'Leer beginnen' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.queryByRole('button', { name: 'Leer beginnen' })).not.toBeInTheDocument();
  });

  it('tells users without the permission `project` that they may not create projects', async () => {
    stubApi({ 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: 'x', Name: 'Karla' } } });
    renderRoutes([{ path: '/projekte/neu', element: <QuickStartPage /> }], '/projekte/neu');
    expect(await screen.findByText(/Sie dürfen keine neuen Projekte anlegen/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Weiter' })).not.toBeInTheDocument();
  });
});
