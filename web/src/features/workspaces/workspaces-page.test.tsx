import { type AclEntry, DEFAULT_STATUSES, type Layer, type Workspace } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { WorkspacesPage } from './workspaces-page';
import { callerParts, workspaceOf } from '../../test/workspace-fixtures';

const ME = '01900000-0000-7000-8000-000000000001';
const OTHER = '01900000-0000-7000-8000-000000000002';
const W1 = '01900000-0000-7000-8000-0000000000a1';
const W2 = '01900000-0000-7000-8000-0000000000a2';
const UPLOADED = '01900000-0000-7000-8000-0000000000f1';
const ws = (ID: string, Name: string, UserID = ME): Workspace => workspaceOf({
  ID, Name, Public: true, UserID,
  ...callerParts(true, UserID === ME, UserID === OTHER ? { ID: OTHER, Name: 'Olaf Other', Email: 'olaf@example.org' } : null),
});
const layer = (n: number, Workspace: string): Layer => ({
  CanAddPoints: true, Statuses: [...DEFAULT_STATUSES], Premoderation: false, MapView: null, ContextLayers: [],
  ID: `01900000-0000-7000-8000-0000000000${Workspace.slice(-1)}${n}`, Name: `Layer ${Workspace.slice(-1)}.${n}`,
  Public: true, Editable: false, Attributes: {}, Workspace, Schema: { Schema: [], Categories: [] },
});
const LAYERS: Record<string, Layer[]> = { [W1]: [layer(1, W1), layer(2, W1)], [W2]: [layer(1, W2), layer(2, W2)] };

type Routes = Record<string, StubAnswer | ((body: unknown) => StubAnswer)>;

/** A logged-in holder of `project` with two workspaces of two layers each. */
function stubManager(settings: Record<string, string>, more: Routes = {}, workspaces = [ws(W1, 'Alpha'), ws(W2, 'Beta')]) {
  const routes: Routes = {
    'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: ['project'], ID: ME, Name: 'Mia Meier', Email: 'mia@example.org' } },
    'GET /auth/settings': { status: 200, body: settings },
    'POST /auth/settings': (body) => ({ status: 200, body }),
    'GET /gis/workspaces': { status: 200, body: workspaces },
    [`GET /auth/query/id/${OTHER}`]: { status: 200, body: { ID: OTHER, Name: 'Olaf Other', Email: 'olaf@example.org' } },
  };
  for (const w of workspaces) {
    routes[`GET /gis/workspace/${w.ID}`] = { status: 200, body: w };
    routes[`GET /gis/workspaceacl/list/${w.ID}`] = { status: 200, body: [] satisfies AclEntry[] };
    routes[`GET /gis/workspaceacl/invitations/${w.ID}`] = { status: 200, body: [] };
    routes[`GET /gis/layers/${w.ID}`] = () => ({ status: 200, body: LAYERS[w.ID] ?? [] });
    for (const l of LAYERS[w.ID] ?? []) {
      routes[`GET /gis/layer/${l.ID}`] = { status: 200, body: l };
      routes[`GET /gis/deletedpoints/${l.ID}`] = { status: 200, body: [] };
    }
  }
  return stubApi({ ...routes, ...more });
}

/** The manager, at the section `bereich` names (default: the first, Projekt). */
const renderPage = (bereich = '') => renderRoutes([{ path: '/workspaces', element: <><AlertsArea /><WorkspacesPage /></> }], `/workspaces${bereich ? `?bereich=${bereich}` : ''}`);
const sections = () => within(screen.getByRole('navigation', { name: 'Bereiche des Projekts' }));
const workspaceList = () => within(screen.getByRole('list', { name: 'Liste der Projekte' }));
const layerList = () => within(screen.getByRole('list', { name: 'Karten des Projekts' }));
const alerts = () => within(screen.getByRole('region', { name: 'Meldungen' }));

afterEach(() => {
  vi.unstubAllGlobals();
  const last = showAlert('info', '');
  for (let id = 1; id <= last; id++) dismissAlert(id);
});

