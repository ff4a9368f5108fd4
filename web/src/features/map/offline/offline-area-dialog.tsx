import { useState } from 'react';
import { Alert, Button, Modal, ProgressBar } from 'react-bootstrap';
import * as de from '../../../i18n/de/map';
import { showAlert } from '../../../lib/alerts';
import { downloadTiles, estimateMegabytes, MAX_OFFLINE_TILES, type TilePlan } from './offline-tiles';

type OfflineAreaDialogProps = {
  /** The tiles to keep (offline-tiles.ts offlineTiles); undefined while the dialog is closed. */
  plan: TilePlan | undefined;
  /** The tile URL template (TILE_URL). */
  template: string;
  /** Closes the dialog; after a download with the number of tiles kept. */
  onClose: (kept?: number) => void;
};

/** The dialog of „Kartenausschnitt offline speichern“ (docs/product.md §22): how many tiles and
 *  about how many megabytes before anything is loaded, or that the area is too large
 *  (MAX_OFFLINE_TILES, the tile server's usage policy); „Herunterladen“ with a progress bar.
 *  Loaded when first opened. */
export function OfflineAreaDialog({ plan, template, onClose }: OfflineAreaDialogProps) {
  const [done, setDone] = useState<number>();
  const count = plan?.tiles.length ?? 0;
  const running = done !== undefined;

  const close = () => {
    if (!running) onClose();
  };
  const download = async () => {
    if (!plan) return;
    if (!navigator.onLine) {
      showAlert('warning', de.offline.areaOffline);
      return;
    }
    setDone(0);
    const failed = await downloadTiles(template, plan.tiles, setDone);
    setDone(undefined);
    onClose(count - failed);
    if (failed > 0) showAlert('warning', de.offline.areaFailed(failed), false);
    else showAlert('success', de.offline.areaSaved(count));
  };

  return (
    <Modal show={plan !== undefined} onHide={close} aria-labelledby="offline-area-title" aria-describedby="offline-area-text" className="map-dialog">
      <Modal.Header closeButton={!running} closeLabel={de.offline.close}>
        <Modal.Title id="offline-area-title" as="h2" className="h5">{de.offline.areaTitle}</Modal.Title>
      </Modal.Header>
      <Modal.Body id="offline-area-text">
        {count === 0 ? <Alert variant="warning" className="mb-0">{de.offline.areaTooLarge(MAX_OFFLINE_TILES)}</Alert> : (
          <>
            <p>{de.offline.areaText}</p>
            <p className="fw-bold">{de.offline.areaEstimate(count, estimateMegabytes(count), plan?.maxZoom ?? 0)}</p>
            <p className="small text-body-secondary">{de.offline.areaPolicy}</p>
            {running && (
              <ProgressBar now={(done / count) * 100} label={de.offline.areaProgress(done, count)}
                aria-label={de.offline.areaProgress(done, count)} />
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close} disabled={running}>{de.offline.areaCancel}</Button>
        {count > 0 && <Button onClick={() => void download()} disabled={running}>{de.offline.areaDownload}</Button>}
      </Modal.Footer>
    </Modal>
  );
}
