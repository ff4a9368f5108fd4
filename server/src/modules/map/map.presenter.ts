import type { EntryGeometry, MapShape, MapSummary, MapTile } from '@mitmachkarte/contract';
import type { GroupRow, MapPointRow, MapShapeRow } from './map.repository.js';

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

/** A line's or an area's positions rounded to 6 decimals, like a point's (a ring stays closed:
 *  its first and last positions round alike). */
function roundedGeometry(text: string): EntryGeometry {
  const g = JSON.parse(text) as EntryGeometry;
  const r = (p: [number, number]): [number, number] => [round(p[0], 6), round(p[1], 6)];
  return g.type === 'LineString' ? { type: 'LineString', coordinates: g.coordinates.map(r) } : { type: 'Polygon', coordinates: [g.coordinates[0].map(r)] };
}

/** The `Shapes` of a tile from MAP_SHAPE_ZOOM on, and how many were left out (docs/product.md
 *  §25.1); both left out when the tile meets none, so that a map of points answers as before. */
export const presentShapes = (shapes: readonly MapShapeRow[], omitted: number): Pick<MapTile, 'Shapes' | 'ShapesOmitted'> =>
  (shapes.length === 0 ? {} : {
    Shapes: shapes.map((s): MapShape => [s.id, roundedGeometry(s.geometry), s.category ?? '', s.status]),
    ShapesOmitted: omitted,
  });

/** A MapSummary of the caller's points (`all`: count and extent) and how many pass the filter. */
export function presentSummary(all: { n: number | string; minLon: number | null; minLat: number | null; maxLon: number | null; maxLat: number | null }, matched: number): MapSummary {
  const { minLon, minLat, maxLon, maxLat } = all;
  const hasBounds = minLon !== null && minLat !== null && maxLon !== null && maxLat !== null;
  return { Total: Number(all.n), Matched: matched, Bounds: hasBounds ? [minLon, minLat, maxLon, maxLat] : null };
}
