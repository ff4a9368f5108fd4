import type { GeometryKind } from '@mitmachkarte/contract';
import { useState } from 'react';
import { Button, Modal } from 'react-bootstrap';
import * as de from '../../../i18n/de/draw-entry';
import { useT } from '../../../i18n/runtime';

type KindChooserProps = {
  show: boolean;
  /** What the layer accepts (Layer.Geometries), in the contract's order. */
  kinds: readonly GeometryKind[];
  onChoose: (kind: GeometryKind) => void;
  onClose: () => void;
};

/** Modal „Was möchten Sie eintragen?“ (docs/product.md §25.1): „Punkt setzen“, „Linie zeichnen“,
 *  „Fläche zeichnen“, those the layer accepts. As the category chooser, `onChoose` is called once
 *  the modal has faded out, so that the next step keeps the focus. */
export function KindChooser({ show, kinds, onChoose, onClose }: KindChooserProps) {
  const t = useT('drawEntry', de.drawEntry);
  const tc = useT('common', de.common);
  const [chosen, setChosen] = useState<GeometryKind>();
  const exited = () => {
    setChosen(undefined);
    if (chosen) onChoose(chosen);
  };
  return (
    <Modal show={show && !chosen} onHide={onClose} onExited={exited} restoreFocus={!chosen} className="map-dialog" aria-labelledby="kind-chooser-title">
      <Modal.Header closeButton closeLabel={tc('close')}>
        <Modal.Title id="kind-chooser-title" as="h2" className="h5">{t('kindTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <div className="d-grid gap-2">
          {kinds.map((kind) => (
            <Button key={kind} variant="outline-primary" onClick={() => setChosen(kind)}>{t(`kind_${kind}`)}</Button>
          ))}
        </div>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>{tc('cancel')}</Button>
      </Modal.Footer>
    </Modal>
  );
}
