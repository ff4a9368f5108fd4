import { Button, Modal } from 'react-bootstrap';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';

/** The information pop-up of the map app (docs/product.md §2): short hints on how to record an entry. */
export function InfoModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const t = useT('map', de.map);
  const tc = useT('common', de.common);
  const ta = useT('access', de.access);
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="map-info-title" className="map-dialog">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="map-info-title" as="h2" className="h5">{t('infoTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{t('infoIntro')}</p>
        <ol>
          {(['infoStep1', 'infoStep2', 'infoStep3', 'infoStep4'] as const).map((s) => <li key={s}>{ta(s)}</li>)}
        </ol>
        <p className="mb-0">{t('infoBrowse')}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>{tc('close')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
