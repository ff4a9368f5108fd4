import { describe, expect, it } from 'vitest';
import type { WorkspacesTable } from '../db/schema.js';
import { canEditResults, canSeeResults, isResultsPublished } from './results.rules.js';

/** The results page's rules (docs/product.md §25.5): public from Berlin midnight at the start of
 *  the results phase's first day; the team sees it before; invisible projects never. */
const phase = (Start: string | null, Results = true) => ({ Title: 'Ergebnisse', Start, End: null, Results });
const ws = (isPublic: boolean) => ({ public: (isPublic ? 1 : 0) as WorkspacesTable['public'] });

describe('results rules', () => {
  it('publishes at Berlin midnight of the first day, in winter and summer time', () => {
    expect(isResultsPublished([phase('2027-03-01')], Date.parse('2027-02-28T22:59:59.999Z'))).toBe(false);
    expect(isResultsPublished([phase('2027-03-01')], Date.parse('2027-02-28T23:00:00Z'))).toBe(true);
    expect(isResultsPublished([phase('2027-07-01')], Date.parse('2027-06-30T21:59:59Z'))).toBe(false);
    expect(isResultsPublished([phase('2027-07-01')], Date.parse('2027-06-30T22:00:00Z'))).toBe(true);
  });

  it('counts an open start as begun, and never publishes without a results phase', () => {
    expect(isResultsPublished([phase(null)], 0)).toBe(true);
    expect(isResultsPublished([phase('2020-01-01', false)], Date.now())).toBe(false);
    expect(isResultsPublished([], Date.now())).toBe(false);
  });

  it('lets the team see a preview, everyone else only a published page of a visible project', () => {
    expect(canSeeResults({ isManager: false, workspace: ws(true) }, true)).toBe(true);
    expect(canSeeResults({ isManager: false, workspace: ws(true) }, false)).toBe(false);
    expect(canSeeResults({ isManager: true, workspace: ws(false) }, false)).toBe(true);
    expect(canSeeResults({ isManager: false, workspace: ws(false) }, true)).toBe(false);
    expect(canEditResults({ isManager: true })).toBe(true);
    expect(canEditResults({ isManager: false })).toBe(false);
  });
});
