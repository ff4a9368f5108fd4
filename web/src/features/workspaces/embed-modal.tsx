import { embedOriginsOf, flattenCategories, LANGUAGE_INFO, LANGUAGES, type Language, type Workspace } from '@mitmachkarte/contract';
import { useId, useState } from 'react';
import { Alert, Button, Col, Form, Modal, Row } from 'react-bootstrap';
import * as de from '../../i18n/de/embed-dialog';
import { useT } from '../../i18n/runtime';
import { useLayers } from '../../lib/gis';
import { useOrg } from '../../lib/org';
import { embedCode, embedUrl } from './embed-code';

const MIN_HEIGHT = 200;
const MAX_HEIGHT = 1200;

/** The „Einbetten“ dialog of a public project (docs/product.md §24.1): the map (when the project
 *  has several public ones), the map's height, a category and the language; a preview of the
 *  embed page in a frame (our own origin may always frame it) and the code to paste with
 *  „Kopieren“; which websites the organisation lets frame it. A react-bootstrap modal: the focus
 *  stays inside, Escape closes it, its title names it. */
export function EmbedModal({ workspace, onClose }: { workspace: Workspace; onClose: () => void }) {
  const t = useT('embedDialog', de.embedDialog);
  const tc = useT('common', de.common);
  const id = useId();
  const layers = (useLayers(workspace.ID).data ?? []).filter((l) => l.Public);
  const origins = embedOriginsOf(useOrg()?.Other ?? {});
  const [layerId, setLayerId] = useState('');
  const [heightText, setHeightText] = useState('400');
  const [category, setCategory] = useState('');
  const [language, setLanguage] = useState<Language>('de');
  const [copied, setCopied] = useState<'copied' | 'copyFailed'>();
  const layer = layers.find((l) => l.ID === layerId) ?? layers[0];
  const typed = Number(heightText);
  const heightOk = Number.isInteger(typed) && typed >= MIN_HEIGHT && typed <= MAX_HEIGHT;
  const height = heightOk ? typed : 400;
  const choice = { projectId: workspace.ID, layerId: layers.length > 1 && layer ? layer.ID : '', height, category, language };
  const code = embedCode(window.location.origin, choice, t('frameTitle', { name: workspace.Name }));
  const copy = () => {
    setCopied(undefined);
    navigator.clipboard.writeText(code).then(() => setCopied('copied'), () => setCopied('copyFailed'));
  };
  return (
    <Modal show onHide={onClose} size="lg" aria-labelledby={`${id}-title`}>
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id={`${id}-title`} as="h2" className="h5">{t('title')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('intro')}</p>
        <p className="small">{origins.length ? t('origins', { origins: origins.join(', ') }) : t('noOrigins')}</p>
        {!layer ? <Alert variant="info">{t('noMaps')}</Alert> : (
          <>
            <Row className="g-3 mb-3">
              {layers.length > 1 && (
                <Col sm={6}>
                  <Form.Label htmlFor={`${id}-layer`}>{t('layer')}</Form.Label>
                  <Form.Select id={`${id}-layer`} value={layer.ID} onChange={(e) => { setLayerId(e.target.value); setCategory(''); }}>
                    {layers.map((l) => <option key={l.ID} value={l.ID}>{l.Name}</option>)}
                  </Form.Select>
                </Col>
              )}
              <Col sm={6}>
                <Form.Label htmlFor={`${id}-height`}>{t('height')}</Form.Label>
                <Form.Control id={`${id}-height`} type="number" inputMode="numeric" min={MIN_HEIGHT} max={MAX_HEIGHT} step={10} value={heightText}
                  isInvalid={!heightOk} aria-invalid={!heightOk || undefined} aria-describedby={`${id}-height-hint`} onChange={(e) => setHeightText(e.target.value)} />
                <Form.Text id={`${id}-height-hint`} className={heightOk ? undefined : 'text-danger'}>{t('heightHint')}</Form.Text>
              </Col>
              {layer.Schema.Categories.length > 0 && (
                <Col sm={6}>
                  <Form.Label htmlFor={`${id}-category`}>{t('category')}</Form.Label>
                  <Form.Select id={`${id}-category`} value={category} onChange={(e) => setCategory(e.target.value)}>
                    <option value="">{t('allCategories')}</option>
                    {flattenCategories(layer.Schema.Categories).map(({ category: c, path }) => (
                      <option key={c.Name} value={c.Name}>{`${'– '.repeat(path.length)}${c.Label || c.Name}`}</option>
                    ))}
                  </Form.Select>
                </Col>
              )}
              <Col sm={6}>
                <Form.Label htmlFor={`${id}-language`}>{t('language')}</Form.Label>
                <Form.Select id={`${id}-language`} value={language} onChange={(e) => setLanguage(e.target.value as Language)}>
                  {LANGUAGES.map((l) => <option key={l} value={l} lang={l}>{LANGUAGE_INFO[l].name}</option>)}
                </Form.Select>
              </Col>
            </Row>
            <h3 className="h6">{t('preview')}</h3>
            <iframe className="embed-preview mb-3" src={embedUrl(window.location.origin, choice)} title={t('previewTitle')} height={height + 110} loading="lazy" />
            <Form.Label htmlFor={`${id}-code`}>{t('code')}</Form.Label>
            <Form.Control id={`${id}-code`} as="textarea" rows={6} readOnly value={code} className="font-monospace small" dir="ltr" onFocus={(e) => e.currentTarget.select()} />
            <div className="d-flex align-items-center gap-2 mt-2">
              <Button onClick={copy}>{t('copy')}</Button>
              <span role="status" className="small">{copied ? t(copied) : ''}</span>
            </div>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onClose}>{tc('close')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
