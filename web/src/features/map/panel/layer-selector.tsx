import type { Layer, Workspace } from '@mitmachkarte/contract';
import { Col, Form, Row } from 'react-bootstrap';
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
    <Row className="g-2 mb-3">
      <Col sm={6}>
        <Form.Group controlId="map-workspace">
          <Form.Label className="small mb-1">{de.map.workspace}</Form.Label>
          <Form.Select size="sm" value={workspace?.ID ?? ''} disabled={disabled || workspaces.length === 0}
            onChange={(e) => onWorkspace(e.target.value)}>
            {workspaces.length === 0 && <option value="">{de.map.noWorkspace}</option>}
            {workspaces.map((w) => <option key={w.ID} value={w.ID}>{w.Name}</option>)}
          </Form.Select>
        </Form.Group>
      </Col>
      <Col sm={6}>
        <Form.Group controlId="map-layer">
          <Form.Label className="small mb-1">{de.map.layer}</Form.Label>
          <Form.Select size="sm" value={layer?.ID ?? ''} disabled={disabled || layers.length === 0}
            onChange={(e) => onLayer(e.target.value)}>
            {layers.length === 0 && <option value="">{de.map.noLayerOption}</option>}
            {layers.map((l) => <option key={l.ID} value={l.ID}>{l.Name}</option>)}
          </Form.Select>
        </Form.Group>
      </Col>
    </Row>
  );
}
