import type { OrgInfo, Organisation, OrganisationBody } from '@mitmachkarte/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AlertsArea } from '../../app/alerts-area';
import { AppNavbar } from '../../app/navbar';
import { dismissAlert, showAlert } from '../../lib/alerts';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { OrganisationsPage } from './organisations-page';
import { useOrgTheme } from '../../lib/org-theme';

/** The page's head as the layout keeps it (app/layout.tsx). */
function OrgTheme() {
  useOrgTheme();
  return null;
}
import { workspaceOf } from '../../test/workspace-fixtures';

const O1 = '01900000-0000-7000-8000-0000000000c1';
const O2 = '01900000-0000-7000-8000-0000000000c2';
const localhost = (): Organisation => ({
  ID: O1, Host: 'localhost', Default: true, Logo: null,
  Config: {
    Title: 'Gewässer-App',
    Menu: [{ Id: 'link_Hilfe_aB3dE', Display: 'Hilfe', Link: '/', External: false, Fragment: 'help', Permissions: [] }],
    Other: { gwapp_layer: LAYER, zoom: 12 },
    Content: {},
  },
});

const WS = '01900000-0000-7000-8000-0000000000d1';
const LAYER = '01900000-0000-7000-8000-0000000000d2';

/** A fake organisation API; PUT answers like the server: empty menu ids generated. */
function stubOrgs(orgs: Organisation[], answers: Record<string, StubAnswer | ((body: unknown) => StubAnswer)> = {}) {
  return stubApi({
    'GET /admin/organisations': () => ({ status: 200, body: orgs }),
    'GET /gis/workspaces': { status: 200, body: [workspaceOf({ ID: WS, Name: 'Radverkehr Göttingen', Public: true })] },
    // The parts of a layer the choice shows.
    'GET /gis/layers': { status: 200, body: [{ ID: LAYER, Name: 'Gefahrenstellen', Workspace: WS }] },
    [`GET /admin/organisation/${O1}/answer-templates`]: { status: 200, body: [] },
    'GET /auth/org': () => ({ status: 200, body: { ...(orgs[0]?.Config ?? { Title: 'Mitmachkarte', Menu: [], Other: {}, Content: {} }), ContentHtml: {}, TermsVersion: null, Logo: orgs[0]?.Logo ?? null, Translation: null } satisfies OrgInfo }),
    [`PUT /admin/organisation/${O1}`]: (body) => {
      const b = body as OrganisationBody;
      const saved: Organisation = {
        ID: O1, Host: b.Host, Default: true, Logo: orgs[0]?.Logo ?? null,
        Config: { ...b.Config, Content: b.Config.Content ?? {}, Menu: b.Config.Menu.map((m) => ({ ...m, Id: m.Id || `link_${m.Display.replaceAll(' ', '_')}_Zz9Yy` })) },
      };
      orgs[0] = saved;
      return { status: 200, body: saved };
    },
    ...answers,
  });
}

const renderPage = () => renderRoutes([{
  path: '/admin/organisations', element: <><AppNavbar /><AlertsArea /><OrganisationsPage /></>,
}], '/admin/organisations');
const alerts = () => within(screen.getByRole('region', { name: 'Meldungen' }));
const editor = () => screen.getByRole('form', { name: /^Organisation / });
const entryCard = (name: string | RegExp) => screen.getByRole('listitem', { name });
const savedBody = (calls: { method: string; body: unknown }[]) => calls.filter((c) => c.method === 'PUT').at(-1)?.body as OrganisationBody;

afterEach(() => {
  vi.unstubAllGlobals();
  const last = showAlert('info', '');
  for (let id = 1; id <= last; id++) dismissAlert(id);
});

