import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../i18n/runtime';
import { stubApi } from '../../test/api-stub';
import { renderOne } from '../../test/render';
import { AccessibilityPage } from './accessibility-page';
import { ImpressumPage } from './impressum-page';

/** The imprint and the accessibility statement in other interface languages (docs/product.md
 *  §23): their headings, labels, form and links translated; the town's own German text marked
 *  lang="de" dir="ltr". */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const ORG = { Title: 'Verein', Menu: [], Other: { sprachen: 'de,en,ar', impressum_verein: 'Bürgerverein Muster e. V.', impressum_vorsitz: 'Max Beispiel' } };

async function renderIn(language: 'en' | 'ar', page: React.ReactElement) {
  stubApi({}, ORG);
  const messages = await loadMessages(language);
  renderOne(<LanguageProvider initial={language} messages={messages}>{page}</LanguageProvider>);
}

describe('the legal pages in other languages', () => {
  it('English: the imprint’s headings and labels, its liability text German', async () => {
    await renderIn('en', <ImpressumPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Legal notice' })).toBeInTheDocument();
    expect(await screen.findByText('Bürgerverein Muster e. V.')).toBeInTheDocument();
    expect(screen.getByText('Operator')).toBeInTheDocument();
    expect(screen.getByText('Represented by')).toBeInTheDocument();
    expect(screen.getAllByText('not yet provided').length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { name: 'Liability for content and links' })).toBeInTheDocument();
    expect(screen.getByText(/Die Inhalte dieser Seiten/)).toHaveAttribute('lang', 'de');
    expect(screen.getByRole('link', { name: 'To the privacy policy' })).toHaveAttribute('href', '/datenschutz');
    expect(screen.getByRole('link', { name: 'Accessibility statement' })).toHaveAttribute('href', '/barrierefreiheit');
  });

  it('Arabic: the imprint right to left', async () => {
    await renderIn('ar', <ImpressumPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'بيانات الناشر' })).toBeInTheDocument();
    expect(screen.getByText('الجهة المشغّلة')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('English: the accessibility statement’s headings and form, its text German', async () => {
    await renderIn('en', <AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Content that is not accessible' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Feedback and contact' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email address (optional, for a reply)')).toBeInTheDocument();
    expect(screen.getByLabelText('Your feedback')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeInTheDocument();
    expect(screen.getByText(/Kartenkacheln externer Anbieter/).closest('ul')).toHaveAttribute('lang', 'de');
  });

  it('Arabic: the accessibility statement in Arabic', async () => {
    await renderIn('ar', <AccessibilityPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'بيان إمكانية الوصول' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إرسال الملاحظة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'هيئة التسوية وفقًا لقانون المساواة لذوي الإعاقة (BGG)' })).toBeInTheDocument();
  });
});
