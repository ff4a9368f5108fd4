import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Badge, Button, Modal } from 'react-bootstrap';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import type { QueuedEntry } from '../../../lib/offline/db';
import { useFormat } from '../../../lib/use-format';
import { localPhotosIn } from '../../../lib/offline/photos';
import { indexedDbQueue } from './queue-store';
import { sendQueueNow } from './queue-sender';

type PendingListProps = {
  show: boolean;
  entries: QueuedEntry[];
  /** The map shown: entries of it can be changed („Bearbeiten“). */
  layerId: string | undefined;
  /** Opens a waiting entry in the entry form; undefined while a form is open. */
  onEdit: ((entry: QueuedEntry) => void) | undefined;
  onClose: () => void;
};

/** The list „Noch nicht gesendet“ (docs/product.md §22), in the order the entries will be sent.
 *  Each says whether it waits for the network or was refused by the server (with the server's
 *  reason, in words, not only in colour), and offers „Erneut senden“, „Bearbeiten“ (entries of the
 *  map shown) and „Verwerfen“ (after a question). Loaded when first opened. */
export function PendingList({ show, entries, layerId, onEdit, onClose }: PendingListProps) {
  const t = useT('offline', de.offline);
  return (
    <Modal show={show} onHide={onClose} aria-labelledby="pending-title" scrollable className="map-dialog">
      <Modal.Header closeButton closeLabel={t('close')}>
        <Modal.Title id="pending-title" as="h2" className="h5">{t('pendingTitle')}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {entries.length === 0 ? <p className="mb-0">{t('pendingEmpty')}</p> : (
          <>
            <p>{t('pendingIntro')}</p>
            <ol className="list-unstyled mb-0">
              {entries.map((entry) => (
                <PendingEntry key={entry.seq} entry={entry} onEdit={onEdit && entry.body.Layer === layerId ? () => {
                  onClose();
                  onEdit(entry);
                } : undefined} />
              ))}
            </ol>
          </>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>{t('close')}</Button>
      </Modal.Footer>
    </Modal>
  );
}

/** One saved entry with its state and actions. */
function PendingEntry({ entry, onEdit }: { entry: QueuedEntry; onEdit: (() => void) | undefined }) {
  const t = useT('offline', de.offline);
  const format = useFormat();
  const qc = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const titleId = `pending-${entry.seq}`;
  const photos = localPhotosIn(entry.body.Attributes).length;

  const retry = async () => {
    setSending(true);
    try {
      await indexedDbQueue.put({ ...entry, state: 'pending', reason: undefined });
      await sendQueueNow(qc, t, false);
    } finally {
      setSending(false);
    }
  };

  return (
    <li className="border rounded p-2 mb-2" aria-labelledby={titleId}>
      <h3 className="h6 mb-1" id={titleId}>{entry.categoryLabel ? t('entryTitle', { category: entry.categoryLabel, layer: entry.layerName }) : entry.layerName}</h3>
      <p className="small mb-1">
        {t('savedAt', { when: format.date(entry.savedAt) })}
        {photos > 0 && <> · {t('photoCount', { n: photos })}</>}
      </p>
      <p className="mb-2">
        {entry.state === 'refused'
          ? <><Badge bg="danger" className="me-1" aria-hidden="true">!</Badge><span className="text-danger-emphasis">{t('stateRefused', { reason: entry.reason ?? '' })}</span></>
          : <span>{t('statePending')}</span>}
      </p>
      {confirming ? (
        <div className="d-flex flex-wrap gap-2 align-items-center" role="group" aria-label={t('discard')}>
          <span>{t('discardConfirm')}</span>
          <Button variant="danger" size="sm" onClick={() => void indexedDbQueue.remove(entry)}>{t('discard')}</Button>
          <Button variant="secondary" size="sm" onClick={() => setConfirming(false)}>{t('areaCancel')}</Button>
        </div>
      ) : (
        <div className="d-flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void retry()} disabled={sending}>{sending ? t('sending') : t('retry')}</Button>
          {onEdit && <Button variant="outline-primary" size="sm" onClick={onEdit}>{t('edit')}</Button>}
          <Button variant="outline-danger" size="sm" onClick={() => setConfirming(true)}>{t('discard')}</Button>
        </div>
      )}
    </li>
  );
}
