import { describe, expect, it } from 'vitest';
import { apiQuery, clearFilter, filterOf, filterProblem, nextSort, pageCount, readView, writeView } from './review-view';

const params = (text: string) => new URLSearchParams(text);

describe('the review table\'s view in the address', () => {
  it('reads defaults from an empty address: newest first, page 1, 50 rows, no filter', () => {
    expect(readView(params(''))).toEqual({ sort: 'created', dir: 'desc', page: 1, pageSize: 50, status: '', category: '', from: '', to: '', q: '', moderation: '', frist: '' });
  });

  it('reads every part, and falls back where a part is unreadable', () => {
    const view = readView(params('sort=answer:Geruch&dir=asc&seite=3&anzahl=200&status=neu&category=Trueb&from=2026-11-01&to=2026-11-30&q=Bach&moderation=alle'));
    expect(view).toEqual({ sort: 'answer:Geruch', dir: 'asc', page: 3, pageSize: 200, status: 'neu', category: 'Trueb', from: '2026-11-01', to: '2026-11-30', q: 'Bach', moderation: 'alle', frist: '' });
    // Only „alle“ takes hidden and waiting entries; anything else is the default.
    expect(readView(params('moderation=ALLE')).moderation).toBe('');
    expect(readView(params('moderation=freigegeben')).moderation).toBe('');
    expect(readView(params('sort=nonsense&dir=up&seite=0&anzahl=30'))).toMatchObject({ sort: 'created', dir: 'desc', page: 1, pageSize: 50 });
    expect(readView(params('seite=2.5&anzahl=-1'))).toMatchObject({ page: 1, pageSize: 50 });
  });

  it('writes changes without defaults or empty parts, and goes back to page 1 unless the page changes', () => {
    const start = params('status=neu&seite=4');
    expect(writeView(start, { category: 'Trueb' }).toString()).toBe('status=neu&category=Trueb');
    expect(writeView(start, { page: 5 }).toString()).toBe('status=neu&seite=5');
    expect(writeView(start, { status: '' }).toString()).toBe('');
    expect(writeView(params('sort=status&dir=asc'), { sort: 'created', dir: 'desc' }).toString()).toBe('');
    expect(writeView(params(''), { pageSize: 100 }).toString()).toBe('anzahl=100');
    expect(writeView(params(''), { q: '  ' }).toString()).toBe('');
    expect(writeView(params('q=Bach'), { moderation: 'alle' }).toString()).toBe('q=Bach&moderation=alle');
    expect(writeView(params('moderation=alle&seite=2'), { moderation: '' }).toString()).toBe('');
  });

  it('clears the filter but keeps the sort and the page size', () => {
    expect(clearFilter(params('sort=status&dir=asc&status=neu&q=x&from=2026-01-01&moderation=alle&seite=2&anzahl=25')).toString()).toBe('sort=status&dir=asc&anzahl=25');
  });

  it('sorts a new column ascending and reverses the sorted one', () => {
    const view = readView(params(''));
    expect(nextSort(view, 'created')).toEqual({ sort: 'created', dir: 'asc' });
    expect(nextSort(view, 'votesUp')).toEqual({ sort: 'votesUp', dir: 'asc' });
    expect(nextSort({ ...view, sort: 'votesUp', dir: 'asc' }, 'votesUp')).toEqual({ sort: 'votesUp', dir: 'desc' });
  });

  it('builds the API query in a fixed order, with the filter\'s parts only when set', () => {
    expect(apiQuery(readView(params('')))).toBe('sort=created&dir=desc&page=1&pageSize=50');
    expect(apiQuery(readView(params('q=+trüb+&status=neu&category=Trueb&seite=2&sort=answer:Geruch&dir=asc'))))
      .toBe('sort=answer%3AGeruch&dir=asc&page=2&pageSize=50&category=Trueb&status=neu&q=tr%C3%BCb');
    expect(apiQuery(readView(params('moderation=alle&status=neu')))).toBe('sort=created&dir=desc&page=1&pageSize=50&status=neu&moderation=alle');
  });

  it('gives the filter as the contract has it, for the charts and the exports: set parts only, trimmed', () => {
    expect(filterOf(readView(params('sort=status&seite=3')))).toEqual({});
    expect(filterOf(readView(params('q=+Bach+&category=Trueb&moderation=alle&from=2026-11-01'))))
      .toEqual({ category: 'Trueb', from: '2026-11-01', q: 'Bach', moderation: 'alle' });
  });

  it('finds what the contract refuses in a filter, in German', () => {
    expect(filterProblem(readView(params('from=2026-11-30&to=2026-11-01')))).toBe('Das Ende des Zeitraums liegt vor seinem Anfang.');
    expect(filterProblem(readView(params('from=30.11.2026')))).toBe('Bitte geben Sie ein Datum als JJJJ-MM-TT an.');
    expect(filterProblem(readView(params(`q=${'x'.repeat(201)}`)))).toBe('Der Suchtext ist zu lang (höchstens 200 Zeichen).');
    expect(filterProblem(readView(params('from=2026-11-01&to=2026-11-01&q=Bach')))).toBeUndefined();
  });

  it('counts pages, at least one', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(50, 50)).toBe(1);
    expect(pageCount(51, 50)).toBe(2);
  });
});
