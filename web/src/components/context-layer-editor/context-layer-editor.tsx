import { CONTEXT_ATTRIBUTION_MAX, CONTEXT_LAYERS_MAX, CONTEXT_TITLE_MAX, CONTEXT_URL_MAX, type ContextLayerKind } from '@mitmachkarte/contract';
import { useEffect, useRef, useState } from 'react';
import { Button, Col, Form, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/editors';
import { useT } from '../../i18n/runtime';
import { moveItem } from '../list-moves';
import { newContextLayerDraft, type ContextLayerDraft, type ContextLayerField } from './context-layer-draft';

type ContextLayerEditorProps = {
  /** Prefix of the element ids. */
  id: string;
  layers: ContextLayerDraft[];
  /** German messages per draft uid and field (contextLayerProblems). */
  problems: Record<string, Partial<Record<ContextLayerField, string>>>;
  onChange: (layers: ContextLayerDraft[]) => void;
};

/** The context layers of a layer (docs/product.md §17.7): per entry Art, Titel, Adresse, Ebenen
 *  (WMS only), Quellenangabe, Deckkraft and „Beim Öffnen zeigen“, each with its label and its
 *  German message beside it; move up and down (the first is drawn lowest), remove, add (at most
 *  CONTEXT_LAYERS_MAX). A new entry takes the focus in its title; a removed one gives it to
 *  „Kartenebene hinzufügen“. */
export function ContextLayerEditor({ id, layers, problems, onChange }: ContextLayerEditorProps) {
  const t = useT('contextLayerEditor', de.contextLayerEditor);
  const [focusUid, setFocusUid] = useState<string>();
  const addRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!focusUid) return;
    if (focusUid === 'add') addRef.current?.focus();
    else document.getElementById(`${id}-${focusUid}-title`)?.focus();
    setFocusUid(undefined);
  }, [focusUid]);
  const patch = (uid: string, change: Partial<ContextLayerDraft>) => onChange(layers.map((l) => (l.uid === uid ? { ...l, ...change } : l)));

  return (
    <>
      <p className="small text-body-secondary">{t('intro')}</p>
      {layers.length === 0 && <p className="text-body-secondary">{t('none')}</p>}
      {layers.map((l, i) => {
        const name = l.Title.trim() ? t('entryNamed', { n: i + 1, title: l.Title.trim() }) : t('entry', { n: i + 1 });
        const p = problems[l.uid] ?? {};
        const base = `${id}-${l.uid}`;
        /** The accessible invalid state of a control and the ids of its hint and message. */
        const described = (field: ContextLayerField, hint?: string) => ({
          'aria-invalid': p[field] ? true : undefined,
          'aria-describedby': [hint, p[field] ? `${base}-${field}-error` : undefined].filter(Boolean).join(' ') || undefined,
        });
        /** Props of a react-bootstrap control with its message: invalid state (red border) and described(). */
        const invalid = (field: ContextLayerField, hint?: string) => ({ isInvalid: !!p[field], ...described(field, hint) });
        const error = (field: ContextLayerField) => p[field] && (
          <Form.Control.Feedback type="invalid" id={`${base}-${field}-error`}>{p[field]}</Form.Control.Feedback>
        );
        return (
          <fieldset key={l.uid} className="context-layer border rounded p-2 mb-3">
            <legend className="fs-6 fw-semibold float-none w-auto px-1 mb-1">{name}</legend>
            <Row className="g-2">
              <Col sm={4} md={3}>
                <Form.Group controlId={`${base}-kind`}>
                  <Form.Label>{t('kind')}</Form.Label>
                  <Form.Select size="sm" value={l.Kind} {...invalid('Kind')}
                    onChange={(e) => patch(l.uid, { Kind: e.target.value as ContextLayerKind })}>
                    {(['wms', 'wmts', 'xyz'] as const).map((k) => <option key={k} value={k}>{t(`kind_${k}`)}</option>)}
                  </Form.Select>
                  {error('Kind')}
                </Form.Group>
              </Col>
              <Col sm={8} md={9}>
                <Form.Group controlId={`${base}-title`}>
                  <Form.Label>{t('titleLabel')}</Form.Label>
                  <Form.Control size="sm" value={l.Title} maxLength={CONTEXT_TITLE_MAX} autoComplete="off" {...invalid('Title')}
                    onChange={(e) => patch(l.uid, { Title: e.target.value })} />
                  {error('Title')}
                </Form.Group>
              </Col>
              <Col xs={12}>
                <Form.Group controlId={`${base}-url`}>
                  <Form.Label>{t('url')}</Form.Label>
                  <Form.Control size="sm" type="url" inputMode="url" value={l.Url} maxLength={CONTEXT_URL_MAX} autoComplete="off" spellCheck={false}
                    {...invalid('Url', `${base}-url-hint`)} onChange={(e) => patch(l.uid, { Url: e.target.value })} />
                  <Form.Text id={`${base}-url-hint`} className="d-block">{t(`urlHint_${l.Kind}`)}</Form.Text>
                  {error('Url')}
                </Form.Group>
              </Col>
              {l.Kind === 'wms' && (
                <Col xs={12}>
                  <Form.Group controlId={`${base}-layers`}>
                    <Form.Label>{t('layers')}</Form.Label>
                    <Form.Control size="sm" value={l.Layers} autoComplete="off" spellCheck={false}
                      {...invalid('Layers', `${base}-layers-hint`)} onChange={(e) => patch(l.uid, { Layers: e.target.value })} />
                    <Form.Text id={`${base}-layers-hint`} className="d-block">{t('layersHint')}</Form.Text>
                    {error('Layers')}
                  </Form.Group>
                </Col>
              )}
              <Col xs={12}>
                <Form.Group controlId={`${base}-attribution`}>
                  <Form.Label>{t('attribution')}</Form.Label>
                  <Form.Control size="sm" value={l.Attribution} maxLength={CONTEXT_ATTRIBUTION_MAX} autoComplete="off" {...invalid('Attribution')}
                    onChange={(e) => patch(l.uid, { Attribution: e.target.value })} />
                  {error('Attribution')}
                </Form.Group>
              </Col>
              <Col sm={6}>
                <Form.Group controlId={`${base}-opacity`}>
                  <Form.Label>{t('opacity')}: {t('opacityValue', { percent: Math.round(l.Opacity * 100) })}</Form.Label>
                  <Form.Range min={0.1} max={1} step={0.05} value={l.Opacity} aria-valuetext={t('opacityValue', { percent: Math.round(l.Opacity * 100) })} className={p.Opacity ? 'is-invalid' : undefined} {...described('Opacity')}
                    onChange={(e) => patch(l.uid, { Opacity: Number(e.target.value) })} />
                  {error('Opacity')}
                </Form.Group>
              </Col>
              <Col sm={6} className="d-flex align-items-end">
                <Form.Check type="switch" id={`${base}-visible`} label={t('visible')} checked={l.Visible}
                  onChange={(e) => patch(l.uid, { Visible: e.target.checked })} />
              </Col>
            </Row>
            <div className="d-flex flex-wrap gap-2 mt-2">
              <Button size="sm" variant="outline-secondary" disabled={i === 0} aria-label={t('up', { name })} onClick={() => onChange(moveItem(layers, i, -1))}>↑</Button>
              <Button size="sm" variant="outline-secondary" disabled={i === layers.length - 1} aria-label={t('down', { name })} onClick={() => onChange(moveItem(layers, i, 1))}>↓</Button>
              <Button size="sm" variant="outline-danger" aria-label={t('remove', { name })}
                onClick={() => { onChange(layers.filter((x) => x.uid !== l.uid)); setFocusUid('add'); }}>{t('removeShort')}</Button>
            </div>
          </fieldset>
        );
      })}
      <Button ref={addRef} size="sm" variant="outline-primary" disabled={layers.length >= CONTEXT_LAYERS_MAX}
        aria-describedby={layers.length >= CONTEXT_LAYERS_MAX ? `${id}-full` : undefined}
        onClick={() => { const added = newContextLayerDraft(); onChange([...layers, added]); setFocusUid(added.uid); }}>{t('add')}</Button>
      {layers.length >= CONTEXT_LAYERS_MAX && <Form.Text id={`${id}-full`} className="d-block">{t('full', { max: CONTEXT_LAYERS_MAX })}</Form.Text>}
    </>
  );
}