describe('workspace selection (docs/product.md §4)', () => {
  it("selects the workspace of the setting 'last_workspace' and its first layer", async () => {
    stubManager({ last_workspace: W2 });
    renderPage('karte');
    expect(await screen.findByRole('region', { name: 'Karte Layer 2.1' })).toBeInTheDocument();
    expect(workspaceList().getByRole('button', { name: /^Beta/ })).toHaveAttribute('aria-current', 'true');
    expect(layerList().getByRole('button', { name: 'Layer 2.1' })).toHaveAttribute('aria-current', 'true');
  });

  it('selects the first workspace without the setting, or when it names none of them', async () => {
    stubManager({ last_workspace: '01900000-0000-7000-8000-0000000000ff' });
    renderPage('karte');
    expect(await screen.findByRole('region', { name: 'Karte Layer 1.1' })).toBeInTheDocument();
    expect(workspaceList().getByRole('button', { name: /^Alpha/ })).toHaveAttribute('aria-current', 'true');
  });

  it('stores a chosen workspace in the settings and loads its layers, details and access list', async () => {
    const calls = stubManager({});
    const user = userEvent.setup();
    renderPage('karte');
    await screen.findByRole('region', { name: 'Karte Layer 1.1' });
    await user.click(workspaceList().getByRole('button', { name: /^Beta/ }));
    expect(await screen.findByRole('region', { name: 'Karte Layer 2.1' })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path === '/auth/settings').map((c) => c.body)).toEqual([{ last_workspace: W2 }]));
    const paths = calls.map((c) => c.path);
    for (const path of [`/gis/layers/${W2}`, `/gis/workspace/${W2}`, `/gis/workspaceacl/list/${W2}`]) expect(paths).toContain(path);
    await user.click(layerList().getByRole('button', { name: 'Layer 2.2' }));
    expect(await screen.findByRole('region', { name: 'Karte Layer 2.2' })).toBeInTheDocument();
  });
});

