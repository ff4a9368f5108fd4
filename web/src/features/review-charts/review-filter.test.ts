import { DEFAULT_STATUSES } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { reviewCharts } from '../../i18n/de/review-charts';
import { loadMessages, translator } from '../../i18n/runtime';
import { formatDay } from '../../lib/format';
import { category } from '../../test/schema-fixtures';
import type { ChartTexts } from './chart-data';
import { filterFromSearch, filterInWords } from './review-filter';

/** The screen's texts and days in `language`, as useT and useFormat give them (a team's screen:
 *  its texts are in the team's part of the catalogue). */
async function textsIn(language: 'de' | 'en'): Promise<Pick<ChartTexts, 't' | 'f'>> {
  const translate = translator(language, await loadMessages(language, 'team'));
  return {
    t: (key, values) => translate(`reviewCharts.${key}`, reviewCharts[key], values),
    f: { day: (day: string) => formatDay(day, language) } as ChartTexts['f'],
  };
}

const CATEGORIES = [category('Wasser', 'Wasser', [category('Trueb', 'Trüb')])];

describe('the filter in the address (docs/product.md §18.2)', () => {
  it('reads the six parameters of the review table, and nothing else', () => {
    const filter = filterFromSearch(new URLSearchParams('q=Bach&to=2026-03-31&category=Trueb&status=neu&from=2026-03-01&moderation=alle&page=3&x=1'));
    expect(filter).toEqual({ status: 'neu', category: 'Trueb', from: '2026-03-01', to: '2026-03-31', q: 'Bach', moderation: 'alle' });
  });

  it('leaves out what the contract refuses: a day that is no date, a period that ends before it starts', () => {
    expect(filterFromSearch(new URLSearchParams('from=gestern&status=neu'))).toEqual({ status: 'neu' });
    expect(filterFromSearch(new URLSearchParams('from=2026-03-10&to=2026-03-01'))).toEqual({ from: '2026-03-10' });
    expect(filterFromSearch(new URLSearchParams('q=%20%20'))).toEqual({});
    expect(filterFromSearch(new URLSearchParams('moderation=ja&status=neu'))).toEqual({ status: 'neu' });
  });

  it('says the filter in words with the labels of category and status', async () => {
    const texts = await textsIn('de');
    expect(filterInWords({}, CATEGORIES, DEFAULT_STATUSES, texts)).toBe('keine (alle freigegebenen Einträge)');
    expect(filterInWords({ moderation: 'freigegeben' }, CATEGORIES, DEFAULT_STATUSES, texts)).toBe('keine (alle freigegebenen Einträge)');
    expect(filterInWords({ status: 'neu', moderation: 'alle' }, CATEGORIES, DEFAULT_STATUSES, texts))
      .toBe('Status „Neu“, einschließlich ausgeblendeter und wartender Einträge');
    expect(filterInWords({ category: 'Trueb', status: 'pruefung', from: '2026-03-01', to: '2026-03-31', q: 'Bach' }, CATEGORIES, DEFAULT_STATUSES, texts))
      .toBe('Kategorie „Trüb“, Status „In Prüfung“, ab 1. März 2026, bis 31. März 2026, Suche „Bach“');
    expect(filterInWords({ status: 'weg' }, CATEGORIES, DEFAULT_STATUSES, texts)).toBe('Status „weg“');
  });

  it('says it in the interface language, the town’s labels as they are', async () => {
    expect(filterInWords({ category: 'Trueb', status: 'pruefung', from: '2026-03-01' }, CATEGORIES, DEFAULT_STATUSES, await textsIn('en')))
      .toBe('Category “Trüb”, Status “In Prüfung”, from 1 March 2026');
  });
});
