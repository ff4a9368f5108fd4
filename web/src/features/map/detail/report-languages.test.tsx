import type { Point } from '@mitmachkarte/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../../i18n/runtime';
import { formatDate } from '../../../lib/format';
import { stubApi } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { PointDetail } from './point-detail';
import { layer, point, variable } from '../test-fixtures';

/** One's own entry and „Melden“ in another interface language (docs/product.md §16.3, §16.5,
 *  §23): „Bearbeiten“, the moderation notice, the official answer, the note on a shortened answer,
 *  the report form with its reasons, and the dates as a reader of the language writes them. */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const LAYER = layer([variable({ Name: 'Art', DataType: 'text', Question: 'Welche Art?' })]);
const AT = '2026-03-01T10:00:00Z';
const P: Point = {
  ...point(1, { Art: { DataType: 'text', Value: 'Forelle' } }),
  CanChange: true,
  Moderation: { State: 'pending', Reason: '' },
  OfficialAnswer: { Text: 'Wir prüfen das.', Organisation: 'Stadt Fulda', At: AT },
  ShortenedAnswers: ['Art'],
};
const ORG = { Title: 'Stadt Fulda', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' } };

async function setup(language: 'en' | 'ar') {
  stubApi({
    [`GET /gis/votes/${P.ID}`]: { status: 200, body: { Up: 0, Down: 0, Mine: 0 } },
    [`GET /gis/comments/${P.ID}`]: { status: 200, body: [] },
  }, ORG);
  const messages = await loadMessages(language);
  const onEdit = vi.fn();
  renderOne(<LanguageProvider initial={language} messages={messages}><PointDetail point={P} layer={LAYER} onEdit={onEdit} /></LanguageProvider>);
  return { onEdit, user: userEvent.setup() };
}

describe('one’s own entry and the report form in other languages', () => {
  it('English: edit, notices, official answer and dates in English', async () => {
    const { onEdit, user } = await setup('en');
    await user.click(screen.getByRole('button', { name: 'Edit entry “Forelle”' }));
    expect(onEdit).toHaveBeenCalledWith(P);
    expect(screen.getByText('Awaiting approval: the contribution will be published once the project team has checked it.')).toBeInTheDocument();
    expect(screen.getByText('Official answer')).toBeInTheDocument();
    expect(screen.getByText(`Stadt Fulda · ${formatDate(AT, 'en')}`)).toBeInTheDocument();
    expect(formatDate(AT, 'en')).toMatch(/^1 Mar 2026/);
    expect(screen.getByText('Shortened by the moderators')).toBeInTheDocument();
    expect(screen.getByText(`Recorded on ${formatDate(P.CreatedAt, 'en')}`)).toBeInTheDocument();
  });

  it('Arabic: edit, the official answer and the shortened note in Arabic, right to left', async () => {
    await setup('ar');
    // A pending entry is not reported; the same entry once published is.
    expect(screen.queryByRole('button', { name: 'الإبلاغ عن الإدخال' })).toBeNull();
    expect(screen.getByRole('button', { name: 'تعديل الإدخال «Forelle»' })).toBeInTheDocument();
    expect(screen.getByText('الرد الرسمي')).toBeInTheDocument();
    expect(screen.getByText('اختصره المشرفون')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });

  it('Arabic: „Melden“ opens the form in Arabic and asks for a reason', async () => {
    stubApi({
      [`GET /gis/votes/${P.ID}`]: { status: 200, body: { Up: 0, Down: 0, Mine: 0 } },
      [`GET /gis/comments/${P.ID}`]: { status: 200, body: [] },
    }, ORG);
    const messages = await loadMessages('ar');
    renderOne(<LanguageProvider initial="ar" messages={messages}><PointDetail point={{ ...P, Moderation: null }} layer={LAYER} /></LanguageProvider>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'الإبلاغ عن الإدخال' }));
    const dialog = await screen.findByRole('dialog', { name: 'الإبلاغ عن مساهمة' });
    for (const reason of ['مسيئة أو مهينة', 'إعلان أو رسائل مزعجة', 'تحتوي على بيانات شخصية', 'مخالفة للقانون', 'سبب آخر']) {
      expect(within(dialog).getByLabelText(reason)).toBeInTheDocument();
    }
    expect(within(dialog).getByLabelText('بريدك الإلكتروني (اختياري)')).toHaveAccessibleDescription('فقط لنخبرك مرة واحدة بما فعله الفريق ببلاغك. بعد ذلك نحذف العنوان.');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال البلاغ' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('يرجى اختيار سبب.');
  });
});
