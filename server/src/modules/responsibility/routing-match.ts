import { findCategory, isInsideBoundary, type Category, type RoutingArea } from '@mitmachkarte/contract';

/** Which routing rule assigns a new entry (docs/product.md §16.10): pure, without the database. */

/** A rule as matched: its map (null: any), category (null: any), area (null: anywhere). */
export type MatchableRule = { layerId: string | null; category: string | null; area: RoutingArea | null };

/** A new entry as matched: its map, its category's name ('' for none) in the map's category tree,
 *  and its position in degrees WGS84. */
export type RoutedEntry = { layerId: string; category: string; categories: readonly Category[]; lat: number; lng: number };

/** Whether the category `chosen` of `tree` is `wanted` or one of its sub-categories. */
export function isInCategory(tree: readonly Category[], chosen: string, wanted: string): boolean {
  if (chosen === '') return false;
  const found = findCategory(tree, chosen);
  return found !== undefined && (found.category.Name === wanted || found.path.includes(wanted));
}

/** Whether `rule` matches `entry`: every condition the rule names holds (map, category with its
 *  sub-categories, area with its edge; holes of polygons are outside). */
export function ruleMatches(rule: MatchableRule, entry: RoutedEntry): boolean {
  if (rule.layerId !== null && rule.layerId !== entry.layerId) return false;
  if (rule.category !== null && !isInCategory(entry.categories, entry.category, rule.category)) return false;
  return rule.area === null || isInsideBoundary(rule.area, entry.lat, entry.lng);
}

/** The first of `rules` (in their order) that matches `entry`, or undefined. */
export const firstMatchingRule = <R extends MatchableRule>(rules: readonly R[], entry: RoutedEntry): R | undefined =>
  rules.find((rule) => ruleMatches(rule, entry));
