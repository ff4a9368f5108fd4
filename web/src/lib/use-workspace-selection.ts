import {
  ORG_SETTING_LAYER, ORG_SETTING_WORKSPACE, SETTING_KEY_LAST_WORKSPACE, type Layer, type Workspace,
} from '@mitmachkarte/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { layerQueryOptions, layersQueryOptions, useLayers, useWorkspaces } from './gis';
import { orgQueryOptions, orgSetting } from './org';
import { pickPreferred } from './pick-preferred';
import { useSession } from './session';
import { useSaveSettings, useSettings } from './settings';

type SelectionOptions = {
  /** The map app: a link's '?workspace=…&layer=…' (the tram page) and the organisation's
   *  gwapp_workspace and gwapp_layer are defaults too (docs/product.md §4.4). */
  linkAndOrgDefaults?: boolean;
  /** Only a link's '?workspace=…' as default (the workspace manager opened from „Meine Projekte“). */
  linkDefault?: boolean;
  /** More to reload when a workspace or layer is selected (the workspace manager: details and
   *  access list). */
  onSelectWorkspace?: (id: string) => void;
  onSelectLayer?: (id: string, workspaceId: string | undefined) => void;
};

/** Workspace and layer selection of the map app and the workspace and layer managers
 *  (docs/product.md §4.4). Until the user chooses, the workspace is the one a link names (map),
 *  else the one in the setting 'last_workspace', else the organisation's gwapp_workspace (map),
 *  else the first; the layer is the one a link names, else the organisation's gwapp_layer (both
 *  map), else the first. The defaults wait for the settings (and the organisation) so that they do
 *  not jump after loading. Choosing a workspace reloads its layers and stores its ID in the
 *  settings of a logged-in user if it changed; choosing a layer reloads it. */
export function useWorkspaceSelection({ linkAndOrgDefaults = false, linkDefault = false, onSelectWorkspace, onSelectLayer }: SelectionOptions = {}) {
  const session = useSession();
  const qc = useQueryClient();
  const orgQuery = useQuery(orgQueryOptions);
  const workspacesQuery = useWorkspaces();
  const settingsQuery = useSettings();
  const saveSettings = useSaveSettings();
  const [chosenWorkspace, setChosenWorkspace] = useState<string>();
  const [chosenLayer, setChosenLayer] = useState<string>();
  const [search] = useSearchParams();
  const linked = (key: string) => (linkAndOrgDefaults || (linkDefault && key === 'workspace') ? search.get(key) ?? undefined : undefined);
  const orgDefault = (key: string) => (linkAndOrgDefaults ? orgSetting(orgQuery.data, key) : undefined);

  const workspaces = workspacesQuery.data ?? [];
  const defaultsKnown = !settingsQuery.isPending && !(linkAndOrgDefaults && orgQuery.isPending);
  const lastWorkspace = settingsQuery.data?.[SETTING_KEY_LAST_WORKSPACE];
  const workspace: Workspace | undefined = defaultsKnown
    ? pickPreferred(workspaces, chosenWorkspace, linked('workspace'), lastWorkspace === undefined ? undefined : String(lastWorkspace), orgDefault(ORG_SETTING_WORKSPACE))
    : undefined;

  const layersQuery = useLayers(workspace?.ID);
  const layers = layersQuery.data ?? [];
  const linkedLayer = workspace !== undefined && workspace.ID === linked('workspace') ? linked('layer') : undefined;
  const layer: Layer | undefined = pickPreferred(layers, chosenLayer, linkedLayer, orgDefault(ORG_SETTING_LAYER));

  const selectWorkspace = (id: string) => {
    setChosenWorkspace(id);
    setChosenLayer(undefined);
    void qc.invalidateQueries({ queryKey: layersQueryOptions(id).queryKey });
    onSelectWorkspace?.(id);
    if (session.loggedIn && settingsQuery.data?.[SETTING_KEY_LAST_WORKSPACE] !== id) {
      saveSettings.mutate({ ...(settingsQuery.data ?? {}), [SETTING_KEY_LAST_WORKSPACE]: id });
    }
  };

  const selectLayer = (id: string) => {
    setChosenLayer(id);
    void qc.invalidateQueries({ queryKey: layerQueryOptions(id).queryKey });
    onSelectLayer?.(id, workspace?.ID);
  };

  const workspacesLoading = workspacesQuery.isPending || !defaultsKnown;
  const layersLoading = workspace !== undefined && layersQuery.isPending;
  return {
    workspaces,
    workspace,
    layers,
    layer,
    selectWorkspace,
    selectLayer,
    /** After a delete: back to the default choice. */
    forgetWorkspace: () => setChosenWorkspace(undefined),
    forgetLayer: () => setChosenLayer(undefined),
    workspacesLoading,
    layersLoading,
    isLoading: workspacesLoading || layersLoading,
  };
}
