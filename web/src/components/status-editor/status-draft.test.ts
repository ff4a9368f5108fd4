import { DEFAULT_STATUSES } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { fromStatusDrafts, newStatusDraft, statusKeyOf, statusProblems, toStatusDrafts } from './status-draft';

describe('status drafts (docs/product.md §16.1)', () => {
  it('derives keys from labels: umlauts spelt out, other characters as "-"', () => {
    expect(statusKeyOf('In Prüfung')).toBe('in-pruefung');
    expect(statusKeyOf('Straße & Grün!')).toBe('strasse-gruen');
    expect(statusKeyOf('Café')).toBe('cafe');
    expect(statusKeyOf('!!!')).toBe('status');
  });

  it('keeps saved keys and makes new ones unique', () => {
    const drafts = [...toStatusDrafts(DEFAULT_STATUSES), { ...newStatusDraft(), Label: 'Neu' }, { ...newStatusDraft(), Label: 'Neu' }];
    expect(fromStatusDrafts(drafts).map((s) => s.Key)).toEqual(['neu', 'pruefung', 'bearbeitung', 'umgesetzt', 'abgelehnt', 'neu-2', 'neu-3']);
    expect(statusProblems(drafts)).toEqual([]);
  });

  it('names the problems in German', () => {
    expect(statusProblems([])).toEqual(['Eine Karte braucht mindestens einen Status.']);
    expect(statusProblems([{ ...newStatusDraft(), Label: ' ' }])).toEqual(['Jede Bezeichnung eines Status braucht Text.']);
  });
});
