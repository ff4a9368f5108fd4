import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider, loadMessages } from '../../../i18n/runtime';
import { stubApi } from '../../../test/api-stub';
import { renderOne } from '../../../test/render';
import { PointDetail } from './point-detail';
import { layer, point, variable } from '../test-fixtures';

/** The details of an entry in another interface language (docs/product.md §23): the interface's
 *  texts translated, the town's questions German (lang="de" dir="ltr"), the answers and comments
 *  in the direction of what was written (dir="auto"). */

afterEach(() => {
  vi.unstubAllGlobals();
  document.documentElement.lang = 'de';
  document.documentElement.dir = 'ltr';
});

const LAYER = layer([variable({ Name: 'Art', DataType: 'text', Question: 'Welche Art?' })]);
const P = point(1, { Art: { DataType: 'text', Value: 'Forelle' } });
const ORG = { Title: 'Stadt Fulda', Menu: [], Other: { sprachen: 'de,en,tr,ar,uk' } };

async function setup(language: 'en' | 'ar') {
  stubApi({
    [`GET /gis/votes/${P.ID}`]: { status: 200, body: { Up: 2, Down: 1, Mine: 0 } },
    [`GET /gis/comments/${P.ID}`]: {
      status: 200,
      body: [{ ID: '01900000-0000-7000-8000-0000000c0001', PointID: P.ID, Text: 'مرحبا', AuthorName: 'Max', CreatedAt: '2026-01-02T10:00:00Z', Own: false, CanDelete: false, Up: 3, Down: 0, Mine: 0, Moderation: null }],
    },
  }, ORG);
  const messages = await loadMessages(language);
  renderOne(<LanguageProvider initial={language} messages={messages}><PointDetail point={P} layer={LAYER} /></LanguageProvider>);
}

describe('point detail in other languages', () => {
  it('English: the interface translated, the town’s question German, answers and comments dir="auto"', async () => {
    await setup('en');
    expect(await screen.findByText('2 thumbs up')).toBeInTheDocument();
    expect(screen.getByText('1 thumbs down')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Comments' })).toBeInTheDocument();
    expect(screen.getByText('Please log in to vote or comment.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Recorded on', { exact: false })).toBeInTheDocument();
    const question = screen.getByText('Welche Art?');
    expect(question).toHaveAttribute('lang', 'de');
    expect(question).toHaveAttribute('dir', 'ltr');
    expect(screen.getByText('Forelle')).toHaveAttribute('dir', 'auto');
    expect(await screen.findByText('مرحبا')).toHaveAttribute('dir', 'auto');
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('Arabic: the interface translated, the page right to left', async () => {
    await setup('ar');
    expect(await screen.findByRole('heading', { name: 'التعليقات' })).toBeInTheDocument();
    expect(screen.getByText('يرجى تسجيل الدخول للتصويت أو التعليق.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Welche Art?')).toHaveAttribute('lang', 'de');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  });
});
