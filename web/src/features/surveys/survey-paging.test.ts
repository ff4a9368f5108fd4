import type { SurveyQuestion } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { answersToSend, missingOnPage, moved, pagesOf } from './survey-paging';

const q = (Key: string, Kind: SurveyQuestion['Kind'], over: Partial<SurveyQuestion> = {}): SurveyQuestion =>
  ({ Key, Kind, Question: Key, Description: '', Optional: false, Options: [], Rows: [], Scale: [], ...over });
const matrix = q('m', 'matrix', { Rows: [{ Key: 'a', Label: 'Zeile A' }, { Key: 'b', Label: 'Zeile B' }], Scale: [{ Key: '1', Label: 'ja' }, { Key: '2', Label: 'nein' }] });

describe('survey paging', () => {
  it('splits at page breaks and leaves out empty pages', () => {
    expect(pagesOf([q('a', 'text'), q('p1', 'pagebreak'), q('p2', 'pagebreak'), q('b', 'text')]).map((p) => p.map((x) => x.Key))).toEqual([['a'], ['b']]);
    expect(pagesOf([])).toEqual([[]]);
  });

  it('finds unanswered required questions and matrix rows of a page', () => {
    const page = [q('t', 'text'), q('o', 'text', { Optional: true }), matrix, q('l', 'label')];
    expect([...missingOnPage(page, {})]).toEqual([['t', { kind: 'answer' }], ['m', { kind: 'row', row: 'Zeile A' }]]);
    expect([...missingOnPage(page, { t: '  ', m: { a: '1' } })]).toEqual([['t', { kind: 'answer' }], ['m', { kind: 'row', row: 'Zeile B' }]]);
    expect(missingOnPage(page, { t: 'x', m: { a: '1', b: '2' } }).size).toBe(0);
    // An optional matrix, once begun, wants every row.
    expect([...missingOnPage([{ ...matrix, Optional: true }], { m: { b: '1' } })]).toEqual([['m', { kind: 'row', row: 'Zeile A' }]]);
  });

  it('sends only given answers and moves ranked options within bounds', () => {
    expect(answersToSend([q('a', 'text'), q('b', 'number'), q('l', 'label')], { a: '', b: 3, l: 'x' })).toEqual({ b: 3 });
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