describe('workspace panel', () => {
  it('offers holders of `project` one way to a new project, „Neues Projekt“ into the quick start (docs/product.md §17.6), and others none', async () => {
    stubManager({});
    const { unmount } = renderPage();
    const list = within(await screen.findByRole('region', { name: 'Projekte' }));
    expect(list.getByRole('link', { name: 'Neues Projekt' })).toHaveAttribute('href', '/projekte/neu');
    expect(list.getAllByRole('link')).toHaveLength(1);
    expect(list.queryByRole('button', { name: /hinzufügen/ })).not.toBeInTheDocument();
    unmount();
    stubManager({}, { 'GET /auth/info': { status: 200, body: { LoggedIn: true, Permissions: [], ID: ME, Name: 'Mia Meier' } } });
    renderPage();
    await screen.findByRole('region', { name: 'Projekt Alpha' });
    expect(screen.queryByRole('link', { name: 'Neues Projekt' })).not.toBeInTheDocument();
  });

  it('offers the open data licence in its section „Offene Daten“ with the catalogue explained and saves the choice (docs/product.md §24.4)', async () => {
    const calls = stubManager({}, { [`PUT /gis/workspace/${W1}`]: (body) => ({ status: 200, body: { ...(body as object), ID: W1, UserID: ME } }) });
    const user = userEvent.setup();
    renderPage('daten');
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    const select = panel.getByLabelText('Lizenz der öffentlichen Karten');
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription(expect.stringContaining('Ohne Lizenz erscheint das Projekt dort nicht'));
    expect(select).toHaveAccessibleDescription(expect.stringContaining('/api/v1/dcat'));
    await user.selectOptions(select, 'Creative Commons Namensnennung 4.0 International (CC BY 4.0)');
    await user.click(panel.getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Das Projekt wurde erfolgreich gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ Licence: 'cc-by/4.0' });
  });

  it('saves, discards and says so; a refusal shows the failure message', async () => {
    let status = 200;
    const calls = stubManager({}, { [`PUT /gis/workspace/${W1}`]: (body) => (status === 200 ? { status, body: { ...(body as object), ID: W1, UserID: ME } } : { status, body: { Message: 'Keine Berechtigung.' } }) });
    const user = userEvent.setup();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    await user.click(panel.getByLabelText('Öffentlich editierbar'));
    await user.click(panel.getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Das Projekt wurde erfolgreich gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ Name: 'Alpha', Public: true, Editable: true, Attributes: {}, MapView: null, Boundary: null, Description: '', Phases: [], Closed: false, ImageID: null, ImageAlt: '', Licence: null, Residency: { Entries: false, Votes: false, Municipalities: [] } });
    status = 403;
    await user.type(panel.getByLabelText('Name'), 'x');
    await user.click(panel.getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Das Projekt konnte nicht gespeichert werden. Keine Berechtigung.')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Verwerfen' }));
    expect(panel.getByLabelText('Name')).toHaveValue('Alpha');
  });

  it('edits the project page: description, phases and „Projekt abgeschlossen“ go with „Speichern“', async () => {
    const calls = stubManager({}, {
      [`PUT /gis/workspace/${W1}`]: (body) => ({ status: 200, body: { ...ws(W1, 'Alpha'), ...(body as object) } }),
      'POST /gis/images/upload': { status: 200, body: { Id: UPLOADED } },
    });
    const user = userEvent.setup();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    await user.type(panel.getByLabelText('Beschreibung'), 'Die **Linie 7**');
    await user.click(panel.getByRole('button', { name: 'Phase hinzufügen' }));
    await user.type(panel.getByLabelText('Name der Phase'), 'Ideen sammeln');
    await user.type(panel.getByLabelText('Beginn'), '2027-03-01');
    await user.click(panel.getByRole('button', { name: 'Phase hinzufügen' }));
    await user.click(panel.getByRole('button', { name: 'Phase „ohne Namen“ entfernen' }));
    await user.click(panel.getByLabelText('Projekt abgeschlossen'));
    await user.upload(panel.getByLabelText('Bild hochladen …'), new File([new Uint8Array([1, 2, 3])], 'bahn.png', { type: 'image/png' }));
    await user.type(await panel.findByLabelText('Bildbeschreibung'), 'Gleise am Markt');
    await user.click(panel.getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Das Projekt wurde erfolgreich gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      Description: 'Die **Linie 7**', Phases: [{ Title: 'Ideen sammeln', Start: '2027-03-01', End: null }], Closed: true,
      ImageID: UPLOADED, ImageAlt: 'Gleise am Markt',
    });
    expect(panel.getByRole('link', { name: 'Projektseite ansehen' })).toHaveAttribute('href', `/projekt/${W1}`);
  });

  it('transfers ownership after the warning; an unknown address keeps the modal open', async () => {
    stubManager({}, {
      [`POST /gis/workspace/${W1}/transfer`]: (body) => ((body as { Email: string }).Email === 'olaf@example.org'
        ? { status: 200, body: ws(W1, 'Alpha', OTHER) } : { status: 404, body: { Message: 'Der Benutzer konnte nicht gefunden werden.' } }),
    });
    const user = userEvent.setup();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    expect(panel.getByText('Mia Meier (Sie)')).toBeInTheDocument();
    await user.click(panel.getByRole('button', { name: 'Eigentümer übertragen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Eigentümer übertragen' }));
    expect(dialog.getByText('Nach der Übertragung können Sie das Projekt nicht mehr bearbeiten, es sei denn, Sie gehören zu seinem Team.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Email Adresse des neuen Eigentümers'), 'niemand@example.org{Enter}');
    expect(await dialog.findByRole('alert')).toHaveTextContent(/^Der Benutzer konnte nicht gefunden werden\.$/);
    await user.clear(dialog.getByLabelText('Email Adresse des neuen Eigentümers'));
    await user.type(dialog.getByLabelText('Email Adresse des neuen Eigentümers'), 'olaf@example.org{Enter}');
    expect(await alerts().findByText('Das Projekt wurde übertragen.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a team member sees the owner by name (the answer's Owner) and no owner-only buttons", async () => {
    const calls = stubManager({}, {}, [ws(W1, 'Alpha', OTHER)]);
    const user = userEvent.setup();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    expect(await panel.findByText('Olaf Other (olaf@example.org)')).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Eigentümer übertragen' })).not.toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Karte hinzufügen' })).toBeInTheDocument();
    await user.click(sections().getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('region', { name: 'Team' })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/auth/query'))).toEqual([]);
  });

  it('follows the server: without CanEdit and CanAddLayer no team, no „Karte hinzufügen“, no map area, no Protokoll and no Auswertung', async () => {
    const seen = { ...ws(W1, 'Alpha', OTHER), ...callerParts(false) };
    const calls = stubManager({}, {}, [seen]);
    renderPage('team');
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    expect(await panel.findByText('Sie verwalten dieses Projekt nicht. Sie können es ansehen, aber nicht ändern.')).toBeInTheDocument();
    expect(panel.getByText('unbekannt')).toBeInTheDocument();
    expect(await sections().findByRole('link', { name: 'Karte' })).toBeInTheDocument();
    expect(sections().getAllByRole('link').map((l) => l.textContent)).toEqual(['Projekt', 'Karte', 'Fragebogen', 'Kategorien']);
    expect(sections().getByRole('link', { name: 'Projekt' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('button', { name: 'Karte hinzufügen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Team' })).not.toBeInTheDocument();
    expect(panel.queryByRole('link', { name: 'Protokoll' })).not.toBeInTheDocument();
    expect(layerList().queryByRole('link', { name: /^(Auswertung|Diagramme)/ })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/gis/workspaceacl'))).toEqual([]);
  });

  it('shows one section at a time, linked by ?bereich=, and keeps unsaved changes across sections (docs/product.md §17.5)', async () => {
    stubManager({});
    const user = userEvent.setup();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    expect(await sections().findByRole('link', { name: 'Gelöschte Einträge' })).toBeInTheDocument();
    expect(sections().getAllByRole('link').map((l) => l.textContent)).toEqual(['Projekt', 'Gebiet', 'Team', 'Zuständigkeiten', 'Aufbewahrung', 'Offene Daten', 'Webhooks', 'Umfragen', 'Neuigkeiten', 'Ergebnisse', 'Karte', 'Fragebogen', 'Kategorien', 'Übersetzungen', 'Gelöschte Einträge', 'Import', 'Aufträge']);
    expect(panel.queryByRole('region', { name: 'Kartenausschnitt und Projektgebiet' })).not.toBeInTheDocument();
    await user.type(panel.getByLabelText('Name'), ' Nord');
    await user.click(sections().getByRole('link', { name: 'Fragebogen' }));
    expect(sections().getByRole('link', { name: 'Fragebogen' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('region', { name: 'Karte Layer 1.1' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Projekt Alpha' })).not.toBeInTheDocument();
    await user.click(sections().getByRole('link', { name: 'Gebiet' }));
    const area = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    expect(area.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(area.getByText('Es gibt ungespeicherte Änderungen.')).toBeInTheDocument();
    await user.click(sections().getByRole('link', { name: 'Projekt' }));
    expect(within(screen.getByRole('region', { name: 'Projekt Alpha' })).getByLabelText('Name')).toHaveValue('Alpha Nord');
  });

  it('opens the workspace a link names (?workspace=, from „Meine Projekte“)', async () => {
    stubManager({ last_workspace: W1 });
    renderRoutes([{ path: '/workspaces', element: <WorkspacesPage /> }], `/workspaces?workspace=${W2}`);
    expect(await screen.findByRole('region', { name: 'Projekt Beta' })).toBeInTheDocument();
  });

  it('leads managers to the workspace\'s audit log and to each layer\'s review table, charts and printable report', async () => {
    stubManager({});
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    expect(await panel.findByRole('link', { name: 'Protokoll' })).toHaveAttribute('href', `/workspaces/${W1}/protokoll`);
    const review = await layerList().findByRole('link', { name: 'Auswertung der Karte Layer 1.2' });
    expect(review).toHaveTextContent('Auswertung');
    expect(review).toHaveAttribute('href', `/auswertung/${LAYERS[W1]![1]!.ID}`);
    const charts = layerList().getByRole('link', { name: 'Diagramme und Bericht zum Drucken der Karte Layer 1.2' });
    expect(charts).toHaveTextContent(/^Diagramme$/);
    expect(charts).toHaveAttribute('href', `/auswertung/${LAYERS[W1]![1]!.ID}/diagramme`);
  });

  it('deletes the workspace after asking', async () => {
    stubManager({}, { [`DELETE /gis/workspace/${W1}`]: { status: 200, body: { Message: 'ok' } } });
    const user = userEvent.setup();
    renderPage();
    const panel = within(await screen.findByRole('region', { name: 'Projekt Alpha' }));
    await user.click(panel.getByRole('button', { name: 'Löschen' }));
    const dialog = screen.getByRole('dialog', { name: 'Projekt löschen' });
    expect(dialog).toHaveTextContent('Wollen Sie wirklich das Projekt Alpha löschen?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText('Das Projekt wurde erfolgreich gelöscht.')).toBeInTheDocument();
  });
});

describe('team and invitations (docs/product.md §17.4)', () => {
  const bea: AclEntry = { ID: OTHER, Name: 'Bea Beispiel', Email: 'bea@example.org' };

  it('invites by e-mail: every address gets a mail and shows up under „Offene Einladungen“ until it accepts; withdraws; removes a member', async () => {
    const invitation = { ID: '01900000-0000-7000-8000-0000000000c1', Email: 'neu@stadt.example', InvitedBy: 'Mia Meier', CreatedAt: '2026-03-01T10:00:00.000Z', ExpiresAt: '2026-03-08T10:00:00.000Z' };
    const calls = stubManager({}, {
      [`GET /gis/workspaceacl/list/${W1}`]: { status: 200, body: [bea] },
      [`GET /gis/workspaceacl/invitations/${W1}`]: { status: 200, body: [] },
      [`POST /gis/workspaceacl/invite/${W1}`]: (body) => {
        const email = (body as { Email: string }).Email;
        if (email === 'kaputt') return { status: 400, body: { Message: 'Bitte geben Sie eine gültige E-Mail-Adresse an.' } };
        return { status: 200, body: { Message: `Die Einladung an ${email} wurde verschickt.`, AccessList: [bea], Invitations: [invitation] } };
      },
      [`DELETE /gis/workspaceacl/invitation/${invitation.ID}`]: { status: 200, body: [] },
      [`POST /gis/workspaceacl/remove/${W1}`]: { status: 200, body: [] },
    });
    const user = userEvent.setup();
    renderPage('team');
    const team = within(await screen.findByRole('region', { name: 'Team' }));
    expect(await team.findByRole('row', { name: /Bea Beispiel/ })).toHaveTextContent('bea@example.org');
    expect(await team.findByText('Keine offenen Einladungen.')).toBeInTheDocument();

    await user.click(team.getByRole('button', { name: 'Zum Team einladen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Zum Team einladen' }));
    expect(dialog.getByText(/Sie gehört zum Team, sobald sie die Einladung annimmt/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Einladen' }));
    expect(calls.filter((c) => c.path.includes('/invite/'))).toEqual([]);
    await user.type(dialog.getByLabelText('E-Mail-Adresse'), 'kaputt{Enter}');
    expect(await dialog.findByRole('alert')).toHaveTextContent('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    await user.clear(dialog.getByLabelText('E-Mail-Adresse'));
    await user.type(dialog.getByLabelText('E-Mail-Adresse'), 'neu@stadt.example{Enter}');
    expect(await alerts().findByText('Die Einladung an neu@stadt.example wurde verschickt.')).toBeInTheDocument();
    const open = within(team.getByRole('list', { name: 'Offene Einladungen' }));
    expect(open.getByText('neu@stadt.example')).toBeInTheDocument();

    await user.click(open.getByRole('button', { name: 'Einladung an neu@stadt.example zurückziehen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Einladung zurückziehen' })).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText('Die Einladung wurde zurückgezogen.')).toBeInTheDocument();
    expect(team.getByText('Keine offenen Einladungen.')).toBeInTheDocument();

    await user.click(team.getByRole('button', { name: 'Bea Beispiel aus dem Team entfernen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Aus dem Team entfernen' })).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText('Die Person wurde aus dem Team entfernt.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === `/gis/workspaceacl/remove/${W1}`)?.body).toEqual({ ID: OTHER });
  });

  it('says so when removing fails', async () => {
    stubManager({}, {
      [`GET /gis/workspaceacl/list/${W1}`]: { status: 200, body: [bea] },
      [`POST /gis/workspaceacl/remove/${W1}`]: { status: 500, body: { Message: 'Interner Fehler.' } },
    });
    const user = userEvent.setup();
    renderPage('team');
    const acl = within(await screen.findByRole('region', { name: 'Team' }));
    await user.click(await acl.findByRole('button', { name: 'Bea Beispiel aus dem Team entfernen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Aus dem Team entfernen' })).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByText(/^Die Person konnte nicht aus dem Team entfernt werden\./)).toBeInTheDocument();
  });
});

describe('layers', () => {
  it('creates a layer and selects it; exports open in a new tab', async () => {
    const created = { ...layer(3, W1), Name: 'Neu' };
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const calls = stubManager({}, {
      'POST /gis/layer': () => {
        LAYERS[W1] = [...LAYERS[W1]!, created];
        return { status: 200, body: created };
      },
      [`GET /gis/layer/${created.ID}`]: { status: 200, body: created },
      [`GET /gis/deletedpoints/${created.ID}`]: { status: 200, body: [] },
    });
    const user = userEvent.setup();
    renderPage('karte');
    await screen.findByRole('region', { name: 'Karte Layer 1.1' });
    await user.click(screen.getByRole('button', { name: 'Karte hinzufügen' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Neue Karte' }));
    await user.type(dialog.getByLabelText('Name'), 'Neu{Enter}');
    expect(await alerts().findByText('Die Karte wurde erfolgreich erstellt.')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/gis/layer')?.body).toMatchObject({ Name: 'Neu', Workspace: W1 });
    expect(await screen.findByRole('region', { name: 'Karte Neu' })).toBeInTheDocument();

    const L2 = layer(2, W1).ID;
    for (const format of ['Excel (XLSX)', 'CSV (Excel, deutsch)', 'CSV (international)', 'GeoJSON', 'GeoPackage (GIS)', 'KML (Google Earth)']) {
      await user.click(layerList().getByRole('button', { name: 'Export der Karte Layer 1.2' }));
      await user.click(layerList().getByRole('button', { name: `${format} – Export der Karte Layer 1.2 (öffnet in einem neuen Tab)` }));
    }
    expect(open.mock.calls).toEqual([
      [`/api/v1/gis/xlsx/points/${L2}`, '_blank', 'noopener'],
      [`/api/v1/gis/csv/points/${L2}?format=de`, '_blank', 'noopener'],
      [`/api/v1/gis/csv/points/${L2}`, '_blank', 'noopener'],
      [`/api/v1/gis/geojson/points/${L2}`, '_blank', 'noopener'],
      [`/api/v1/gis/gpkg/points/${L2}`, '_blank', 'noopener'],
      [`/api/v1/gis/kml/points/${L2}`, '_blank', 'noopener'],
    ]);
    open.mockRestore();
    LAYERS[W1] = LAYERS[W1]!.filter((l) => l.ID !== created.ID);
  });

  it('lists the deleted points of the layer and restores one', async () => {
    const L = layer(1, W1);
    const deleted = {
      ID: '01900000-0000-7000-8000-00000000dd01', Layer: L.ID, Latitude: 51, Longitude: 9, Altitude: 0, Public: true, Editable: false,
      CreatedAt: '2026-01-02T10:00:00.000Z', UpdatedAt: '2026-01-02T10:00:00.000Z', DeletedAt: '2026-01-03T10:00:00.000Z', Attributes: {},
    };
    let list = [deleted];
    const calls = stubManager({}, {
      [`GET /gis/deletedpoints/${L.ID}`]: () => ({ status: 200, body: list }),
      [`POST /gis/point/${deleted.ID}/restore`]: () => {
        list = [];
        return { status: 200, body: deleted };
      },
    });
    const user = userEvent.setup();
    renderPage('geloescht');
    const panel = within(await screen.findByRole('region', { name: 'Gelöschte Einträge (1)' }));
    await user.click(panel.getByRole('button', { name: /^ohne Kategorie, Erfasst am .* wiederherstellen$/ }));
    expect(await alerts().findByText('Der Eintrag wurde wiederhergestellt.')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/restore'))).toHaveLength(1);
    expect(await screen.findByRole('region', { name: 'Gelöschte Einträge (0)' })).toBeInTheDocument();
    expect(screen.getByText('Keine gelöschten Einträge.')).toBeInTheDocument();
  });
});

describe('visitors', () => {
  it('are asked to log in', async () => {
    stubApi({});
    renderPage();
    expect(await screen.findByText('Bitte melden Sie sich an, um Projekte und Karten zu verwalten.')).toBeInTheDocument();
  });
});
