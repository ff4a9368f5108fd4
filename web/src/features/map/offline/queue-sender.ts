import { IDEMPOTENCY_KEY_HEADER, type Point } from '@mitmachkarte/contract';
import type { QueryClient } from '@tanstack/react-query';
import type * as de from '../../../i18n/de/map';
import type { MessageValues } from '../../../i18n/runtime';
import { showAlert } from '../../../lib/alerts';
import { apiPost, apiUpload } from '../../../lib/api-client';
import { QUEUE_SYNC_TAG } from '../../../lib/offline/names';
import { pointChanged } from '../api/points';
import { indexedDbQueue } from './queue-store';
import { sendQueue, type Sender, type SendResult } from './send-queue';

/** The API calls that send an entry. */
const apiSender: Sender = {
  upload: async (photo) => (await apiUpload<{ Id: string }>('/gis/images/upload', photo)).Id,
  create: (body, idempotencyKey) => apiPost<Point>('/gis/point', body, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }),
};

let running: Promise<SendResult> | undefined;
let retry: ReturnType<typeof setTimeout> | undefined;
/** Wait before the next pass when the server did not answer although the browser is online
 *  (a lost answer, a server restarting), in ms. */
const RETRY_MS = 15_000;

/** The texts of `offline` in the current language (`useT('offline', de.offline)`). */
export type OfflineTexts = (key: keyof typeof de.offline, values?: MessageValues) => string;

/** Sends the queue once (sendQueue), at most one pass at a time in this tab and, where the browser
 *  has Web Locks, across its tabs: two passes at once would each send the same entry (the
 *  Idempotency-Key would keep it single, but each would report it). The map then shows the new
 *  points; the user hears what was sent and what was refused. `quiet` leaves out the message that
 *  the network is still missing. The messages are `t`'s, in the language of the page that sends. */
export function sendQueueNow(qc: QueryClient, t: OfflineTexts, quiet = true): Promise<SendResult> {
  running ??= (async () => {
    try {
      const pass = () => sendQueue(indexedDbQueue, apiSender);
      const result = navigator.locks ? await navigator.locks.request('mitmachkarte-queue', pass) : await pass();
      result.sent.forEach((point) => pointChanged(qc, point, point));
      if (result.sent.length > 0) showAlert('success', t('sent', { n: result.sent.length }));
      if (result.refused > 0) showAlert('warning', t('refused', { n: result.refused }), false);
      if (result.waiting > 0 && !quiet) showAlert('info', t('stillOffline'));
      clearTimeout(retry);
      if (result.waiting > 0 && navigator.onLine) retry = setTimeout(() => void sendQueueNow(qc, t), RETRY_MS);
      return result;
    } catch {
      // No IndexedDB: there is no queue to send.
      return { sent: [], refused: 0, waiting: 0 };
    } finally {
      running = undefined;
    }
  })();
  return running;
}

/** Asks the browser to wake the app when the network is back (Background Sync, where it has it:
 *  the service worker then tells the open pages to send; docs/runtime.md §6). */
export async function requestQueueSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
    await sync?.register(QUEUE_SYNC_TAG);
  } catch {
    // Without Background Sync the page sends on 'online' and on the next visit.
  }
}
