import { ORG_SETTING_LAYER, ORG_SETTING_WORKSPACE } from '@mitmachkarte/contract';
import type { QueryClient } from '@tanstack/react-query';
import { clientConfigQueryOptions } from '../../lib/client-config';
import { layersQueryOptions, workspacesQueryOptions } from '../../lib/gis';
import { orgQueryOptions, orgSetting } from '../../lib/org';
import { settingsQueryOptions } from '../../lib/settings';
import { mapSummaryQueryOptions } from './api/points';
import { NO_FILTER, toMapFilter } from './list/point-filter';

/** Starts the loads of the map app's first view while its code is still loading
 *  (docs/runtime.md §3): the tile server, the user's settings, the workspaces, and the
 *  layers of the workspace and the summary of the layer that the link names
 *  (`?workspace=…&layer=…`), else the organisation's defaults (docs/product.md §4.4). A logged-in
 *  user's last workspace comes first on the map; that one is asked for when the map has chosen it.
 *  Every load goes into `qc` under the map's own query keys, so that the map finds it there. */
export async function prefetchMapData(qc: QueryClient, search: URLSearchParams): Promise<void> {
  void qc.prefetchQuery(clientConfigQueryOptions);
  void qc.prefetchQuery(settingsQueryOptions);
  void qc.prefetchQuery(workspacesQueryOptions);
  let workspaceId = search.get('workspace');
  let layerId = workspaceId ? search.get('layer') : null;
  if (!workspaceId) {
    const org = await qc.fetchQuery(orgQueryOptions).catch(() => undefined);
    workspaceId = orgSetting(org, ORG_SETTING_WORKSPACE) || null;
    layerId = orgSetting(org, ORG_SETTING_LAYER) || null;
  }
  if (workspaceId) void qc.prefetchQuery(layersQueryOptions(workspaceId));
  // A link may name a layer that is gone or hidden: the map then shows another one, and this
  // load's failure is no news to the visitor.
  if (layerId) void qc.prefetchQuery({ ...mapSummaryQueryOptions(layerId, toMapFilter(NO_FILTER)), meta: { silent: true } });
}
