import type { Workspace } from '@mitmachkarte/contract';
import { useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { ConfirmModal } from '../../components/confirm-modal';
import { failureText } from '../../components/failure-alert';
import { MapAreaEditor } from '../../components/map-area-editor';
import { TownText } from '../../components/town-text';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useLayers } from '../../lib/gis';
import { useSession } from '../../lib/session';
import { useSurveys } from '../../lib/surveys-api';
import { useDeleteWorkspace, useUpdateWorkspace } from './api';
import { ProjectPageEditor } from './project-page-editor';
import { LicenceEditor } from './licence-editor';
import { ResidencyEditor } from './residency-editor';
import { TransferModal } from './transfer-modal';
import { EmbedModal } from './embed-modal';
import * as deEmbed from '../../i18n/de/embed-dialog';

type Draft = Pick<Workspace, 'Name' | 'Public' | 'Editable' | 'MapView' | 'Boundary' | 'Description' | 'Phases' | 'Closed' | 'ImageID' | 'ImageAlt' | 'Licence' | 'Residency'>;
const toDraft = (ws: Workspace): Draft => ({
  Name: ws.Name, Public: ws.Public, Editable: ws.Editable, MapView: ws.MapView, Boundary: ws.Boundary,
  Description: ws.Description, Phases: ws.Phases, Closed: ws.Closed, ImageID: ws.ImageID, ImageAlt: ws.ImageAlt, Licence: ws.Licence, Residency: ws.Residency,
});

type WorkspaceDetailProps = {
  /** The workspace as last saved; give the panel a `key` per workspace. */
  workspace: Workspace;
  /** What the panel shows: the project (name, flags, owner, project page), its area, or nothing
   *  while another section of the manager is open (the draft is kept until Verwerfen). */
  show: 'projekt' | 'gebiet' | 'daten' | 'none';
  onDeleted: () => void;
};

/** The workspace panel (docs/product.md §2, §5, §8): in the section Projekt the name, Öffentlich, Öffentlich
 *  editierbar, the owner by name with 'Eigentümer übertragen' and for managers the project page
 *  (§17.2), who may take part (verified residents only, §14.1) and the open data licence (§24.4); in the section Gebiet the map area (§17.1); both with Speichern,
 *  Verwerfen (back to the last saved state) and Löschen (asks first); for managers the link to the
 *  workspace's audit log (docs/product.md §16.4). What is offered follows the server's flags on the
 *  workspace (CanEdit, CanTransfer, CanDelete, §17.4). „Einbetten“ of a public project opens the
 *  dialog with the embed code for its managers (§24.1). */
