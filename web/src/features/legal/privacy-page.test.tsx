import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_ACCEPTED_KEY } from '../../app/cookie-banner';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { PRIVACY_SECTION_IDS, PrivacyPage } from './privacy-page';

afterEach(() => vi.unstubAllGlobals());

/** The sections that docs/product.md §2 asks of the privacy page, as anchors. */
const SPEC_SECTIONS = ['datenarten', 'zwecke', 'rechtsgrundlagen', 'sicherheit', 'uebermittlung', 'rechte', 'cookies', 'loeschung',
  'registrierung', 'newsletter', 'hosting', 'server-logfiles', 'social-media', 'drittanbieter', 'videos', 'schriftarten', 'karten', 'teilen'];

describe('PrivacyPage', () => {
  it('has every section of docs/product.md §2 as an anchored, headed section, and a table of contents', () => {
    stubApi({});
    const { container } = renderOne(<PrivacyPage />);
    for (const id of SPEC_SECTIONS) {
      const section = container.querySelector(`section#${id}`);
      expect(section, id).not.toBeNull();
      expect(section!.querySelector(':scope > h2, :scope > h3'), id).not.toBeNull();
    }
    const contents = screen.getByRole('navigation', { name: 'Inhalt' });
    expect(within(contents).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(PRIVACY_SECTION_IDS.map((id) => `/#${id}`));
  });

  it('states the retention periods of docs/product.md §9', () => {
    stubApi({});
    const { container } = renderOne(<PrivacyPage />);
    const deletion = container.querySelector('section#loeschung')!.textContent!;
    expect(deletion).toContain('IP-Adressen werden spätestens nach 7 Tagen gelöscht oder anonymisiert.');
    expect(deletion).toContain('Server-Logfiles werden höchstens 7 Tage aufbewahrt.');
    expect(deletion).toContain('Abgemeldete Newsletter-Adressen bewahren wir bis zu 3 Jahre auf');
    expect(container.querySelector('section#server-logfiles')!.textContent).toContain('höchstens 7 Tage');
  });

  it('states the periods of projects and accounts that the server names (docs/product.md §17.8)', async () => {
    stubApi({ 'GET /retention': { status: 200, body: { ProjectMonths: 12, DeletePhotos: false, InactiveWarnMonths: 24, InactiveDeleteMonths: 1 } } });
    const { container } = renderOne(<PrivacyPage />);
    const deletion = container.querySelector('section#loeschung')!;
    expect(await within(deletion as HTMLElement).findByText(/^12 Monate nach dem Abschluss eines Beteiligungsprojekts anonymisieren wir seine Beiträge/)).toHaveTextContent(
      'die veröffentlichten, verkleinerten Fotos ohne Metadaten bleiben.');
    expect(deletion.textContent).toContain('Ein Projekt kann eine eigene Frist haben, etwa wenn es archiviert werden muss; seine Projektseite nennt sie.');
    expect(deletion.textContent).toContain('Konten, mit denen sich 24 Monate lang niemand angemeldet hat, löschen wir. Zuvor erinnern wir Sie per E-Mail; melden Sie sich innerhalb von einem Monat danach an, bleibt Ihr Konto erhalten.');
  });

  it('says so where projects are archived and accounts are never deleted for disuse', async () => {
    stubApi({ 'GET /retention': { status: 200, body: { ProjectMonths: null, DeletePhotos: false, InactiveWarnMonths: null, InactiveDeleteMonths: 1 } } });
    const { container } = renderOne(<PrivacyPage />);
    const deletion = container.querySelector('section#loeschung') as HTMLElement;
    expect(await within(deletion).findByText('Beiträge zu Beteiligungsprojekten bewahren wir auf, solange das Projekt besteht.')).toBeInTheDocument();
    expect(deletion.textContent).toContain('Ihr Konto löschen wir nicht wegen fehlender Nutzung; Sie können es jederzeit selbst löschen.');
  });

  it('names the cookies the server sets and the keys the web app stores', () => {
    stubApi({});
    const { container } = renderOne(<PrivacyPage />);
    const cookies = container.querySelector('section#cookies')!;
    // 'survey-done': features/survey/survey-done.ts (features do not import each other).
    for (const name of ['mk_session', '__Host-mk_session', 'XSRF-TOKEN', COOKIE_ACCEPTED_KEY, 'survey-done']) expect(cookies.textContent).toContain(name);
  });

  it('names the operator from the organisation settings as the controller', async () => {
    stubApi({}, { Title: 'X', Menu: [], Other: { impressum_verein: 'Datenschutzverein e. V.', impressum_email: 'dsb@verein.example' } });
    renderOne(<PrivacyPage />);
    const controller = screen.getByRole('region', { name: 'Verantwortlicher' });
    expect(await within(controller).findByText('Datenschutzverein e. V.')).toBeInTheDocument();
    expect(within(controller).getByRole('link', { name: 'dsb@verein.example' })).toHaveAttribute('href', 'mailto:dsb@verein.example');
  });
});
