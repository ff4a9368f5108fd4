import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { EntityList } from '../../components/entity-list';
import { PlusIcon } from '../../components/icons';
import { LayerEditor } from '../../components/layer-editor/layer-editor';
import { NewLayerModal } from '../../components/layer-editor/new-layer-modal';
import { RequireLogin } from '../../components/login-notice';
import { SectionNav, useOpenSection, useSection } from '../../components/section-nav';
import { ManagerPage } from '../../components/manager-page';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { useLayer } from '../../lib/gis';
import { useSession } from '../../lib/session';
import { useWorkspaceSelection } from '../../lib/use-workspace-selection';
import { AccessList } from './access-list';
import { aclQueryOptions, useAccessList, useUpdateWorkspace, useWorkspace, workspaceQueryOptions } from './api';
import { DeletedPoints } from './deleted-points';
import { PointImport } from './point-import';
import { JobsSection } from './jobs-section';
import { ResponsibilitySection } from './responsibility-section';
import { WebhooksSection } from './webhooks-section';
import { SurveysSection } from './surveys-section';
import { UpdatesSection } from './updates-section';
import { ResultsSection } from './results-section';
import { RetentionSection } from './retention-section';
import { TeamNotificationsSection } from './team-notifications-section';
import { DeadlinesSection } from './deadlines-section';
import { LayerList } from './layer-list';
import { MANAGER_SECTIONS, offeredSections, type ManagerSection } from './manager-sections';
import { WorkspaceDetail } from './workspace-detail';
import { TranslationsSection } from '../../components/translations/translations-section';

/** /workspaces, the workspace manager (docs/product.md §2, §4, §5, §6, §8), for logged-in users. */
export function WorkspacesPage() {
  const t = useT('workspaces', de.workspaces);
  return <RequireLogin title={t('title')}><WorkspaceManager /></RequireLogin>;
}

/** Left: the workspaces (with „Neues Projekt“, the quick start of docs/product.md §17.6, for holders
 *  of `project`) and the layers of the selected one (add,
 *  the exports of docs/product.md §18.4). Right: one section at a time (docs/product.md §17.5) — the workspace
 *  panel (Projekt, Gebiet), its team, its retention (§17.8), the layer panel (Karte, Fragebogen,
 *  Kategorien) and the deleted points. The panels stay mounted while another section is open, so that a draft
 *  survives switching. A link's `?workspace=` (from „Meine Projekte“) selects the workspace and
 *  `?bereich=` the section; what is offered follows the server's flags on the workspace
 *  (docs/product.md §17.4). */
