import {
  ORG_SETTING_LAYER, ORG_SETTING_WORKSPACE, SETTING_KEY_LAST_WORKSPACE, type Layer, type Workspace,
} from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { orgQueryOptions, orgSetting } from '../../lib/org';
import { pickPreferred } from '../../lib/pick-preferred';
import { useSession } from '../../lib/session';
import { useLayers, useWorkspaces } from '../../lib/gis';
import { useSaveSettings, useSettings } from '../../lib/settings';

/** Workspace and layer choice of the map app (docs/product.md §4 Workspace selection). Until the visitor
 *  chooses, the workspace is the one in the setting 'last_workspace', else the organisation's
 *  gwapp_workspace, else the first; the layer is the organisation's gwapp_layer when it is in the
 *  list, else the first. A link may name both ('/map?workspace=…&layer=…', the tram page): they
 *  come first. Choosing a workspace stores its ID in the settings (logged-in users). */
export function useLayerSelection() {
  const session = useSession();
  const orgQuery = useQuery(orgQueryOptions);
  const workspacesQuery = useWorkspaces();
  const settingsQuery = useSettings();
  const saveSettings = useSaveSettings();
  const [chosenWorkspace, setChosenWorkspace] = useState<string>();
  const [chosenLayer, setChosenLayer] = useState<string>();
  const [search] = useSearchParams();
  const linkedWorkspace = search.get('workspace') ?? undefined;

  const workspaces = workspacesQuery.data ?? [];
  // Wait for the settings and the organisation so that the default does not jump after loading.
  const defaultsKnown = !settingsQuery.isPending && !orgQuery.isPending;
  const lastWorkspace = settingsQuery.data?.[SETTING_KEY_LAST_WORKSPACE];
  const workspace: Workspace | undefined = workspaces.find((w) => w.ID === chosenWorkspace)
    ?? (defaultsKnown
      ? pickPreferred(workspaces, linkedWorkspace, lastWorkspace === undefined ? undefined : String(lastWorkspace), orgSetting(orgQuery.data, ORG_SETTING_WORKSPACE))
      : undefined);

  const layersQuery = useLayers(workspace?.ID);
  const layers = layersQuery.data ?? [];
  const linkedLayer = workspace?.ID === linkedWorkspace ? search.get('layer') ?? undefined : undefined;
  const layer: Layer | undefined = pickPreferred(layers, chosenLayer, linkedLayer, orgSetting(orgQuery.data, ORG_SETTING_LAYER));

  const selectWorkspace = (id: string) => {
    setChosenWorkspace(id);
    setChosenLayer(undefined);
    if (session.loggedIn) saveSettings.mutate({ ...(settingsQuery.data ?? {}), [SETTING_KEY_LAST_WORKSPACE]: id });
  };

  return {
    workspaces,
    workspace,
    layers,
    layer,
    selectWorkspace,
    selectLayer: setChosenLayer,
    isLoading: workspacesQuery.isPending || !defaultsKnown || (workspace !== undefined && layersQuery.isPending),
  };
}
