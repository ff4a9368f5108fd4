import { DEFAULT_STATUSES } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { category } from '../../test/schema-fixtures';
import { filterFromSearch, filterInWords } from './review-filter';

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

  it('says the filter in words with the labels of category and status', () => {
    expect(filterInWords({}, CATEGORIES, DEFAULT_STATUSES)).toBe('keine (alle freigegebenen Einträge)');
    expect(filterInWords({ moderation: 'freigegeben' }, CATEGORIES, DEFAULT_STATUSES)).toBe('keine (alle freigegebenen Einträge)');
    expect(filterInWords({ status: 'neu', moderation: 'alle' }, CATEGORIES, DEFAULT_STATUSES))
      .toBe('Status „Neu“, einschließlich ausgeblendeter und wartender Einträge');
    expect(filterInWords({ category: 'Trueb', status: 'pruefung', from: '2026-03-01', to: '2026-03-31', q: 'Bach' }, CATEGORIES, DEFAULT_STATUSES))
      .toBe('Kategorie „Trüb“, Status „In Prüfung“, ab 1. März 2026, bis 31. März 2026, Suche „Bach“');
    expect(filterInWords({ status: 'weg' }, CATEGORIES, DEFAULT_STATUSES)).toBe('Status „weg“');
  });
});
