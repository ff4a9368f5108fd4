import type { Boundary, MapView } from '@mitmachkarte/contract';
import { parseJson } from '../../lib/json.js';
import type { WorkspacesTable } from '../schema.js';

/** The workspace row's JSON columns decoded. */

/** The stored map area of a workspace (docs/product.md §17.1): start view and boundary, null when unset. */
export const mapAreaOf = (row: Pick<WorkspacesTable, 'map_view' | 'boundary'>): { MapView: MapView | null; Boundary: Boundary | null } => ({
  MapView: parseJson<MapView | null>(row.map_view, null),
  Boundary: parseJson<Boundary | null>(row.boundary, null),
});
