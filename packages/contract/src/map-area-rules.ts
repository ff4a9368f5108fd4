import type { MapView } from './map-area.js';

/** The map area's rules without its zod schemas (those are in map-area.ts), so that the map can use
 *  them without loading zod (docs/runtime.md §3). The boundary check is in boundary-rules.ts, apart,
 *  so that the map's first view does not load the geometry library it needs. */

/** Where a layer's map opens (docs/product.md §17.1): its own start view, else its workspace's;
 *  null for neither. */
export const startViewOf = (layer: { MapView: MapView | null } | undefined, workspace: { MapView: MapView | null } | undefined): MapView | null =>
  layer?.MapView ?? workspace?.MapView ?? null;
