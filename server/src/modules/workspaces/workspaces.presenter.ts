import type { ScalarMap, Workspace } from '@mitmachkarte/contract';
import type { WorkspacesTable } from '../../db/schema.js';
import { parseJson, toBool } from '../../lib/json.js';

/** Row → Workspace (docs/product.md §3). */
export const presentWorkspace = (row: WorkspacesTable): Workspace => ({
  ID: row.id,
  Name: row.name,
  Public: toBool(row.public),
  Editable: toBool(row.editable),
  UserID: row.owner_id,
  Attributes: parseJson<ScalarMap>(row.attributes, {}),
});