describe('OrganisationsPage', () => {
  it('lists the organisations and opens the first in the editor', async () => {
    stubOrgs([localhost(), { ...localhost(), ID: O2, Host: 'karte.example.org', Default: false, Config: { Title: 'Stadtkarte', Menu: [], Other: {}, Content: {} } }]);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Liste der Organisationen' });
    expect(within(list).getByRole('button', { name: /^localhost/ })).toHaveAttribute('aria-current', 'true');
    expect(editor()).toHaveAccessibleName('Organisation localhost');
    expect(screen.getByLabelText('Host')).toHaveValue('localhost');
    expect(screen.getByLabelText('Titel')).toHaveValue('Gewässer-App');
    await userEvent.click(within(list).getByRole('button', { name: /^karte\.example\.org/ }));
    expect(editor()).toHaveAccessibleName('Organisation karte.example.org');
    expect(screen.getByLabelText('Titel')).toHaveValue('Stadtkarte');
    expect(screen.getByText(/Das Menü hat keine eigenen Einträge/)).toBeInTheDocument();
  });

  it('uploads a logo at once, which the navigation bar shows beside the title, and removes it again', async () => {
    const orgs = [localhost()];
    const LOGO = { Url: '/branding/r1/logo.png', Width: 512, Height: 256, IconUrl: '/branding/r1/icon-192.png' };
    const calls = stubOrgs(orgs, {
      [`POST /admin/organisation/${O1}/logo`]: () => {
        orgs[0] = { ...orgs[0]!, Logo: LOGO };
        return { status: 200, body: orgs[0] };
      },
      [`DELETE /admin/organisation/${O1}/logo`]: () => {
        orgs[0] = { ...orgs[0]!, Logo: null };
        return { status: 200, body: orgs[0] };
      },
    });
    // index.html's icon, which the page replaces by the logo's while it has one.
    const icon = Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' });
    document.head.append(icon);
    renderRoutes([{ path: '/admin/organisations', element: <><OrgTheme /><AppNavbar /><AlertsArea /><OrganisationsPage /></> }], '/admin/organisations');
    const form = await screen.findByRole('form', { name: 'Organisation localhost' });
    const group = within(form).getByRole('group', { name: 'Logo' });
    expect(group).toHaveAccessibleDescription(/Es wird sofort gespeichert/);
    expect(within(group).getByText(/Noch kein Logo/)).toBeInTheDocument();
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'wappen.png', { type: 'image/png' });
    await userEvent.upload(within(group).getByLabelText('Logo hochladen'), file);
    expect(await alerts().findByText('Das Logo wurde gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toBe(file);
    expect(within(group).getByRole('img', { name: 'Das aktuelle Logo' })).toHaveAttribute('src', LOGO.Url);
    // The bar: the logo without a name of its own inside the link named by the title.
    const home = await screen.findByRole('link', { name: 'Gewässer-App' });
    await waitFor(() => expect(home.querySelector('img')).toHaveAttribute('src', LOGO.Url));
    expect(home.querySelector('img')).toHaveAttribute('alt', '');
    // The tab's icon follows.
    await waitFor(() => expect(document.head.querySelector('link[rel="icon"]')).toHaveAttribute('href', LOGO.IconUrl));

    await userEvent.click(within(group).getByRole('button', { name: 'Logo entfernen' }));
    expect(await alerts().findByText('Das Logo wurde entfernt.')).toBeInTheDocument();
    expect(within(group).getByText(/Noch kein Logo/)).toBeInTheDocument();
    await waitFor(() => expect(home.querySelector('img')).toBeNull());
    await waitFor(() => expect(icon).toHaveAttribute('href', '/favicon.svg'));
    // Nothing of the form's draft was sent with either.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    icon.remove();
  });

  it('writes the answer templates as a list of their own, checked before sending', async () => {
    const calls = stubOrgs([localhost()], {
      [`PUT /admin/organisation/${O1}/answer-templates`]: (body) => ({
        status: 200, body: (body as { Templates: { Name: string; Text: string }[] }).Templates.map((x, i) => ({ ID: `01900000-0000-7000-8000-00000000b00${i}`, ...x })),
      }),
    });
    renderPage();
    const section = await screen.findByRole('region', { name: 'Textbausteine für Antworten' });
    expect(within(section).getByText('{titel}')).toBeInTheDocument();
    expect(await within(section).findByText('Noch keine Textbausteine.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Textbaustein hinzufügen' }));
    const item = within(section).getByRole('listitem', { name: 'Textbaustein 1' });
    await userEvent.type(within(item).getByLabelText('Name'), 'Eingang');
    await userEvent.type(within(item).getByLabelText('Text'), 'Danke für {{name}');
    await userEvent.click(within(section).getByRole('button', { name: 'Textbausteine speichern' }));
    expect(await alerts().findByText(/enthält den unbekannten Platzhalter \{name\}/)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT' && c.path.endsWith('answer-templates'))).toEqual([]);
    await userEvent.clear(within(item).getByLabelText('Text'));
    await userEvent.type(within(item).getByLabelText('Text'), 'Danke für {{titel}.');
    await userEvent.click(within(section).getByRole('button', { name: 'Textbausteine speichern' }));
    expect(await alerts().findByText('Die Textbausteine wurden gespeichert.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.path.endsWith('answer-templates'))?.body).toEqual({ Templates: [{ Name: 'Eingang', Text: 'Danke für {titel}.' }] });
  });

  it('says why a logo was refused', async () => {
    stubOrgs([localhost()], {
      [`POST /admin/organisation/${O1}/logo`]: { status: 400, body: { Message: 'Das Logo ist zu klein: Es muss mindestens 64 Pixel breit oder hoch sein.' } },
    });
    renderPage();
    const form = await screen.findByRole('form', { name: 'Organisation localhost' });
    await userEvent.upload(within(form).getByLabelText('Logo hochladen'), new File(['x'], 'klein.png', { type: 'image/png' }));
    expect(await alerts().findByText(/Das Logo konnte nicht gespeichert werden.*mindestens 64 Pixel/)).toBeInTheDocument();
  });

  it('saves title, a new entry with a child and cleared fragment; the navbar shows them at once', async () => {
    const calls = stubOrgs([localhost()]);
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    expect(await screen.findByRole('link', { name: 'Gewässer-App' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('Titel'));
    await userEvent.type(screen.getByLabelText('Titel'), 'Stadtgewässer');
    const hilfe = entryCard('Menüeintrag 1: Hilfe');
    expect(within(hilfe).getByText('link_Hilfe_aB3dE')).toBeInTheDocument();
    await userEvent.click(within(hilfe).getByRole('button', { name: 'Fragment von Menüeintrag 1 leeren' }));
    expect(within(hilfe).getByLabelText('Fragment')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Menüeintrag hinzufügen' }));
    const added = entryCard('Menüeintrag 2');
    expect(within(added).getByText('wird beim Speichern vergeben')).toBeInTheDocument();
    await userEvent.type(within(added).getByLabelText('Anzeigename'), 'Mehr Infos');
    await userEvent.click(within(added).getByLabelText('project'));
    await userEvent.click(within(added).getByRole('button', { name: 'Untermenü hinzufügen' }));
    expect(within(added).getByText('Noch keine Untereinträge.')).toBeInTheDocument();
    await userEvent.click(within(added).getByRole('button', { name: /Untereintrag hinzufügen/ }));
    const child = within(added).getByRole('listitem', { name: 'Untereintrag 1 von Menüeintrag 2' });
    await userEvent.type(within(child).getByLabelText('Anzeigename'), 'Blog');
    await userEvent.type(within(child).getByLabelText('Link'), 'https://blog.example.org');
    await userEvent.click(within(child).getByLabelText(/Externer Link/));

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Die Organisation wurde gespeichert.')).toBeInTheDocument();
    expect(savedBody(calls)).toEqual({
      ID: O1, Host: 'localhost',
      Config: {
        Title: 'Stadtgewässer',
        Menu: [
          { Id: 'link_Hilfe_aB3dE', Display: 'Hilfe', Link: '/', External: false, Fragment: '', Permissions: [] },
          { Id: '', Display: 'Mehr Infos', Link: '', External: false, Fragment: '', Permissions: ['project'],
            Children: [{ Display: 'Blog', Link: 'https://blog.example.org', External: true, Fragment: '' }] },
        ],
        Other: { gwapp_layer: LAYER, zoom: 12 },
        Content: {},
      },
    });
    // The server's generated id is shown; the navbar has the new title.
    expect(await within(entryCard('Menüeintrag 2: Mehr Infos')).findByText('link_Mehr_Infos_Zz9Yy')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Stadtgewässer' })).toBeInTheDocument();
  }, 60_000); // types into five fields of the whole organisation form: 4 s alone, 17 s on two busy cores

  it('edits the page texts of „Seiteninhalte“ with the server\'s preview and saves them with the organisation', async () => {
    const org = localhost();
    org.Config.Content = { 'start.project': 'Alter Text.' };
    const previews: string[] = [];
    const calls = stubOrgs([org], {
      'POST /markdown/preview': (body) => {
        const text = (body as { Text: string }).Text;
        previews.push(text);
        return { status: 200, body: { Html: text === '' ? '' : `<p>${text.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')}</p>` } };
      },
    });
    // No timer between keystrokes: each one renders the whole organisation form again.
    const user = userEvent.setup({ delay: null });
    renderPage();
    const section = within(await screen.findByRole('region', { name: 'Seiteninhalte' }));
    expect(section.getByLabelText('Seite')).toHaveValue('start');
    const project = section.getByLabelText('Abschnitt „Das Projekt“');
    expect(project).toHaveValue('Alter Text.');
    await user.clear(project);
    await user.type(project, 'Unser **Bach** lebt.');
    // The one-line texts name what an empty field shows.
    expect(section.getByLabelText('Überschrift des Kartenabschnitts')).toHaveAccessibleDescription('Leer: „Karte der Beiträge“');

    const toggle = section.getByRole('button', { name: 'Vorschau: Abschnitt „Das Projekt“' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const preview = await section.findByRole('region', { name: 'Vorschau: Abschnitt „Das Projekt“' });
    expect(await within(preview).findByText('Bach')).toHaveProperty('tagName', 'STRONG');
    expect(previews).toContain('Unser **Bach** lebt.');
    // An empty block previews what the page shows instead: the neutral fallback.
    await user.click(section.getByRole('button', { name: 'Vorschau: Einleitung oben auf der Seite' }));
    expect(await section.findByText('Dieser Text wird auf der Seite ausgelassen.')).toBeInTheDocument();

    await user.selectOptions(section.getByLabelText('Seite'), 'Beteiligungsseite /strassenbahnausbau');
    await user.type(section.getByLabelText('Einleitung oben auf der Seite'), 'Die Linie 9 kommt.');
    await user.type(section.getByLabelText('Titel der Seite'), 'Linie 9');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByText('Die Organisation wurde gespeichert.')).toBeInTheDocument();
    expect(savedBody(calls).Config.Content).toEqual({
      'start.project': 'Unser **Bach** lebt.', 'strassenbahn.lead': 'Die Linie 9 kommt.', 'strassenbahn.title': 'Linie 9',
    });
  }, 60_000); // types 40 characters into the whole organisation form: 3 s alone, 20 s on two busy cores

  it('removes a children list, deletes and reorders entries', async () => {
    const org = localhost();
    org.Config.Menu.push(
      { Id: 'link_A_11111', Display: 'A', Link: '/a', External: false, Fragment: '', Permissions: [], Children: [{ Display: 'A1', Link: '/a1', External: false, Fragment: '' }] },
      { Id: 'link_B_22222', Display: 'B', Link: '/b', External: false, Fragment: '', Permissions: [] },
    );
    const calls = stubOrgs([org]);
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    const down = within(entryCard('Menüeintrag 1: Hilfe')).getByRole('button', { name: 'Menüeintrag 1 nach unten' });
    await userEvent.click(down);
    expect(within(entryCard('Menüeintrag 2: Hilfe')).getByRole('button', { name: 'Menüeintrag 2 nach unten' })).toHaveFocus();
    expect(within(entryCard('Menüeintrag 1: A')).getByRole('button', { name: 'Menüeintrag 1 nach oben' })).toBeDisabled();
    await userEvent.click(within(entryCard('Menüeintrag 1: A')).getByRole('button', { name: 'Untermenü entfernen' }));
    await userEvent.click(within(entryCard('Menüeintrag 3: B')).getByRole('button', { name: 'Menüeintrag 3 löschen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await alerts().findByText('Die Organisation wurde gespeichert.');
    expect(savedBody(calls).Config.Menu.map((m) => [m.Display, m.Children])).toEqual([['A', undefined], ['Hilfe', undefined]]);
  });

  it('resets a setting when its type changes and adds settings by key, sending the catalogue\'s keys to their fields', async () => {
    const calls = stubOrgs([localhost()]);
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    // „Weitere Einstellungen“ holds only what the form does not know.
    const other = within(screen.getByRole('region', { name: 'Weitere Einstellungen' }));
    expect(other.getAllByRole('rowheader').map((r) => r.textContent)).toEqual(['zoom']);
    const type = other.getByRole('combobox', { name: 'Typ von zoom' });
    expect(type).toHaveValue('number');
    await userEvent.selectOptions(type, 'boolean');
    expect(other.getByRole('checkbox', { name: /Wert von zoom/ })).not.toBeChecked();
    await userEvent.selectOptions(type, 'text');
    expect(other.getByRole('textbox', { name: 'Wert von zoom' })).toHaveValue('');

    // Adding needs a new key, and not one of the form's.
    const newKey = other.getByLabelText('Schlüssel der neuen Einstellung');
    await userEvent.click(other.getByRole('button', { name: 'Einstellung hinzufügen' }));
    expect(newKey).toHaveAccessibleDescription('Bitte geben Sie einen Schlüssel an.');
    await userEvent.type(newKey, 'zoom{Enter}');
    expect(newKey).toHaveAccessibleDescription('Diesen Schlüssel gibt es bereits.');
    await userEvent.clear(newKey);
    await userEvent.type(newKey, 'gwapp_workspace{Enter}');
    expect(newKey).toHaveAccessibleDescription('Diese Einstellung finden Sie oben als „Projekt, das sich zuerst öffnet“.');
    await userEvent.clear(newKey);
    await userEvent.type(newKey, 'eigener_wert{Enter}');
    await userEvent.type(other.getByRole('textbox', { name: 'Wert von eigener_wert' }), 'x');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.click(other.getByRole('button', { name: 'Einstellung zoom entfernen' }));

    // A setting that names a map is chosen by name: „Karte (Projekt)“.
    const layerChoice = screen.getByRole('combobox', { name: 'Karte der Startseite' });
    expect(layerChoice).toHaveValue(LAYER);
    expect(within(layerChoice).getByRole('option', { selected: true })).toHaveTextContent('Gefahrenstellen (Radverkehr Göttingen)');
    await userEvent.selectOptions(layerChoice, '– keine Auswahl –');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Projekt, das sich zuerst öffnet' }), 'Radverkehr Göttingen');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await alerts().findByText('Die Organisation wurde gespeichert.');
    expect(savedBody(calls).Config.Other).toEqual({ gwapp_layer: '', eigener_wert: 'x', gwapp_workspace: WS });
  });

  it('keeps a setting that names a project the administrator cannot see, shown as unknown', async () => {
    const org = localhost();
    const hidden = '01900000-0000-7000-8000-0000000000ff';
    org.Config.Other = { strassenbahn_workspace: hidden };
    const calls = stubOrgs([org]);
    renderPage();
    const choice = await screen.findByRole('combobox', { name: 'Projekt der Beteiligungsseite' });
    expect(choice).toHaveValue(hidden);
    expect(within(choice).getByRole('option', { selected: true })).toHaveTextContent(`Unbekannt oder nicht sichtbar (${hidden})`);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await alerts().findByText('Die Organisation wurde gespeichert.');
    expect(savedBody(calls).Config.Other).toEqual({ strassenbahn_workspace: hidden });
  });

  it('edits the settings as a form: labelled fields by section, fields of the chosen kind of operator, German messages at the field', async () => {
    const calls = stubOrgs([localhost()]);
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    for (const legend of ['Impressum', 'Datenschutz', 'Kontakt', 'Darstellung', 'Karte', 'Konten', 'Barrierefreiheit']) {
      expect(screen.getByRole('group', { name: legend })).toBeInTheDocument();
    }
    const imprint = within(screen.getByRole('group', { name: 'Impressum' }));
    // Before the kind is chosen every field shows; a public body has a supervisory authority, no register entry.
    expect(imprint.getByLabelText('Registereintrag')).toBeInTheDocument();
    await userEvent.selectOptions(imprint.getByLabelText('Art des Betreibers'), 'Öffentliche Stelle (Kommune, Kreis, Behörde)');
    expect(imprint.queryByLabelText('Registereintrag')).toBeNull();
    await userEvent.type(imprint.getByLabelText('Name des Betreibers'), 'Stadt Fulda, Der Magistrat');
    await userEvent.type(imprint.getByLabelText('Aufsichtsbehörde'), 'Regierungspräsidium Kassel');
    expect(imprint.getByLabelText('Vertreten durch')).toHaveAccessibleDescription(/Oberbürgermeister/);
    const privacy = within(screen.getByRole('group', { name: 'Datenschutz' }));
    await userEvent.type(privacy.getByLabelText('Datenschutzbeauftragte Person'), 'Datenschutzbeauftragter der Stadt Fulda');
    await userEvent.type(screen.getByLabelText('Kontaktadresse'), 'keine-adresse');
    await userEvent.type(screen.getByLabelText('Hauptfarbe'), '#ffcc00');

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    expect(screen.getByLabelText('Kontaktadresse')).toHaveFocus();
    expect(screen.getByLabelText('Kontaktadresse')).toHaveAccessibleDescription(/„Kontaktadresse“ ist keine gültige E-Mail-Adresse\./);
    expect(screen.getByLabelText('Hauptfarbe')).toHaveAccessibleDescription(/„Hauptfarbe“ ist zu hell: Weiße Schrift darauf hätte nur einen Kontrast von 1,5 : 1/);
    await alerts().findByText('Bitte prüfen Sie die markierten Einstellungen.');

    await userEvent.clear(screen.getByLabelText('Kontaktadresse'));
    await userEvent.type(screen.getByLabelText('Kontaktadresse'), 'beteiligung@fulda.de');
    await userEvent.clear(screen.getByLabelText('Hauptfarbe'));
    await userEvent.type(screen.getByLabelText('Hauptfarbe'), '#005a9c');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await alerts().findByText('Die Organisation wurde gespeichert.');
    expect(savedBody(calls).Config.Other).toMatchObject({
      betreiber_art: 'behoerde', impressum_verein: 'Stadt Fulda, Der Magistrat', impressum_aufsicht: 'Regierungspräsidium Kassel',
      datenschutz_beauftragter: 'Datenschutzbeauftragter der Stadt Fulda', kontakt_email: 'beteiligung@fulda.de', farbe_haupt: '#005a9c',
    });
  }, 180_000); // types into a dozen fields: over 60 s on two busy cores in a local CI run (its typing then ran on into the next case)

  it("marks the setting the server refuses with the server's message", async () => {
    stubOrgs([localhost()], {
      [`PUT /admin/organisation/${O1}`]: {
        status: 400, body: { Message: 'Die Eingaben sind ungültig.', Errors: [{ Field: 'Config.Other.impressum_telefon', Message: '„Telefon“ ist keine gültige Telefonnummer.' }] },
      },
    });
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    await userEvent.type(screen.getByLabelText('Telefon'), '0661 102-0');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.getByLabelText('Telefon')).toHaveAccessibleDescription(/„Telefon“ ist keine gültige Telefonnummer\./));
    expect(screen.getByLabelText('Telefon')).toHaveFocus();
  });

  it('does not save a number setting without a number', async () => {
    const calls = stubOrgs([localhost()]);
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Wert von zoom' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByRole('spinbutton', { name: 'Wert von zoom' })).toHaveAccessibleDescription('Der Wert von zoom ist keine Zahl.');
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Wert von zoom' }), '14.5');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await alerts().findByText('Die Organisation wurde gespeichert.');
    expect(savedBody(calls).Config.Other.zoom).toBe(14.5);
  });

  it("reports a failed save with the server's reason", async () => {
    stubOrgs([localhost()], { [`PUT /admin/organisation/${O1}`]: { status: 409, body: { Message: 'Diesen Host gibt es bereits.' } } });
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await alerts().findByRole('alert')).toHaveTextContent('Die Organisation konnte nicht gespeichert werden. Diesen Host gibt es bereits.');
  });

  it('adds an organisation only with a host and opens it', async () => {
    const orgs = [localhost()];
    const calls = stubOrgs(orgs, {
      'POST /admin/organisation': (body) => {
        const org: Organisation = { ID: O2, Host: (body as { Host: string }).Host, Default: false, Config: { Title: 'Mitmachkarte', Menu: [], Other: {}, Content: {} }, Logo: null };
        orgs.push(org);
        return { status: 200, body: org };
      },
    });
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    await userEvent.click(screen.getByRole('button', { name: 'Organisation hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisation hinzufügen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(within(dialog).getByLabelText('Host')).toHaveAccessibleDescription(/Bitte geben Sie einen Host an\./);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Host'), 'karte.example.org{Enter}');
    expect(await alerts().findByText('Die Organisation wurde angelegt.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Host: 'karte.example.org' });
    expect(await screen.findByRole('form', { name: 'Organisation karte.example.org' })).toBeInTheDocument();
  });

  it('keeps the add modal open when the server refuses the host', async () => {
    stubOrgs([localhost()], { 'POST /admin/organisation': { status: 409, body: { Message: 'Diesen Host gibt es bereits.' } } });
    renderPage();
    await screen.findByRole('form', { name: 'Organisation localhost' });
    await userEvent.click(screen.getByRole('button', { name: 'Organisation hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisation hinzufügen' });
    await userEvent.type(within(dialog).getByLabelText('Host'), 'localhost{Enter}');
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('Organisation konnte nicht angelegt werden.');
    expect(warning).toHaveTextContent('Diesen Host gibt es bereits.');
  });

  it('asks before deleting with the text of docs/product.md §2 and reports a failure', async () => {
    stubOrgs([localhost()], { [`DELETE /admin/organisation/${O1}`]: { status: 500, body: { Message: 'Interner Fehler.' } } });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Organisation localhost löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisation löschen' });
    expect(dialog).toHaveAccessibleDescription('Wollen Sie wirklich die Organisation localhost löschen?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await alerts().findByRole('alert')).toHaveTextContent('Die Organisation konnte nicht gelöscht werden.');
  });
});
