import type { Layer } from '@mitmachkarte/contract';
import { useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import { EntityList } from '../../components/entity-list';
import { PlusIcon } from '../../components/icons';
import { DeleteLayerModal } from '../../components/layer-editor/delete-layer-modal';
import { LayerEditor } from '../../components/layer-editor/layer-editor';
import { NewLayerModal } from '../../components/layer-editor/new-layer-modal';
import { RequireLogin } from '../../components/login-notice';
import { useTownText } from '../../components/town-text';
import { SectionNav, useOpenSection, useSection } from '../../components/section-nav';
import { ManagerPage } from '../../components/manager-page';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { useLayer } from '../../lib/gis';
import { useWorkspaceSelection } from '../../lib/use-workspace-selection';

/** /layers, the layer manager (docs/product.md §2): the older, simpler variant of the workspace manager —
 *  a workspace choice, the layer list with add and delete, and the layer panel (sections Karte and
 *  Fragebogen) with the schema editor (including the geolocation type) but without categories. Shares the layer panel, the
 *  schema editor and the modals with the workspace manager. */
export function LayersPage() {
  const t = useT('layers', de.layers);
  return <RequireLogin title={t('title')}><LayerManager /></RequireLogin>;
}

/** The layer panel in two sections, as in the workspace manager (docs/product.md §17.5). */
const LAYER_SECTIONS = ['karte', 'fragebogen'] as const;

function LayerManager() {
  const tc = useT('common', de.common);
  const t = useT('layers', de.layers);
  const town = useTownText();
  const selection = useWorkspaceSelection();
  const { workspace, layer } = selection;
  const layerQuery = useLayer(layer?.ID);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Layer>();
  const shownLayer = layerQuery.data?.ID === layer?.ID ? layerQuery.data : undefined;
  const section = useSection(LAYER_SECTIONS);
  const openSection = useOpenSection<(typeof LAYER_SECTIONS)[number]>();

  return (
    <ManagerPage title={t('title')}>
      <Row className="g-4">
        <Col lg={4}>
          <Form.Group controlId="layers-workspace" className="mb-3">
            <Form.Label>{t('workspace')}</Form.Label>
            <Form.Select value={workspace?.ID ?? ''} disabled={selection.workspaces.length === 0}
              onChange={(e) => selection.selectWorkspace(e.target.value)}>
              {selection.workspaces.length === 0 && <option value="">{selection.workspacesLoading ? tc('loading') : t('noWorkspace')}</option>}
              {selection.workspaces.map((w) => <option key={w.ID} value={w.ID} {...town}>{w.Name}</option>)}
            </Form.Select>
          </Form.Group>
          {workspace && (
            <section aria-labelledby="layers-list-title">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <h2 id="layers-list-title" className="h5 mb-0 me-auto">{t('listTitle')}</h2>
                {workspace.CanAddLayer && <Button size="sm" className="text-nowrap" onClick={() => setAdding(true)}><PlusIcon /> {t('add')}</Button>}
              </div>
              {selection.layersLoading && <p>{tc('loading')}</p>}
              {!selection.layersLoading && selection.layers.length === 0 && <p>{t('empty')}</p>}
              {selection.layers.length > 0 && (
                <EntityList label={t('list')} selectedId={layer?.ID} onOpen={selection.selectLayer}
                  onDelete={(id) => setDeleting(selection.layers.find((l) => l.ID === id))}
                  items={selection.layers.map((l) => ({ id: l.ID, name: l.Name, deleteLabel: t('removeLabel', { name: l.Name }) }))} />
              )}
            </section>
          )}
        </Col>
        <Col lg={8}>
          {layer && !shownLayer && <p>{layerQuery.isError ? t('loadFailed') : tc('loading')}</p>}
          {shownLayer && <SectionNav label={t('sectionsLabel')} offered={LAYER_SECTIONS} current={section} names={{ karte: t('section_karte'), fragebogen: t('section_fragebogen') }} />}
          {shownLayer && (
            <LayerEditor key={shownLayer.ID} layer={shownLayer} withCategories={false} allowGeolocation onDeleted={selection.forgetLayer} show={section} />
          )}
          {workspace && !layer && !selection.layersLoading && <p className="text-body-secondary">{t('choose')}</p>}
        </Col>
      </Row>
      {adding && workspace && (
        <NewLayerModal workspaceId={workspace.ID} onClose={() => setAdding(false)} onCreated={(created) => {
          setAdding(false);
          selection.selectLayer(created.ID);
          openSection('fragebogen');
        }} />
      )}
      {deleting && (
        <DeleteLayerModal layer={deleting} onClose={() => setDeleting(undefined)} onDeleted={() => {
          if (deleting.ID === layer?.ID) selection.forgetLayer();
        }} />
      )}
    </ManagerPage>
  );
}
