import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi, type OrgStub } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { AccessibilityPage } from './accessibility-page';
import { ImpressumPage } from './impressum-page';
import { PrivacyPage } from './privacy-page';

/** The imprint, the privacy notice and the accessibility statement in other interface languages
 *  (docs/product.md §23, §23.6): their headings, labels, form and links translated, and their
 *  prose loaded in the language, the legal texts under the note that the German is binding; the
 *  town's own German text marked lang="de" dir="ltr". */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const ORG = { Title: 'Verein', Menu: [], Other: { sprachen: 'de,en,ar', impressum_verein: 'Bürgerverein Muster e. V.', impressum_vorsitz: 'Max Beispiel' } };
const RETENTION = { ProjectMonths: 12, DeletePhotos: false, InactiveWarnMonths: 24, InactiveDeleteMonths: 1 };
const CONFIG = { TileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', TileAttribution: '', Geocoder: '' };

async function renderIn(language: 'en' | 'ar', page: React.ReactElement, org: OrgStub = ORG) {
  stubApi({ 'GET /retention': { status: 200, body: RETENTION }, 'GET /client-config': { status: 200, body: CONFIG } }, org);
  const messages = await loadMessages(language);
  renderOne(<LanguageProvider initial={language} messages={messages}>{page}</LanguageProvider>);
}

describe('the legal pages in other languages', () => {
  it('English: the imprint’s headings, labels and liability text under the note that the German is binding', async () => {
    await renderIn('en', <ImpressumPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(screen.getByText('This translation is for information only; the German version is legally binding.')).toBeInTheDocument();
    expect(await screen.findByText('Bürgerverein Muster e. V.')).toBeInTheDocument();
    expect(screen.getByText('Operator')).toBeInTheDocument();
    expect(screen.getByText('Represented by')).toBeInTheDocument();
    expect(screen.getAllByText('not yet provided').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Liability for content and links' })).toBeInTheDocument();
    expect(screen.getByText(/^The content of these pages has been created with care\./)).not.toHaveAttribute('lang');
    expect(screen.queryByText(/Die Inhalte dieser Seiten/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'To the privacy policy' })).toHaveAttribute('href', '/datenschutz');
    expect(screen.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/barrierefreiheit');
  });

  it('Arabic: the imprint right to left', async () => {
    await renderIn('ar', <ImpressumPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'بيانات الناشر' })).toBeInTheDocument();
    expect(screen.getByText('هذه الترجمة للعلم فقط؛ والنص الألماني هو الملزم قانونًا.')).toBeInTheDocument();
    expect(screen.getByText('الجهة المشغّلة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('English: the accessibility statement’s headings, form and prose; what the town wrote German', async () => {
    await renderIn('en', <AccessibilityPage />, { ...ORG, Other: { ...ORG.Other, barrierefreiheit_stand: 'Die Seite ist vollständig barrierefrei.' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.queryByText(/information only/)).not.toBeInTheDocument();
    expect(screen.getByText('Die Seite ist vollständig barrierefrei.')).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('heading', { name: 'Content that is not accessible' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Feedback and contact' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email address (optional, for a reply)')).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByText(/^Map tiles from external providers/).closest('ul')).not.toHaveAttribute('lang');
    expect(screen.getByText(/^Have you noticed any barriers to access\?/)).toBeInTheDocument();
  });

  it('Arabic: the accessibility statement in Arabic', async () => {
    await renderIn('ar', <AccessibilityPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'بيان إمكانية الوصول' })).toBeInTheDocument();
    expect(screen.getByText(/^لا تتوفر بدائل نصية لبلاطات الخرائط/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الملاحظة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'هيئة التسوية وفقًا لقانون المساواة لذوي الإعاقة (BGG)' })).toBeInTheDocument();
  });

  it('English: the privacy notice in English under the note, with the server’s periods and map service', async () => {
    await renderIn('en', <PrivacyPage />);
    const note = await screen.findByText('This translation is for information only; the German version is legally binding.');
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument();
    // The note is the notice's first line.
    expect(note.compareDocumentPosition(screen.getByRole('heading', { level: 1 })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Rights of data subjects' })).toBeInTheDocument();
    expect(await screen.findByText(/^12 months after a participation project has ended/)).toBeInTheDocument();
    expect(screen.getByText(/^We delete accounts that nobody has signed in to for 24 months\..* within one month of that/)).toBeInTheDocument();
    expect(await screen.findByText(/^Your browser loads the map images \(tiles\) directly from the map service tile\.openstreetmap\.org of the OpenStreetMap Foundation/)).toBeInTheDocument();
    expect(screen.queryByText(/Datenschutzerklärung|Wir nehmen den Schutz/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 }).closest('[lang="de"]')).toBeNull();
  });

  it('German: the privacy notice as it was, without a note', async () => {
    stubApi({ 'GET /retention': { status: 200, body: RETENTION }, 'GET /client-config': { status: 200, body: CONFIG } }, ORG);
    renderOne(<PrivacyPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Datenschutzerklärung' })).toBeInTheDocument();
    expect(screen.queryByText(/rechtlich verbindlich|information only/)).not.toBeInTheDocument();
  });
});