export function WorkspaceDetail({ workspace, show, onDeleted }: WorkspaceDetailProps) {
  const t = useT('workspaces', de.workspaces);
  const tp = useT('projects', de.projects);
  const session = useSession();
  const ta = useT('audit', de.audit);
  const tm = useT('moderationQueue', de.moderationQueue);
  const te = useT('embedDialog', deEmbed.embedDialog);
  const update = useUpdateWorkspace();
  const remove = useDeleteWorkspace();
  const [draft, setDraft] = useState<Draft>(() => toDraft(workspace));
  const [nameMissing, setNameMissing] = useState(false);
  const [modal, setModal] = useState<'transfer' | 'delete' | 'embed'>();
  const nameRef = useRef<HTMLInputElement>(null);
  const managed = workspace.CanEdit;
  // The phases' switches name the project's maps and surveys (docs/product.md §25.4).
  const layers = useLayers(managed && show === 'projekt' ? workspace.ID : undefined);
  const surveys = useSurveys(workspace.ID, managed && show === 'projekt');
  const id = `ws-${workspace.ID}`;

  const ownerText = workspace.UserID && workspace.UserID === session.info.ID ? (session.info.Name ? t('ownerYouNamed', { name: session.info.Name }) : t('ownerYou'))
    : !workspace.UserID ? t('ownerNone')
      : workspace.Owner ? `${workspace.Owner.Name} (${workspace.Owner.Email})` : t('ownerUnknown');

  const save = () => {
    const Name = draft.Name.trim();
    if (!Name) {
      setNameMissing(true);
      nameRef.current?.focus();
      return;
    }
    update.mutate({ ...draft, ID: workspace.ID, Name, Attributes: workspace.Attributes }, {
      onSuccess: (saved) => {
        setDraft(toDraft(saved));
        showAlert('success', t('saved'));
      },
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };

  const confirmDelete = () => remove.mutate(workspace.ID, {
    onSuccess: () => {
      showAlert('success', t('deleted'));
      onDeleted();
    },
    onError: (err) => showAlert('warning', failureText(t('deleteFailed'), err)),
    onSettled: () => setModal(undefined),
  });

  const changed = JSON.stringify(draft) !== JSON.stringify(toDraft(workspace));
  if (show === 'none') return null;
  return (
    <Card as="section" className="mb-4" aria-labelledby={`${id}-title`}>
      <Card.Header>
        <h2 id={`${id}-title`} className="h5 mb-0">{t('detailTitle')} <TownText>{workspace.Name}</TownText></h2>
      </Card.Header>
      <Card.Body>
        {!managed && <Alert variant="info" className="py-2">{t('notManaged')}</Alert>}
        {show === 'projekt' && (
          <Row className="g-3">
            <Col md={6}>
              <Form.Group controlId={`${id}-name`} className="mb-3">
                <Form.Label>{t('name')}</Form.Label>
                <Form.Control ref={nameRef} value={draft.Name} autoComplete="off" required isInvalid={nameMissing} aria-invalid={nameMissing || undefined}
                  aria-describedby={nameMissing ? `${id}-name-error` : undefined}
                  onChange={(e) => { setDraft({ ...draft, Name: e.target.value }); setNameMissing(false); }} />
                {nameMissing && <Form.Control.Feedback type="invalid" id={`${id}-name-error`}>{t('nameMissing')}</Form.Control.Feedback>}
              </Form.Group>
              <div className="mb-1 fw-semibold" id={`${id}-owner-label`}>{t('owner')}</div>
              <div className="d-flex flex-wrap align-items-center gap-2" aria-labelledby={`${id}-owner-label`} role="group">
                <span>{ownerText}</span>
                {workspace.CanTransfer && <Button size="sm" variant="outline-secondary" onClick={() => setModal('transfer')}>{t('transfer')}</Button>}
              </div>
            </Col>
            <Col md={6}>
              <Form.Check type="switch" id={`${id}-public`} label={t('public')} checked={draft.Public} aria-describedby={`${id}-public-hint`}
                onChange={(e) => setDraft({ ...draft, Public: e.target.checked })} />
              <Form.Text id={`${id}-public-hint`} className="d-block mb-2">{t('publicHint')}</Form.Text>
              <Form.Check type="switch" id={`${id}-editable`} label={t('editable')} checked={draft.Editable} aria-describedby={`${id}-editable-hint`}
                onChange={(e) => setDraft({ ...draft, Editable: e.target.checked })} />
              <Form.Text id={`${id}-editable-hint`} className="d-block">{t('editableHint')}</Form.Text>
            </Col>
          </Row>
        )}
        {show === 'gebiet' && managed && (
          <MapAreaEditor value={draft} onChange={(area) => setDraft({ ...draft, ...area })}
            changed={draft.MapView !== workspace.MapView || draft.Boundary !== workspace.Boundary} />
        )}
        {show === 'projekt' && managed && <ProjectPageEditor value={draft} layers={layers.data ?? []} surveys={surveys.data ?? []} onChange={(page) => setDraft({ ...draft, ...page })} />}
        {show === 'projekt' && managed && <ResidencyEditor value={draft.Residency} onChange={(Residency) => setDraft({ ...draft, Residency })} />}
        {show === 'daten' && managed && <LicenceEditor value={draft.Licence} onChange={(Licence) => setDraft({ ...draft, Licence })} />}
      </Card.Body>
      <Card.Footer className="d-flex flex-wrap gap-2">
        <Button onClick={save} disabled={update.isPending}>{update.isPending ? t('saving') : t('save')}</Button>
        <Button variant="outline-secondary" onClick={() => { setDraft(toDraft(workspace)); setNameMissing(false); }}>{t('discard')}</Button>
        {workspace.CanDelete && <Button variant="outline-danger" onClick={() => setModal('delete')}>{t('remove')}</Button>}
        <span className="small text-body-secondary align-self-center" role="status">{changed ? t('unsaved') : ''}</span>
        <div className="ms-md-auto d-flex flex-wrap gap-2">
          {workspace.Public && <Link className="btn btn-outline-primary" to={`/projekt/${workspace.ID}`}>{tp('viewPage')}</Link>}
          {workspace.Public && managed && <Button variant="outline-primary" onClick={() => setModal('embed')}>{te('button')}</Button>}
          {managed && <Link className="btn btn-outline-primary" to={`/moderation/${workspace.ID}`}>{tm('link')}</Link>}
          {managed && <Link className="btn btn-outline-secondary" to={`/workspaces/${workspace.ID}/protokoll`}>{ta('workspaceLink')}</Link>}
        </div>
      </Card.Footer>

      {modal === 'transfer' && <TransferModal workspace={workspace} onClose={() => setModal(undefined)} />}
      {modal === 'embed' && <EmbedModal workspace={workspace} onClose={() => setModal(undefined)} />}
      <ConfirmModal id={`${id}-delete`} show={modal === 'delete'} title={t('deleteTitle')} pending={remove.isPending}
        onConfirm={confirmDelete} onCancel={() => setModal(undefined)}>
        {t('deleteQuestion', { name: workspace.Name })}
      </ConfirmModal>
    </Card>
  );
}
