import { EMPTY_LAYER_SCHEMA, type Layer, type LayerSchema, type ScalarMap } from '@mitmachkarte/contract';
import type { LayersTable } from '../../db/schema.js';
import { parseJson, toBool } from '../../lib/json.js';
import { canAddPoint, type PointAccess } from '../points/points.policy.js';

/** The stored questionnaire and category tree of a layer. */
export const questionnaireOf = (row: LayersTable): LayerSchema => parseJson<LayerSchema>(row.schema, EMPTY_LAYER_SCHEMA);

/** Row → Layer (docs/product.md §3.10), with what the actor of `access` may do. */
export const presentLayer = (row: LayersTable, access: PointAccess): Layer => ({
  ID: row.id,
  Name: row.name,
  Public: toBool(row.public),
  Editable: toBool(row.editable),
  Attributes: parseJson<ScalarMap>(row.attributes, {}),
  Workspace: row.workspace_id,
  Schema: questionnaireOf(row),
  CanAddPoints: canAddPoint(access, row),
});
