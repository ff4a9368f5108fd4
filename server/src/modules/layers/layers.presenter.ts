import { type Layer, type MapView, type ScalarMap } from '@mitmachkarte/contract';
import type { PointAccess } from '../../access/point.rules.js';
import type { Residency } from '../../access/residency.rules.js';
import { layerRights } from '../../access/rights.js';
import type { LayerRow } from '../../db/schema.js';
import { contextLayersOf, geometriesOf, questionnaireOf, statusesOf } from '../../db/records/layer.record.js';
import { parseJson, toBool } from '../../lib/json.js';

/** Row → Layer (docs/product.md §3.10), with what the actor of `access` and `residency`
 *  (access/lookups.ts residencyFor; undefined where the project reserves nothing or the actor
 *  manages it) may do. */
export const presentLayer = (row: LayerRow, access: PointAccess, residency: Residency | undefined): Layer => ({
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
  DuplicateRadius: row.duplicate_radius,
  Geometries: geometriesOf(row),
  ...layerRights(access, row, residency),
});
