import { DEFAULT_STATUSES, type ContextLayer, EMPTY_LAYER_SCHEMA, type Layer, type LayerSchema, type MapView, type PointStatus, type ScalarMap } from '@mitmachkarte/contract';
import type { PointAccess } from '../../access/point.rules.js';
import { layerRights } from '../../access/rights.js';
import type { LayerRow } from '../../db/schema.js';
import { parseJson, toBool } from '../../lib/json.js';

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

/** Row → Layer (docs/product.md §3.10), with what the actor of `access` may do. */
export const presentLayer = (row: LayerRow, access: PointAccess): Layer => ({
  ID: row.id,
  Name: row.name,
  Public: toBool(row.public),
  Editable: toBool(row.editable),
  Attributes: parseJson<ScalarMap>(row.attributes, {}),
  Workspace: row.workspace_id,
  Schema: questionnaireOf(row),
  Statuses: statusesOf(row),
  Premoderation: toBool(row.premoderation),
  MapView: parseJson<MapView | null>(row.map_view, null),
  ContextLayers: contextLayersOf(row),
  ...layerRights(access, row),
});
