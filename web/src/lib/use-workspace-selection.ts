import { SETTING_KEY_LAST_WORKSPACE, type Layer, type Workspace } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { layerQueryOptions, layersQueryOptions, useLayers, useWorkspaces } from './gis';
import { pickPreferred } from './pick-preferred';
import { useSession } from './session';
import { useSaveSettings, useSettings } from './settings';

type SelectionOptions = {
  /** More to reload when a workspace or layer is selected (the workspace manager: details and
   *  access list, docs/product.md §4). */
  onSelectWorkspace?: (id: string) => void;
  onSelectLayer?: (id: string, workspaceId: string | undefined) => void;
};

/** Workspace and layer selection of the workspace and layer managers (docs/product.md §4): after the
 *  workspaces load, the one in the setting 'last_workspace' (else the first) until the user
 *  chooses; choosing stores its ID in the settings and reloads its layers; the first layer is
 *  selected until the user chooses one, and choosing reloads it. */
export function useWorkspaceSelection({ onSelectWorkspace, onSelectLayer }: SelectionOptions = {}) {
  const session = useSession();
  const qc = useQueryClient();
  const workspacesQuery = useWorkspaces();
  const settingsQuery = useSettings();
  const saveSettings = useSaveSettings();
  const [chosenWorkspace, setChosenWorkspace] = useState<string>();
  const [chosenLayer, setChosenLayer] = useState<string>();

  const workspaces = workspacesQuery.data ?? [];
  const lastWorkspace = settingsQuery.data?.[SETTING_KEY_LAST_WORKSPACE];
  const workspace: Workspace | undefined = settingsQuery.isPending
    ? undefined
    : pickPreferred(workspaces, chosenWorkspace, lastWorkspace === undefined ? undefined : String(lastWorkspace));

  const layersQuery = useLayers(workspace?.ID);
  const layers = layersQuery.data ?? [];
  const layer: Layer | undefined = pickPreferred(layers, chosenLayer);

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
    workspacesLoading: workspacesQuery.isPending || settingsQuery.isPending,
    layersLoading: workspace !== undefined && layersQuery.isPending,
  };
}
