import { useQueryClient } from '@tanstack/react-query';
import type L from 'leaflet';
import { useEffect, useRef, useSyncExternalStore, type RefObject } from 'react';
import * as de from '../../../i18n/de/map';
import { useT } from '../../../i18n/runtime';
import type { QueuedEntry } from '../../../lib/offline/db';
import { SEND_QUEUE_MESSAGE } from '../../../lib/offline/names';
import { OfflineArea } from './offline-area';
import { PendingEntries } from './pending-entries';
import { sendQueueNow } from './queue-sender';
import { registerServiceWorker, useWaitingUpdate } from './service-worker';

/** Subscribes to the browser's changes between online and offline. */
function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** Whether the browser believes it has a network, re-rendering on change. */
const useOnline = (): boolean => useSyncExternalStore(subscribeOnline, () => navigator.onLine);

type OfflinePanelProps = {
  map: RefObject<L.Map | null>;
  /** The map shown, whose waiting entries can be changed. */
  layerId: string | undefined;
  /** Opens a waiting entry in the entry form (undefined while a form is open). */
  onEdit: ((entry: QueuedEntry) => void) | undefined;
};

/** The map app's part for capturing without network (docs/product.md §22), loaded after the map:
 *  registers the service worker, sends the queue of entries saved on this device when the map
 *  opens, when the browser is online again and when the service worker's background sync asks,
 *  and shows the update prompt, a note while offline, „Noch nicht gesendet“ and „Kartenausschnitt
 *  offline speichern“. */
export function OfflinePanel({ map, layerId, onEdit }: OfflinePanelProps) {
  const t = useT('offline', de.offline);
  const qc = useQueryClient();
  const update = useWaitingUpdate();
  const online = useOnline();
  // The sender reports in the language of the moment, without registering again when it changes.
  const texts = useRef(t);
  useEffect(() => {
    texts.current = t;
  }, [t]);

  useEffect(() => {
    void registerServiceWorker();
    const send = () => void sendQueueNow(qc, (key, values) => texts.current(key, values));
    const onMessage = (e: MessageEvent) => {
      if ((e.data as { type?: string } | null)?.type === SEND_QUEUE_MESSAGE) send();
    };
    if (navigator.onLine) send();
    window.addEventListener('online', send);
    navigator.serviceWorker?.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('online', send);
      navigator.serviceWorker?.removeEventListener('message', onMessage);
    };
  }, [qc]);

  return (
    <>
      {update && (
        <div className="alert alert-info d-flex flex-wrap align-items-center gap-2 py-2" role="status">
          <span>{t('updateAvailable')} –</span>
          <button type="button" className="btn btn-primary btn-sm" onClick={update}>{t('updateReload')}</button>
        </div>
      )}
      {!online && <p className="alert alert-warning py-2 small" role="status">{t('offlineNow')}</p>}
      <PendingEntries layerId={layerId} onEdit={onEdit} />
      <OfflineArea map={map} />
    </>
  );
}
