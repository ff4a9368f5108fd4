import { DEFAULT_STATUSES, EMPTY_LAYER_SCHEMA, GEOMETRY_KINDS, type ContextLayer, type GeometryKind, type LayerSchema, type PointStatus } from '@mitmachkarte/contract';
import { parseJson } from '../../lib/json.js';
import type { LayerRow } from '../schema.js';

/** The layer row's JSON columns decoded: its questionnaire, statuses and context layers. */

/** The stored questionnaire and category tree of a layer. */
export const questionnaireOf = (row: Pick<LayerRow, 'schema'>): LayerSchema => parseJson<LayerSchema>(row.schema, EMPTY_LAYER_SCHEMA);

/** The stored statuses of a layer; the default ones where none are stored (docs/product.md §16.1). */
export function statusesOf(row: Pick<LayerRow, 'statuses'>): PointStatus[] {
  const stored = parseJson<PointStatus[]>(row.statuses, []);
  return stored.length > 0 ? stored : [...DEFAULT_STATUSES];
}

/** The label of the status `key` among `statuses`; the key itself for a status the layer no
 *  longer has (docs/product.md §16.1). */
export const statusLabelOf = (statuses: readonly PointStatus[], key: string) => statuses.find((s) => s.Key === key)?.Label ?? key;

/** The stored context layers of a layer (docs/product.md §17.7); [] where none. */
export const contextLayersOf = (row: Pick<LayerRow, 'context_layers'>): ContextLayer[] => parseJson<ContextLayer[]>(row.context_layers, []);

/** What the layer's map accepts as entries (docs/product.md §25.1): the stored kinds in the order
 *  of GEOMETRY_KINDS; points only where nothing usable is stored. */
export function geometriesOf(row: Pick<LayerRow, 'geometries'>): GeometryKind[] {
  const stored = parseJson<unknown[]>(row.geometries, []);
  const kinds = GEOMETRY_KINDS.filter((k) => Array.isArray(stored) && stored.includes(k));
  return kinds.length > 0 ? kinds : ['point'];
}
