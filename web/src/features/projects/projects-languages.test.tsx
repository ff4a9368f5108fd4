import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi } from '../../test/api-stub';
import { renderRoutes } from '../../test/render';
import { workspaceOf } from '../../test/workspace-fixtures';
import { ProjectPage } from './project-page';
import { ProjectsPage } from './projects-page';

/** The project list and page in another interface language (docs/product.md §23): the interface's
 *  texts translated, the project's own name, description and phases German, marked so (lang, dir). */

const TRAM = '01900000-0000-7000-8000-0000000000b1';
const tram = workspaceOf({
  ID: TRAM, Name: 'Straßenbahn Linie 7', Public: true, Editable: true,
  Phases: [{ Title: 'Ideen sammeln', Start: '2027-03-01', End: '2027-03-31' }, { Title: 'Auswertung', Start: '2027-04-01', End: null }],
  DescriptionHtml: '<p>Die <strong>Linie 7</strong> soll verlängert werden.</p>',
});
const ORG = { Title: 'Stadt Fulda', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' } };

function stub() {
  stubApi({
    'GET /auth/info': { status: 200, body: { LoggedIn: false, Permissions: [] } },
    'GET /gis/workspaces': { status: 200, body: [tram] },
    [`GET /gis/workspace/${TRAM}`]: { status: 200, body: tram },
    [`GET /gis/layers/${TRAM}`]: { status: 200, body: [] },
    [`GET /gis/workspace/${TRAM}/retention`]: {
      status: 200, body: { Mode: 'organisation', Months: null, Photos: 'organisation', Organisation: { Months: 12, DeletePhotos: false }, ClosedAt: null, DueAt: null, CanEdit: false },
    },
  }, ORG);
}

async function renderIn(language: 'en' | 'ar', path: string) {
  const messages = await loadMessages(language);
  const inLanguage = (element: React.ReactNode) => <LanguageProvider initial={language} messages={messages}>{element}</LanguageProvider>;
  return renderRoutes([{ path: '/projekte', element: inLanguage(<ProjectsPage />) }, { path: '/projekt/:id', element: inLanguage(<ProjectPage />) }], path);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

describe('projects in other languages', () => {
  it('English: the list says what a card is in English, the project stays German', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-15T10:00:00Z') });
    stub();
    await renderIn('en', '/projekte');
    expect(await screen.findByRole('heading', { level: 1, name: 'Projects' })).toBeInTheDocument();
    expect(await screen.findByText('Open for contributions')).toBeInTheDocument();
    expect(screen.getByText('Current phase: Ideen sammeln')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the project “Straßenbahn Linie 7”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take part in “Straßenbahn Linie 7”' })).toHaveTextContent('Take part');
    // The card's heading is named by its link („To the project …“); the name itself is German.
    const name = screen.getByText('Straßenbahn Linie 7').closest('h2');
    expect(name).toHaveAttribute('lang', 'de');
    expect(name).toHaveAttribute('dir', 'ltr');
  });

  it('Arabic: the project page\'s interface in Arabic, its name, description and phases German and left to right', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-03-15T10:00:00Z') });
    stub();
    await renderIn('ar', `/projekt/${TRAM}`);
    const name = await screen.findByRole('heading', { level: 1, name: 'Straßenbahn Linie 7' });
    expect(name).toHaveAttribute('lang', 'de');
    expect(name).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('link', { name: 'جميع المشاريع' })).toBeInTheDocument();
    expect(screen.getByText('مفتوح للمساهمات')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'المراحل' })).toBeInTheDocument();
    // The days are written as an Arabic reader writes them, with Western digits (lib/format.ts).
    expect(screen.getByText('من \u20681 أبريل 2027\u2069')).toBeInTheDocument();
    expect(screen.getByText('Ideen sammeln')).toHaveAttribute('lang', 'de');
    // „Datenschutz“: the months in Arabic plural forms.
    expect(await screen.findByRole('heading', { name: 'حماية البيانات' })).toBeInTheDocument();
    expect(screen.getByText(/^بعد 12 شهرًا من انتهاء المشروع/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'المزيد في سياسة الخصوصية' })).toHaveAttribute('href', '/datenschutz#loeschung');
    expect(screen.getByText(/soll verlängert werden/).closest('.project-description')).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('button', { name: 'نسخ الرابط' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'عرض رمز QR' })).toBeInTheDocument();
  });
});
