import { bubbleSize, shortCount } from './cluster-icon';

/** A cluster as drawn: its position (degrees WGS84), count, and position in screen pixels at the
 *  map's zoom. */
export type DrawnCluster = { lat: number; lon: number; count: number; x: number; y: number };

/** Space kept between two bubbles, in px: at least 24 px between the centres of small targets
 *  (WCAG 2.2 target size, 2.5.8) is met by bubbles of 36 px or more that do not overlap. */
const GAP_PX = 2;

const radius = (count: number) => bubbleSize(shortCount(count).length) / 2;

/** Merges clusters whose bubbles would overlap on screen into one at the mean of their positions,
 *  weighted by their counts (the server groups per cell of a tile, docs/decisions/0012, so two
 *  groups near a cell's edge can lie close together). Greedy, largest first; the counts add up to
 *  the same total. */
export function mergeOverlapping(clusters: readonly DrawnCluster[]): DrawnCluster[] {
  // Each bubble's radius is worked out once per merge, not once per pair compared.
  const merged: (DrawnCluster & { r: number })[] = [];
  for (const c of [...clusters].sort((a, b) => b.count - a.count)) {
    const r = radius(c.count);
    const near = merged.find((m) => Math.hypot(m.x - c.x, m.y - c.y) < m.r + r + GAP_PX);
    if (!near) {
      merged.push({ ...c, r });
      continue;
    }
    const total = near.count + c.count;
    const mean = (a: number, b: number) => (a * near.count + b * c.count) / total;
    Object.assign(near, { lat: mean(near.lat, c.lat), lon: mean(near.lon, c.lon), x: mean(near.x, c.x), y: mean(near.y, c.y), count: total, r: radius(total) });
  }
  return merged.map(({ r: _, ...c }) => c);
}
