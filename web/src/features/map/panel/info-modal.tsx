import { Button, Modal } from 'react-bootstrap';
import * as de from '../../../i18n/de/map';

/** The information pop-up of the map app (docs/product.md §2): short hints on how to record an entry. */
export function InfoModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="map-info-title" className="map-dialog">
      <Modal.Header closeButton closeLabel={de.common.close}>
        <Modal.Title id="map-info-title" as="h2" className="h5">{de.map.infoTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p>{de.map.infoIntro}</p>
        <ol>
          {de.access.infoSteps.map((s) => <li key={s}>{s}</li>)}
        </ol>
        <p className="mb-0">{de.map.infoBrowse}</p>
      </Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>{de.common.close}</Button>
      </Modal.Footer>
    </Modal>
  );
}
