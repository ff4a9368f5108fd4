import { openDataLayersWhere } from '../../access/layer.rules.js';
import type { Db } from '../../db/database.js';

/** The maps of the open data catalogue (docs/product.md §24.4): the public layers of public
 *  workspaces whose project chose a licence (access/layer.rules.ts openDataLayersWhere); by
 *  project name, then map name. */
export function listLicensedPublicLayers(db: Db) {
  return db.selectFrom('layers').innerJoin('workspaces', 'workspaces.id', 'layers.workspace_id')
    .where((eb) => openDataLayersWhere(eb))
    .select([
      'layers.id', 'layers.name', 'layers.created_at', 'layers.updated_at', 'workspaces.id as workspace_id', 'workspaces.name as workspace_name',
      'workspaces.description', 'workspaces.licence', 'workspaces.closed', 'workspaces.boundary',
    ])
    .orderBy('workspaces.name').orderBy('layers.name').orderBy('layers.id')
    .execute();
}
