import type { MapSummary, MapTile } from '@mitmachkarte/contract';
import type { GroupRow, MapPointRow } from './map.repository.js';

/** The map's data as sent (docs/decisions/0012): positions rounded to 6 decimals (about 0.1 m)
 *  for points and 5 (about 1 m) for cluster centres, which is all a screen can show and keeps the
 *  answer small. */

const round = (value: number | string, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(Number(value) * f) / f;
};

/** A MapTile of `clusters` (groups of more than one point, at the mean of their positions), lone
 *  `points` and how many points were left out. */
export function presentTile(clusters: readonly GroupRow[], points: readonly MapPointRow[], omitted: number): MapTile {
  return {
    Clusters: clusters.map((c) => [round(Number(c.sx) / Number(c.n), 5), round(Number(c.sy) / Number(c.n), 5), Number(c.n)]),
    Points: points.map((p) => [p.id, round(p.longitude, 6), round(p.latitude, 6), p.category ?? '', p.status]),
    Omitted: omitted,
  };
}

/** A MapSummary of the caller's points (`all`: count and extent) and how many pass the filter. */
export function presentSummary(all: { n: number | string; minLon: number | null; minLat: number | null; maxLon: number | null; maxLat: number | null }, matched: number): MapSummary {
  const { minLon, minLat, maxLon, maxLat } = all;
  const hasBounds = minLon !== null && minLat !== null && maxLon !== null && maxLat !== null;
  return { Total: Number(all.n), Matched: matched, Bounds: hasBounds ? [minLon, minLat, maxLon, maxLat] : null };
}
