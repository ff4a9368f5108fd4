import { useState } from 'react';
import { Alert, Button, Modal, ProgressBar } from 'react-bootstrap';
import * as de from '../../../i18n/de/map';
import { useCurrentLanguage, useT } from '../../../i18n/runtime';
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
  const t = useT('offline', de.offline);
  const language = useCurrentLanguage();
  const [done, setDone] = useState<number>();
  const count = plan?.tiles.length ?? 0;
  const running = done !== undefined;

  const close = () => {
    if (!running) onClose();
  };
  const download = async () => {
    if (!plan) return;
    if (!navigator.onLine) {
      showAlert('warning', t('areaOffline'));
      return;
    }
    setDone(0);
    const failed = await downloadTiles(template, plan.tiles, setDone);
    setDone(undefined);
    onClose(count - failed);
    if (failed > 0) showAlert('warning', t('areaFailed', { failed }), false);
    else showAlert('success', t('areaSaved', { n: count }));
  };

  return (
    <Modal show={plan !== undefined} onHide={close} aria-labelledby="offline-area-title" aria-describedby="offline-area-text" className="map-dialog">
      <Modal.Header closeButton={!running} closeLabel={t('close')}>
        <Modal.Title id="offline-area-title" as="h2" className="h5">{t('areaTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body id="offline-area-text">
        {count === 0 ? <Alert variant="warning" className="mb-0">{t('areaTooLarge', { max: MAX_OFFLINE_TILES })}</Alert> : (
          <>
            <p>{t('areaText')}</p>
            <p className="fw-bold">{t('areaEstimate', { tiles: count, megabytes: estimateMegabytes(count, language), maxZoom: plan?.maxZoom ?? 0 })}</p>
            <p className="small text-body-secondary">{t('areaPolicy')}</p>
            {running && (
              <ProgressBar now={(done / count) * 100} label={t('areaProgress', { done, total: count })}
                aria-label={t('areaProgress', { done, total: count })} />
            )}
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={close} disabled={running}>{t('areaCancel')}</Button>
        {count > 0 && <Button onClick={() => void download()} disabled={running}>{t('areaDownload')}</Button>}
      </Modal.Footer>
    </Modal>
  );
}
