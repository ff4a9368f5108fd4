import type { Layer, Workspace } from '@mitmachkarte/contract';
import * as de from '../../../i18n/de/map';
import { useTownText } from '../../../components/town-text';
import { useT } from '../../../i18n/runtime';

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
  const t = useT('map', de.map);
  const town = useTownText();
  return (
    <div className="row g-2 mb-3">
      <div className="col-sm-6">
        <label className="form-label small mb-1" htmlFor="map-workspace">{t('workspace')}</label>
        <select className="form-select form-select-sm" id="map-workspace" value={workspace?.ID ?? ''} disabled={disabled || workspaces.length === 0}
          onChange={(e) => onWorkspace(e.target.value)}>
          {workspaces.length === 0 && <option value="">{t('noWorkspace')}</option>}
          {workspaces.map((w) => <option key={w.ID} value={w.ID} {...town}>{w.Name}</option>)}
        </select>
      </div>
      <div className="col-sm-6">
        <label className="form-label small mb-1" htmlFor="map-layer">{t('layer')}</label>
        <select className="form-select form-select-sm" id="map-layer" value={layer?.ID ?? ''} disabled={disabled || layers.length === 0}
          onChange={(e) => onLayer(e.target.value)}>
          {layers.length === 0 && <option value="">{t('noLayerOption')}</option>}
          {layers.map((l) => <option key={l.ID} value={l.ID} {...town}>{l.Name}</option>)}
        </select>
      </div>
    </div>
  );
}
