import { describe, expect, it } from 'vitest';
import type { Category, RoutingArea } from '@mitmachkarte/contract';
import { firstMatchingRule, isInCategory, ruleMatches } from './routing-match.js';

/** Which routing rule assigns a new entry (docs/product.md §16.10). */
const TREE: Category[] = [
  { Name: 'Strasse', Label: 'Straße', Icon: '', Children: [{ Name: 'Schlagloch', Label: 'Schlagloch', Icon: '' }, { Name: 'Ampel', Label: 'Ampel', Icon: '' }] },
  { Name: 'Gruen', Label: 'Grün', Icon: '' },
];
// A square with a square hole.
const AREA: RoutingArea = { type: 'Polygon', coordinates: [
  [[9, 51], [10, 51], [10, 52], [9, 52], [9, 51]],
  [[9.4, 51.4], [9.6, 51.4], [9.6, 51.6], [9.4, 51.6], [9.4, 51.4]],
] };
const entry = (over: Partial<Parameters<typeof ruleMatches>[1]> = {}) => ({ layerId: 'L1', category: 'Schlagloch', categories: TREE, lat: 51.2, lng: 9.2, ...over });

describe('routing rules', () => {
  it('match a category and its sub-categories, not others or none', () => {
    expect(isInCategory(TREE, 'Schlagloch', 'Strasse')).toBe(true);
    expect(isInCategory(TREE, 'Schlagloch', 'Schlagloch')).toBe(true);
    expect(isInCategory(TREE, 'Gruen', 'Strasse')).toBe(false);
    expect(isInCategory(TREE, '', 'Strasse')).toBe(false);
    expect(isInCategory(TREE, 'Unbekannt', 'Strasse')).toBe(false);
  });

  it('match an area with its edge, not its hole or outside', () => {
    const rule = { layerId: null, category: null, area: AREA };
    expect(ruleMatches(rule, entry())).toBe(true);
    expect(ruleMatches(rule, entry({ lat: 51, lng: 9.5 }))).toBe(true);
    expect(ruleMatches(rule, entry({ lat: 51.5, lng: 9.5 }))).toBe(false);
    expect(ruleMatches(rule, entry({ lat: 53, lng: 9.5 }))).toBe(false);
  });

  it('need every condition they name, and the first matching one wins', () => {
    const rules = [
      { id: 'a', layerId: 'L2', category: null, area: null },
      { id: 'b', layerId: 'L1', category: 'Strasse', area: AREA },
      { id: 'c', layerId: null, category: null, area: null },
    ];
    expect(firstMatchingRule(rules, entry())?.id).toBe('b');
    expect(firstMatchingRule(rules, entry({ lat: 53 }))?.id).toBe('c');
    expect(firstMatchingRule(rules, entry({ layerId: 'L2' }))?.id).toBe('a');
    expect(firstMatchingRule(rules.slice(0, 2), entry({ category: 'Gruen' }))).toBeUndefined();
  });
});