function WorkspaceManager() {
  const tc = useT('common', de.common);
  const t = useT('workspaces', de.workspaces);
  const tl = useT('layers', de.layers);
  const tq = useT('quickStart', de.quickStart);
  const session = useSession();
  const qc = useQueryClient();
  const reload = (...keys: (readonly unknown[])[]) => keys.forEach((queryKey) => void qc.invalidateQueries({ queryKey }));
  const selection = useWorkspaceSelection({
    linkDefault: true,
    onSelectWorkspace: (id) => reload(workspaceQueryOptions(id).queryKey, aclQueryOptions(id).queryKey),
    onSelectLayer: (_id, wsId) => wsId && reload(aclQueryOptions(wsId).queryKey),
  });
  const { workspace, layer } = selection;
  const detail = useWorkspace(workspace?.ID);
  const updateWorkspace = useUpdateWorkspace();
  const acl = useAccessList(workspace?.CanManageTeam ? workspace.ID : undefined);
  const layerQuery = useLayer(layer?.ID);
  const [modal, setModal] = useState<'layer'>();

  const shownWorkspace = detail.data?.ID === workspace?.ID ? detail.data : workspace;
  const shownLayer = layerQuery.data?.ID === layer?.ID ? layerQuery.data : undefined;
  const offered = offeredSections(shownWorkspace, shownLayer !== undefined);
  const section = useSection(offered);
  const openSection = useOpenSection<ManagerSection>();
  const sectionNames = Object.fromEntries(MANAGER_SECTIONS.map((s) => [s, t(`section_${s}`)])) as Record<ManagerSection, string>;

  return (
    <ManagerPage title={t('title')}>
      <Row className="g-4">
        <Col lg={4}>
          <section aria-labelledby="ws-list-title" className="mb-4">
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h2 id="ws-list-title" className="h5 mb-0 me-auto">{t('listTitle')}</h2>
              {/* One way to a new project: the quick start, which also offers to begin empty. */}
              {session.can('project') && <Link className="btn btn-sm btn-primary text-nowrap" to="/projekte/neu"><PlusIcon /> {tq('open')}</Link>}
            </div>
            {selection.workspacesLoading && <p>{tc('loading')}</p>}
            {!selection.workspacesLoading && selection.workspaces.length === 0 && <p>{t('empty')}</p>}
            {selection.workspaces.length > 0 && (
              <EntityList label={t('list')} selectedId={workspace?.ID} onOpen={selection.selectWorkspace}
                items={selection.workspaces.map((w) => ({
                  id: w.ID, name: w.Name,
                  detail: [w.UserID && w.UserID === session.info.ID ? t('own') : '', w.Public ? t('publicBadge') : ''].filter(Boolean).join(', ') || undefined,
                }))} />
            )}
          </section>
          {workspace && (
            <section aria-labelledby="layer-list-title">
              <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
                <h2 id="layer-list-title" className="h5 mb-0 me-auto">{t('layersTitle')}</h2>
                {shownWorkspace?.CanAddLayer && (
                  <Button size="sm" variant="primary" className="text-nowrap" onClick={() => setModal('layer')}>
                    <PlusIcon /> {t('addLayer')}
                  </Button>
                )}
              </div>
              {selection.layersLoading && <p>{tc('loading')}</p>}
              {!selection.layersLoading && selection.layers.length === 0 && <p>{t('layersEmpty')}</p>}
              {selection.layers.length > 0 && (
                <LayerList layers={selection.layers} selectedId={layer?.ID} onOpen={selection.selectLayer} canReview={shownWorkspace?.CanEdit}
                  onExportJob={(id) => { selection.selectLayer(id); openSection('auftraege'); }} />
              )}
            </section>
          )}
        </Col>
        <Col lg={8}>
          {shownWorkspace && <SectionNav label={t('sectionsLabel')} offered={offered} current={section} names={sectionNames} />}
          {shownWorkspace && (
            <WorkspaceDetail key={shownWorkspace.ID} workspace={shownWorkspace} onDeleted={selection.forgetWorkspace}
              show={section === 'projekt' || section === 'gebiet' || section === 'daten' ? section : 'none'} />
          )}
          {shownWorkspace && section === 'team' && <AccessList key={`acl-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} acl={acl} />}
          {shownWorkspace && section === 'team' && <TeamNotificationsSection key={`team-mails-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} />}
          {shownWorkspace && section === 'team' && <DeadlinesSection key={`deadlines-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} />}
          {shownWorkspace && section === 'zustaendigkeiten' && (
            <ResponsibilitySection key={`responsibility-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} layers={selection.layers} />
          )}
          {shownWorkspace && section === 'aufbewahrung' && <RetentionSection key={`retention-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} />}
          {shownWorkspace && section === 'webhooks' && <WebhooksSection key={`webhooks-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} />}
          {shownWorkspace && section === 'umfragen' && <SurveysSection key={`surveys-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} />}
          {shownWorkspace && section === 'neuigkeiten' && <UpdatesSection key={`updates-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} />}
          {shownWorkspace && section === 'ergebnisse' && <ResultsSection key={`results-${shownWorkspace.ID}`} workspaceId={shownWorkspace.ID} layers={selection.layers} />}
          {layer && !shownLayer && <p>{layerQuery.isError ? tl('loadFailed') : tc('loading')}</p>}
          {shownLayer && (
            <LayerEditor key={shownLayer.ID} layer={shownLayer} withCategories allowGeolocation={false} onDeleted={selection.forgetLayer}
              show={section === 'karte' || section === 'fragebogen' || section === 'kategorien' ? section : 'none'} />
          )}
          {shownWorkspace && section === 'uebersetzungen' && <TranslationsSection workspace={shownWorkspace} layer={shownLayer} updateWorkspace={updateWorkspace} />}
          {shownLayer && section === 'geloescht' && <DeletedPoints layerId={shownLayer.ID} categories={shownLayer.Schema.Categories} />}
          {shownLayer && section === 'import' && <PointImport key={shownLayer.ID} layer={shownLayer} />}
          {shownWorkspace && section === 'auftraege' && <JobsSection key={`jobs-${shownWorkspace.ID}-${layer?.ID ?? ''}`} layers={selection.layers} layerId={layer?.ID} />}
        </Col>
      </Row>

      {modal === 'layer' && workspace && (
        <NewLayerModal workspaceId={workspace.ID} onClose={() => setModal(undefined)} onCreated={(created) => {
          setModal(undefined);
          selection.selectLayer(created.ID);
          openSection('fragebogen');
        }} />
      )}
    </ManagerPage>
  );
}
