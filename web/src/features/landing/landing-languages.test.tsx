import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi, type OrgStub } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { LandingPage } from './landing-page';
import { BicyclePage } from './topic-pages';

/** The start page and a topic page in another interface language (docs/product.md §23): the
 *  interface's words translated; the organisation's title and page texts German, marked so. */

const ORG: OrgStub = {
  Title: 'Gewässer-App', Menu: [],
  Other: { sprachen: 'de,en,tr,ar,uk', kontakt_email: 'kontakt@example.org' },
  Content: { 'fahrrad.title': 'Fahrrad in Fulda' },
  ContentHtml: { 'start.lead': '<p>Gemeinsam für saubere Bäche.</p>', 'start.project': '<p>Bürger beobachten die Gewässer.</p>', 'fahrrad.maps': '<p>Unsere Radkarte.</p>' },
};

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const renderIn = async (language: 'ar' | 'tr', element: React.ReactNode) =>
  renderOne(<LanguageProvider initial={language} messages={await loadMessages(language)}>{element}</LanguageProvider>);

describe('the start page in other languages', () => {
  it('Arabic: menu, sections and footer in Arabic; the title and the page texts German, left to right', async () => {
    stubApi({ 'GET /gis/workspaces': { status: 200, body: [] } }, ORG);
    await renderIn('ar', <LandingPage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Gewässer-App' });
    expect(title).toHaveAttribute('lang', 'de');
    expect(title).toHaveAttribute('dir', 'ltr');
    const menu = screen.getByRole('navigation', { name: 'أقسام هذه الصفحة' });
    expect(within(menu).getByRole('link', { name: 'شاركوا' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إلى الخريطة' })).toHaveAttribute('href', '/map');
    expect(screen.getByRole('heading', { name: 'شاركوا الآن' })).toBeInTheDocument();
    expect(await screen.findByText('لا توجد مشاركة جارية حاليًا. يرجى العودة قريبًا.')).toBeInTheDocument();
    expect(screen.getByText('Gemeinsam für saubere Bäche.').parentElement).toHaveAttribute('lang', 'de');
    expect(screen.getByText('Bürger beobachten die Gewässer.').parentElement).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('هل لديكم أسئلة أو اقتراحات؟ راسلونا:', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'إمكانية الوصول' })).toHaveAttribute('href', '/barrierefreiheit');
    expect(screen.getByText(`© ${new Date().getFullYear()} Gewässer-App`)).toBeInTheDocument();
  });

  it('Turkish: a topic page\'s words in Turkish, its own title German', async () => {
    stubApi({}, ORG);
    await renderIn('tr', <BicyclePage />);
    const title = await screen.findByRole('heading', { level: 1, name: 'Fahrrad in Fulda' });
    expect(title).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { name: 'Haritalar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nasıl katılırsınız' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Haritaya' }).length).toBeGreaterThan(0);
  });
});
