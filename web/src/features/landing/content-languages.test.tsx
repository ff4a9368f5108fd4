import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { setLeichteSprache } from '../../lib/leichte-sprache/mode';
import { stubApi, type OrgStub } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { LandingPage } from './landing-page';
import { LeichteSprachePage } from './leichte-sprache-page';

/** The start page's texts in the visitor's language or in Leichte Sprache where the organisation
 *  wrote them, else German with a note; and the explanations of BITV 2.0 § 4 (docs/product.md §23.2). */

const ORG: OrgStub = {
  Title: 'Neustadt', Menu: [], Other: { sprachen: 'de,en' },
  Content: { 'start.lead': 'Willkommen in Neustadt.', 'start.lead@en': 'Welcome to Neustadt.', 'start.lead@ls': 'Hier können Sie mitmachen.' },
  ContentHtml: {
    'start.lead': '<p>Willkommen in Neustadt.</p>', 'start.lead@en': '<p>Welcome to Neustadt.</p>', 'start.lead@ls': '<p>Hier können Sie mitmachen.</p>',
    'start.project': '<p>Bürgerinnen und Bürger tragen ihre Hinweise zusammen.</p>',
    'ls.inhalt': '<p>Auf dieser Internet-Seite können Sie mitmachen.</p>', 'ls.navigation': '<p>Oben ist ein Menü.</p>',
    'ls.barrierefreiheit': '<p>Wir haben die Seite geprüft.</p>', 'ls.weitere': '<p>Schreiben Sie uns.</p>',
  },
};

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  setLeichteSprache(false);
  document.documentElement.lang = 'de';
});

const renderIn = async (language: 'de' | 'en', element: React.ReactNode) =>
  renderOne(<LanguageProvider initial={language} messages={await loadMessages(language)}>{element}</LanguageProvider>);

describe('the start page\'s texts in other languages', () => {
  it('English: the English lead marked lang="en"; an unwritten block German, marked so, with „Only available in German“', async () => {
    stubApi({ 'GET /gis/workspaces': { status: 200, body: [] } }, ORG);
    await renderIn('en', <LandingPage />);
    const lead = (await screen.findByText('Welcome to Neustadt.')).parentElement!;
    expect(lead).toHaveAttribute('lang', 'en');
    expect(lead.previousElementSibling?.classList.contains('page-content-note')).toBe(false);
    expect(screen.queryByText('Willkommen in Neustadt.')).not.toBeInTheDocument();
    const project = screen.getByText('Bürgerinnen und Bürger tragen ihre Hinweise zusammen.').parentElement!;
    expect(project).toHaveAttribute('lang', 'de');
    expect(project).toHaveAttribute('dir', 'ltr');
    expect(project.previousElementSibling).toHaveTextContent('Only available in German');
  });

  it('German: no note, no lang attributes', async () => {
    stubApi({ 'GET /gis/workspaces': { status: 200, body: [] } }, ORG);
    await renderIn('de', <LandingPage />);
    const lead = (await screen.findByText('Willkommen in Neustadt.')).parentElement!;
    expect(lead).not.toHaveAttribute('lang');
    expect(screen.queryByText('Nur auf Deutsch verfügbar')).not.toBeInTheDocument();
  });

  it('Leichte Sprache: the switch shows the Leichte Sprache lead, and German with a note where there is none', async () => {
    stubApi({ 'GET /gis/workspaces': { status: 200, body: [] } }, ORG);
    await renderIn('de', <LandingPage />);
    await screen.findByText('Willkommen in Neustadt.');
    const toggle = screen.getByRole('button', { name: 'Texte in Leichter Sprache' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(await screen.findByText('Hier können Sie mitmachen.')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem('leichte-sprache')).toBe('ja');
    const project = screen.getByText('Bürgerinnen und Bürger tragen ihre Hinweise zusammen.').parentElement!;
    expect(project.previousElementSibling).toHaveTextContent('Diesen Text gibt es nur in Alltags-Sprache.');
  });

  it('shows the four explanations in Leichte Sprache in a section of the start page', async () => {
    stubApi({ 'GET /gis/workspaces': { status: 200, body: [] } }, ORG);
    await renderIn('en', <LandingPage />);
    const section = within(await screen.findByRole('region', { name: 'Easy Read German (Leichte Sprache)' }));
    const headings = section.getAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['Was gibt es auf dieser Internet-Seite?', 'So finden Sie sich zurecht', 'Barriere-Freiheit', 'Mehr Informationen']);
    expect(section.getByText('Oben ist ein Menü.').closest('[lang]')).toHaveAttribute('lang', 'de');
    expect(section.getByRole('link', { name: 'These explanations in German Sign Language' })).toHaveAttribute('href', '/gebaerdensprache');
  });
});

describe('/leichte-sprache', () => {
  it('has its title, the switch and the four explanations', async () => {
    stubApi({}, ORG);
    await renderIn('de', <LeichteSprachePage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leichte Sprache' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(expect.arrayContaining(['Was gibt es auf dieser Internet-Seite?', 'Mehr Informationen']));
    expect(screen.getByText('Schreiben Sie uns.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Texte in Leichter Sprache' }).length).toBeGreaterThan(0);
    expect(document.title).toContain('Leichte Sprache');
  });
});
