import type { Layer, Workspace } from '@mitmachkarte/contract';
import * as de from '../../../i18n/de/map';

type LayerSelectorProps = {
  workspaces: readonly Workspace[];
  workspace: Workspace | undefined;
  layers: readonly Layer[];
  layer: Layer | undefined;
  onWorkspace: (id: string) => void;
  onLayer: (id: string) => void;
  /** Locked while an entry is being recorded. */
  disabled?: boolean;
};

/** The selector row of the map app (docs/product.md §4 Workspace selection): Workspace and Layer. */
export function LayerSelector({ workspaces, workspace, layers, layer, onWorkspace, onLayer, disabled }: LayerSelectorProps) {
  return (
    <div className="row g-2 mb-3">
      <div className="col-sm-6">
        <label className="form-label small mb-1" htmlFor="map-workspace">{de.map.workspace}</label>
        <select className="form-select form-select-sm" id="map-workspace" value={workspace?.ID ?? ''} disabled={disabled || workspaces.length === 0}
          onChange={(e) => onWorkspace(e.target.value)}>
          {workspaces.length === 0 && <option value="">{de.map.noWorkspace}</option>}
          {workspaces.map((w) => <option key={w.ID} value={w.ID}>{w.Name}</option>)}
        </select>
      </div>
      <div className="col-sm-6">
        <label className="form-label small mb-1" htmlFor="map-layer">{de.map.layer}</label>
        <select className="form-select form-select-sm" id="map-layer" value={layer?.ID ?? ''} disabled={disabled || layers.length === 0}
          onChange={(e) => onLayer(e.target.value)}>
          {layers.length === 0 && <option value="">{de.map.noLayerOption}</option>}
          {layers.map((l) => <option key={l.ID} value={l.ID}>{l.Name}</option>)}
        </select>
      </div>
    </div>
  );
}
