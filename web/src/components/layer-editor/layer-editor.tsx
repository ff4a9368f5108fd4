import { DUPLICATE_RADIUS_MAX, GEOMETRY_KINDS, type Layer } from '@mitmachkarte/contract';
import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Col, Form, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { showAlert } from '../../lib/alerts';
import { useUpdateLayer } from '../../lib/gis';
import { CategoryEditor } from '../category-editor/category-editor';
import { ConfirmModal } from '../confirm-modal';
import { failureText } from '../failure-alert';
import { SchemaEditor } from '../schema-editor/schema-editor';
import { SchemaPreview } from '../schema-editor/schema-preview';
import { toStatusDrafts } from '../status-editor/status-draft';
import { StatusEditor } from '../status-editor/status-editor';
import { DeleteLayerModal } from './delete-layer-modal';
import { draftSchema, isLayerChanged, isRadius, layerDraftProblems, toLayerDraft, toUpdateBody, withGeometry, withoutCategories, withSavedKeys, type LayerDraft } from './layer-draft';
import './layer-editor.css';
import { MapAreaEditor } from '../map-area-editor';
import { ContextLayerEditor } from '../context-layer-editor/context-layer-editor';

type LayerEditorProps = {
  /** The layer as last saved. The panel keeps its draft until Verwerfen; give it a `key` per layer. */
  layer: Layer;
  /** The workspace manager edits categories; the older layer manager does not (docs/product.md §2). */
  withCategories: boolean;
  /** The layer manager offers the geolocation question type (docs/product.md §2). */
  allowGeolocation: boolean;
  /** What the panel shows: everything (the layer manager), one section of the workspace manager
   *  (docs/product.md §17.5), or nothing while another section is open (the draft is kept). */
  show?: 'all' | LayerSection | 'none';
  onDeleted: () => void;
};

/** The parts of the layer panel that the workspace manager shows as sections of their own. */
export type LayerSection = 'karte' | 'fragebogen' | 'kategorien';

type Confirm = 'delete' | 'schema' | 'categories';

/** The layer panel of the workspace and layer managers (docs/product.md §2, §4, §5, §8): name, Öffentlich,
 *  Öffentlich editierbar, Vorabprüfung, the radius of „Wurde das schon gemeldet?“ (§24.3), its own start view, its context layers and the statuses (section Karte);
 *  create/remove the schema, the schema editor with its live preview (Fragebogen); create/remove
 *  categories and the category editor (Kategorien); Speichern (name required, no schema
 *  problems), Verwerfen (back to the last saved state) and Löschen under every section. */
