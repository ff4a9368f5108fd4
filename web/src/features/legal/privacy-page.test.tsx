import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_ACCEPTED_KEY } from '../../app/cookie-banner';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { PrivacyPage } from './privacy-page';

afterEach(() => vi.unstubAllGlobals());

/** The sections of docs/product.md §2.20 that every privacy notice has, as anchors. */
const SECTIONS = ['verantwortlicher', 'datenschutzbeauftragter', 'datenarten', 'zwecke', 'rechtsgrundlagen', 'sicherheit', 'uebermittlung', 'rechte', 'cookies', 'loeschung',
  'registrierung', 'hosting', 'server-logfiles', 'drittanbieter'];
const CONFIG = { TileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', TileAttribution: '© OpenStreetMap', Geocoder: 'nominatim.openstreetmap.org' };
const org = (Other: Record<string, string> = {}, ContentHtml: Record<string, string> = {}) => ({ Title: 'Stadt', Menu: [], Other, Content: {}, ContentHtml });

describe('PrivacyPage', () => {
  it('has every section of docs/product.md §2.20 as an anchored, headed section, and a table of contents of them', async () => {
    stubApi({}, org());
    const { container } = renderOne(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    const ids = [...container.querySelectorAll('section.legal-anchor')].filter((s) => s.querySelector(':scope > h2')).map((s) => s.id);
    expect(ids).toEqual(SECTIONS);
    for (const id of SECTIONS) expect(container.querySelector(`section#${id} > h2`), id).not.toBeNull();
    const contents = screen.getByRole('navigation', { name: 'Inhalt' });
    expect(within(contents).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(SECTIONS.map((id) => `/#${id}`));
  });

  it('speaks of no newsletter, social media or tram survey a town does not have; its own texts for them stand in their places', async () => {
    stubApi({}, org());
    const { container } = renderOne(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    for (const word of ['Newsletter', 'sozialen Medien', 'Straßenbahn', 'Gewässer', 'Kassel']) expect(container.textContent, word).not.toContain(word);

    vi.unstubAllGlobals();
    stubApi({}, org({}, {
      'datenschutz.newsletter': '<p>Unser Newsletter erscheint monatlich.</p>', 'datenschutz.socialMedia': '<p>Wir sind auf Mastodon.</p>',
      'datenschutz.zusatz': '<p>Auftragsverarbeiter: Rechenzentrum Beispiel.</p>',
    }));
    const again = renderOne(<PrivacyPage />, '/datenschutz');
    await within(again.container).findByText('Unser Newsletter erscheint monatlich.');
    const ids = [...again.container.querySelectorAll('section.legal-anchor')].map((s) => s.id);
    expect(ids.indexOf('newsletter')).toBe(ids.indexOf('registrierung') + 1);
    expect(ids.indexOf('social-media')).toBe(ids.indexOf('server-logfiles') + 1);
    expect(ids.at(-1)).toBe('weitere-angaben');
    expect(within(again.container.querySelector('section#social-media') as HTMLElement).getByText('Wir sind auf Mastodon.')).toBeInTheDocument();
  });

  it('names the data protection officer, the complaint authority and a responsible body other than the operator from the settings', async () => {
    stubApi({}, org({
      betreiber_art: 'behoerde', impressum_verein: 'Stadt Fulda, Der Magistrat', datenschutz_verantwortlicher: 'Stadt Fulda\nSchlossstraße 1\n36037 Fulda',
      datenschutz_beauftragter: 'Behördlicher Datenschutzbeauftragter', datenschutz_beauftragter_kontakt: 'datenschutz@fulda.example',
      datenschutz_aufsichtsbehoerde: 'Der Hessische Beauftragte für Datenschutz und Informationsfreiheit\nPostfach 3163, 65021 Wiesbaden',
    }));
    renderOne(<PrivacyPage />);
    const controller = await screen.findByRole('region', { name: 'Verantwortlicher' });
    expect(within(controller).getByText('Schlossstraße 1')).toBeInTheDocument();
    const dpo = screen.getByRole('region', { name: 'Datenschutzbeauftragte oder Datenschutzbeauftragter' });
    expect(within(dpo).getByText('Behördlicher Datenschutzbeauftragter')).toBeInTheDocument();
    expect(within(dpo).getByText('datenschutz@fulda.example')).toBeInTheDocument();
    const rights = screen.getByRole('region', { name: 'Rechte der betroffenen Personen' });
    expect(within(rights).getByText('Der Hessische Beauftragte für Datenschutz und Informationsfreiheit')).toBeInTheDocument();
    expect(within(rights).getByText('65021 Wiesbaden')).toBeInTheDocument();
  });

  it('leaves the officer out for an association that names none, and marks it missing for a public body', async () => {
    stubApi({}, org({ betreiber_art: 'verein' }));
    const { container } = renderOne(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    expect(container.querySelector('section#datenschutzbeauftragter')).toBeNull();
    vi.unstubAllGlobals();
    stubApi({}, org({ betreiber_art: 'behoerde' }));
    const authority = renderOne(<PrivacyPage />);
    await within(authority.container).findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    expect(authority.container.querySelector('section#datenschutzbeauftragter')!.textContent).toContain('noch nicht hinterlegt');
  });

  it('names the map and search services the server is configured with', async () => {
    stubApi({ 'GET /client-config': { status: 200, body: CONFIG } }, org());
    const { container } = renderOne(<PrivacyPage />);
    const maps = await within(container).findByRole('region', { name: 'Karten' });
    expect(maps.textContent).toContain('vom Kartendienst tile.openstreetmap.org der OpenStreetMap Foundation');
    expect(within(container).getByRole('region', { name: 'Adresssuche' }).textContent).toContain('an den Suchdienst nominatim.openstreetmap.org (Nominatim');

    vi.unstubAllGlobals();
    stubApi({ 'GET /client-config': { status: 200, body: { TileUrl: 'https://karten.fulda.example/{z}/{x}/{y}.png', TileAttribution: '', Geocoder: '' } } }, org());
    const own = renderOne(<PrivacyPage />);
    const ownMaps = await within(own.container).findByRole('region', { name: 'Karten' });
    expect(ownMaps.textContent).toContain('vom Kartendienst karten.fulda.example. Dabei');
    expect(ownMaps.textContent).not.toContain('OpenStreetMap');
    expect(within(own.container).getByRole('region', { name: 'Adresssuche' }).textContent).toBe('AdresssucheDiese Website bietet keine Adresssuche an; es werden keine Suchbegriffe an Dritte übermittelt.');
  });

  it('names the translation service only while the organisation has it on (docs/product.md §23.1)', async () => {
    stubApi({ 'GET /client-config': { status: 200, body: CONFIG } }, org());
    const off = renderOne(<PrivacyPage />);
    await within(off.container).findByRole('region', { name: 'Adresssuche' });
    expect(within(off.container).queryByRole('region', { name: 'Übersetzung von Beiträgen' })).toBeNull();
    vi.unstubAllGlobals();
    stubApi({ 'GET /client-config': { status: 200, body: CONFIG } }, { ...org(), Translation: { Host: 'translate.fulda.example' } });
    const on = renderOne(<PrivacyPage />);
    const section = await within(on.container).findByRole('region', { name: 'Übersetzung von Beiträgen' });
    expect(section.textContent).toContain('den Text dieses Beitrags und die gewünschte Sprache an den Übersetzungsdienst translate.fulda.example');
    expect(section.textContent).toContain('Art. 6 Abs. 1 lit. f DSGVO');
  });

  it('states the retention periods of docs/product.md §9', async () => {
    stubApi({}, org());
    const { container } = renderOne(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    const deletion = container.querySelector('section#loeschung')!.textContent!;
    expect(deletion).toContain('IP-Adressen werden spätestens nach 7 Tagen gelöscht oder anonymisiert.');
    expect(deletion).toContain('Server-Logfiles werden höchstens 7 Tage aufbewahrt.');
    expect(container.querySelector('section#server-logfiles')!.textContent).toContain('höchstens 7 Tage');
  });

  it('states the periods of projects and accounts that the server names (docs/product.md §17.8)', async () => {
    stubApi({ 'GET /retention': { status: 200, body: { ProjectMonths: 12, DeletePhotos: false, InactiveWarnMonths: 24, InactiveDeleteMonths: 1 } } }, org());
    const { container } = renderOne(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    const deletion = container.querySelector('section#loeschung')!;
    expect(await within(deletion as HTMLElement).findByText(/^12 Monate nach dem Abschluss eines Beteiligungsprojekts anonymisieren wir seine Beiträge/)).toHaveTextContent(
      'die veröffentlichten, verkleinerten Fotos ohne Metadaten bleiben.');
    expect(deletion.textContent).toContain('Ein Projekt kann eine eigene Frist haben, etwa wenn es archiviert werden muss; seine Projektseite nennt sie.');
    expect(deletion.textContent).toContain('Konten, mit denen sich 24 Monate lang niemand angemeldet hat, löschen wir. Zuvor erinnern wir Sie per E-Mail; melden Sie sich innerhalb von einem Monat danach an, bleibt Ihr Konto erhalten.');
  });

  it('says so where projects are archived and accounts are never deleted for disuse', async () => {
    stubApi({ 'GET /retention': { status: 200, body: { ProjectMonths: null, DeletePhotos: false, InactiveWarnMonths: null, InactiveDeleteMonths: 1 } } }, org());
    const { container } = renderOne(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    const deletion = container.querySelector('section#loeschung') as HTMLElement;
    expect(await within(deletion).findByText('Beiträge zu Beteiligungsprojekten bewahren wir auf, solange das Projekt besteht.')).toBeInTheDocument();
    expect(deletion.textContent).toContain('Ihr Konto löschen wir nicht wegen fehlender Nutzung; Sie können es jederzeit selbst löschen.');
  });

  it('names the cookies the server sets and the keys the web app stores', async () => {
    stubApi({}, org());
    const { container } = renderOne(<PrivacyPage />);
    await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' });
    const cookies = container.querySelector('section#cookies')!;
    // 'survey-done': features/survey/survey-done.ts (features do not import each other).
    for (const name of ['mk_session', '__Host-mk_session', 'XSRF-TOKEN', COOKIE_ACCEPTED_KEY, 'survey-done']) expect(cookies.textContent).toContain(name);
  });

  it('names the operator from the organisation settings as the controller', async () => {
    stubApi({}, { Title: 'X', Menu: [], Other: { impressum_verein: 'Datenschutzverein e. V.', impressum_email: 'dsb@verein.example' } });
    renderOne(<PrivacyPage />);
    const controller = await screen.findByRole('region', { name: 'Verantwortlicher' });
    expect(within(controller).getByText('Datenschutzverein e. V.')).toBeInTheDocument();
    expect(within(controller).getByRole('link', { name: 'dsb@verein.example' })).toHaveAttribute('href', 'mailto:dsb@verein.example');
  });
});