export function LayerEditor({ layer, withCategories, allowGeolocation, show = 'all', onDeleted }: LayerEditorProps) {
  const t = useT('layers', de.layers);
  const tm = useT('mapArea', de.mapArea);
  const ts = useT('schemaEditor', de.schemaEditor);
  const tk = useT('categoryEditor', de.categoryEditor);
  const tx = useT('contextLayerEditor', de.contextLayerEditor);
  const tst = useT('statusEditor', de.statusEditor);
  const update = useUpdateLayer();
  const [draft, setDraft] = useState<LayerDraft>(() => toLayerDraft(layer));
  const [viewOpen, setViewOpen] = useState(false);
  const [nameMissing, setNameMissing] = useState(false);
  const [confirm, setConfirm] = useState<Confirm>();
  const nameRef = useRef<HTMLInputElement>(null);
  const problemsRef = useRef<HTMLDivElement>(null);
  const id = `layer-${layer.ID}`;

  const problems = useMemo(() => layerDraftProblems(draft), [draft]);
  const saved = useMemo(() => draftSchema(draft), [draft]);
  const changed = isLayerChanged(layer, draft);
  const change = (patch: Partial<LayerDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const shows = (section: LayerSection) => show === 'all' || show === section;

  const save = () => {
    if (!draft.Name.trim()) {
      setNameMissing(true);
      nameRef.current?.focus();
      return;
    }
    if (!isRadius(draft.duplicateRadius)) {
      document.getElementById(`${id}-duplicate-radius`)?.focus();
      return;
    }
    if (problems.all.length > 0) {
      problemsRef.current?.focus();
      return;
    }
    update.mutate(toUpdateBody(layer, draft), {
      onSuccess: (saved) => {
        // New statuses got their keys on saving; show them (docs/product.md §16.1). Keys of
        // questions, options and categories stay from now on, as answers may be stored under them.
        setDraft((d) => ({ ...withSavedKeys(d), statuses: toStatusDrafts(saved.Statuses) }));
        showAlert('success', t('saved'));
      },
      onError: (err) => showAlert('warning', failureText(t('saveFailed'), err)),
    });
  };

  const discard = () => {
    setDraft(toLayerDraft(layer));
    setNameMissing(false);
  };

  if (show === 'none') return null;
  return (
    <Card as="section" className="layer-editor" aria-labelledby={`${id}-title`}>
      <Card.Header>
        <h2 id={`${id}-title`} className="h5 mb-0">{t('detailTitle', { name: layer.Name })}</h2>
      </Card.Header>
      <Card.Body>
        {shows('karte') && (
          <>
            <Row className="g-3 align-items-start">
              <Col md={6}>
                <Form.Group controlId={`${id}-name`}>
                  <Form.Label>{t('name')}</Form.Label>
                  <Form.Control ref={nameRef} value={draft.Name} autoComplete="off" required isInvalid={nameMissing} aria-invalid={nameMissing || undefined}
                    aria-describedby={nameMissing ? `${id}-name-error` : undefined}
                    onChange={(e) => { change({ Name: e.target.value }); setNameMissing(false); }} />
                  {nameMissing && <Form.Control.Feedback type="invalid" id={`${id}-name-error`}>{t('nameMissing')}</Form.Control.Feedback>}
                </Form.Group>
              </Col>
              <Col md={6}>
                <Form.Check type="switch" id={`${id}-public`} label={t('public')} checked={draft.Public}
                  aria-describedby={`${id}-public-hint`} onChange={(e) => change({ Public: e.target.checked })} />
                <Form.Text id={`${id}-public-hint`} className="d-block mb-2">{t('publicHint')}</Form.Text>
                <Form.Check type="switch" id={`${id}-editable`} label={t('editable')} checked={draft.Editable}
                  aria-describedby={`${id}-editable-hint`} onChange={(e) => change({ Editable: e.target.checked })} />
                <Form.Text id={`${id}-editable-hint`} className="d-block mb-2">{t('editableHint')}</Form.Text>
                <Form.Check type="switch" id={`${id}-premoderation`} label={t('premoderation')} checked={draft.Premoderation}
                  aria-describedby={`${id}-premoderation-hint`} onChange={(e) => change({ Premoderation: e.target.checked })} />
                <Form.Text id={`${id}-premoderation-hint`} className="d-block mb-2">{t('premoderationHint')}</Form.Text>
                <Form.Group controlId={`${id}-duplicate-radius`}>
                  <Form.Label>{t('duplicateRadius')}</Form.Label>
                  <Form.Control type="number" inputMode="numeric" min={0} max={DUPLICATE_RADIUS_MAX} step={1} className="w-auto" value={draft.duplicateRadius}
                    isInvalid={!isRadius(draft.duplicateRadius)} aria-invalid={!isRadius(draft.duplicateRadius) || undefined}
                    aria-describedby={isRadius(draft.duplicateRadius) ? `${id}-duplicate-radius-hint` : `${id}-duplicate-radius-hint ${id}-duplicate-radius-error`}
                    onChange={(e) => change({ duplicateRadius: e.target.value })} />
                  <Form.Text id={`${id}-duplicate-radius-hint`} className="d-block">{t('duplicateRadiusHint')}</Form.Text>
                  {!isRadius(draft.duplicateRadius) && <Form.Control.Feedback type="invalid" id={`${id}-duplicate-radius-error`}>{t('duplicateRadiusInvalid')}</Form.Control.Feedback>}
                </Form.Group>
                {/* What entries may be (docs/product.md §25.1): at least one kind. */}
                <fieldset className="mt-3" aria-describedby={problems.geometries ? `${id}-geometries-error` : undefined}>
                  <legend className="form-label fs-6 mb-1">{t('geometries')}</legend>
                  {GEOMETRY_KINDS.map((kind) => (
                    <Form.Check key={kind} type="checkbox" inline id={`${id}-geometry-${kind}`} label={t(`geometry_${kind}`)}
                      checked={draft.geometries.includes(kind)} isInvalid={!!problems.geometries}
                      onChange={(e) => change({ geometries: withGeometry(draft.geometries, kind, e.target.checked) })} />
                  ))}
                  {problems.geometries && <div className="invalid-feedback d-block" id={`${id}-geometries-error`}>{problems.geometries}</div>}
                </fieldset>
              </Col>
            </Row>

            <details className="mt-3" onToggle={(e) => setViewOpen(e.currentTarget.open)}>
              <summary>{tm('layerOpen')}</summary>
              {/* Leaflet measures its container: the map is made once the section is open. */}
              {viewOpen && (
                <MapAreaEditor value={{ MapView: draft.MapView, Boundary: null }} withBoundary={false}
                  onChange={(area) => change({ MapView: area.MapView })} changed={draft.MapView !== layer.MapView} />
              )}
            </details>
          </>
        )}

        {shows('fragebogen') && (
          <section className={show === 'all' ? 'mt-4' : ''} aria-labelledby={`${id}-schema-title`}>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h3 id={`${id}-schema-title`} className="h5 mb-0 me-auto">{ts('title')}</h3>
              {draft.hasSchema
                ? <Button size="sm" variant="outline-danger" onClick={() => setConfirm('schema')}>{t('removeSchema')}</Button>
                : <Button size="sm" variant="outline-primary" onClick={() => change({ hasSchema: true })}>{t('createSchema')}</Button>}
            </div>
            {draft.hasSchema ? (
              <Row className="g-3">
                <Col xl={7}>
                  <SchemaEditor variables={draft.variables} categories={saved.Categories} allowGeolocation={allowGeolocation}
                    problems={problems} onChange={(variables) => change({ variables })} />
                </Col>
                <Col xl={5}>
                  <SchemaPreview variables={saved.Schema} categories={saved.Categories} />
                </Col>
              </Row>
            ) : <p className="text-body-secondary">{t('noSchema')}</p>}
          </section>
        )}

        {withCategories && shows('kategorien') && (
          <section className={show === 'all' ? 'mt-4' : ''} aria-labelledby={`${id}-categories-title`}>
            <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
              <h3 id={`${id}-categories-title`} className="h5 mb-0 me-auto">{tk('title')}</h3>
              {draft.hasCategories
                ? <Button size="sm" variant="outline-danger" onClick={() => setConfirm('categories')}>{t('removeCategories')}</Button>
                : <Button size="sm" variant="outline-primary" onClick={() => change({ hasCategories: true })}>{t('createCategories')}</Button>}
            </div>
            {draft.hasCategories
              ? <CategoryEditor categories={draft.categories} problems={problems.categories} onChange={(categories) => change({ categories })} />
              : <p className="text-body-secondary">{t('noCategories')}</p>}
          </section>
        )}

        {shows('karte') && (
          <section className="mt-4" aria-labelledby={`${id}-context-title`}>
            <h3 id={`${id}-context-title`} className="h5">{tx('title')}</h3>
            <ContextLayerEditor id={`${id}-context`} layers={draft.contextLayers} problems={problems.contextLayers}
              onChange={(contextLayers) => change({ contextLayers })} />
          </section>
        )}

        {shows('karte') && (
          <section className="mt-4" aria-labelledby={`${id}-statuses-title`}>
            <h3 id={`${id}-statuses-title`} className="h5">{tst('title')}</h3>
            <StatusEditor id={`${id}-statuses`} statuses={draft.statuses} onChange={(statuses) => change({ statuses })} />
          </section>
        )}
      </Card.Body>
      <Card.Footer className="layer-editor-actions">
        {problems.all.length > 0 && (
          <Alert variant="warning" className="py-2 mb-2" ref={problemsRef} tabIndex={-1} id={`${id}-problems`}>
            <strong className="d-block">{t('problemsFirst')}</strong>
            <ul className="mb-0 ps-3 small">{problems.all.map((m) => <li key={m}>{m}</li>)}</ul>
          </Alert>
        )}
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Button onClick={save} disabled={update.isPending}>{update.isPending ? t('saving') : t('save')}</Button>
          <Button variant="outline-secondary" onClick={discard}>{t('discard')}</Button>
          <Button variant="outline-danger" onClick={() => setConfirm('delete')}>{t('remove')}</Button>
          <span className="small text-body-secondary ms-auto text-end">
            {t('detailTitle', { name: layer.Name })}
            <span role="status">{changed ? ` · ${t('unsaved')}` : ''}</span>
          </span>
        </div>
      </Card.Footer>

      {confirm === 'delete' && <DeleteLayerModal layer={layer} onClose={() => setConfirm(undefined)} onDeleted={onDeleted} />}
      <ConfirmModal id={`${id}-remove-schema`} show={confirm === 'schema'} title={t('removeSchemaTitle')}
        onConfirm={() => { change({ hasSchema: false, variables: [] }); setConfirm(undefined); }} onCancel={() => setConfirm(undefined)}>
        {t('removeSchemaQuestion', { name: layer.Name })}
      </ConfirmModal>
      <ConfirmModal id={`${id}-remove-categories`} show={confirm === 'categories'} title={t('removeCategoriesTitle')}
        onConfirm={() => { setDraft(withoutCategories); setConfirm(undefined); }} onCancel={() => setConfirm(undefined)}>
        {t('removeCategoriesQuestion', { name: layer.Name })}
      </ConfirmModal>
    </Card>
  );
}
