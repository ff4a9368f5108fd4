import { useSyncExternalStore } from 'react';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { offlineDb, type QueuedEntry } from '../../../lib/offline/db';
import { deleteLocalPhotos, findLocalPhoto, localPhotosIn } from '../../../lib/offline/photos';

/** Where the queue of entries not yet sent lives (docs/product.md §22): what send-queue.ts needs,
 *  so that its tests can hand it one in memory. */
export type QueueStore = {
  /** Every entry, oldest first. */
  list(): Promise<QueuedEntry[]>;
  put(entry: QueuedEntry): Promise<void>;
  /** Removes the entry and the photos kept for it. */
  remove(entry: QueuedEntry): Promise<void>;
  photo(id: string): Promise<Blob | undefined>;
};

// Other tabs of the app learn of changes to the queue, so that their counters agree. (Node's
// channel, in the unit tests, must not keep the process alive: unref.)
const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('mitmachkarte-queue') : undefined;
(channel as { unref?: () => void } | undefined)?.unref?.();
let snapshot: QueuedEntry[] = [];
const listeners = new Set<() => void>();

/** Reads the queue again and tells the components showing it. */
export async function refreshQueue(): Promise<void> {
  try {
    snapshot = await (await offlineDb()).getAll('queue');
  } catch {
    // No IndexedDB (some private windows): nothing can have been saved on this device.
    snapshot = [];
  }
  listeners.forEach((l) => l());
}
channel?.addEventListener('message', () => void refreshQueue());
const changed = async () => {
  await refreshQueue();
  channel?.postMessage('changed');
};

/** The queue in IndexedDB (lib/offline/db.ts). */
export const indexedDbQueue: QueueStore = {
  list: async () => (await offlineDb()).getAll('queue'),
  put: async (entry) => {
    await (await offlineDb()).put('queue', entry);
    await changed();
  },
  remove: async (entry) => {
    if (entry.seq !== undefined) await (await offlineDb()).delete('queue', entry.seq);
    await deleteLocalPhotos(localPhotosIn(entry.body.Attributes));
    await changed();
  },
  photo: findLocalPhoto,
};

/** Saves an entry on this device, at the end of the queue. */
export const enqueueEntry = (entry: Omit<QueuedEntry, 'seq' | 'uploaded' | 'state'>) =>
  indexedDbQueue.put({ ...entry, uploaded: {}, state: 'pending' });

/** Changes the waiting entry `old` to `edited` (answers, position), in the same place of the
 *  queue, waiting again for sending. It gets a new Idempotency-Key (the server takes a known key
 *  only with the same body), unless a send of it got no answer: the point may be stored, so the
 *  old key stays, and the server refuses the changed body (409, the entry then shows the reason)
 *  rather than storing a second point. Kept photos no longer named are forgotten. */
export async function replaceEntry(old: QueuedEntry, edited: Omit<QueuedEntry, 'seq' | 'uploaded' | 'state' | 'idempotencyKey'>): Promise<void> {
  const key = old.tried ? old.idempotencyKey : newIdempotencyKey();
  const kept = new Set(localPhotosIn(edited.body.Attributes));
  await deleteLocalPhotos(localPhotosIn(old.body.Attributes).filter((id) => !kept.has(id)));
  const uploaded = Object.fromEntries(Object.entries(old.uploaded).filter(([id]) => kept.has(id)));
  await indexedDbQueue.put({ ...old, ...edited, idempotencyKey: key, uploaded, state: 'pending', reason: undefined });
}

let loaded = false;
/** A stable subscribe function: one whose identity changed each render would be subscribed anew on
 *  every render, and a first subscription reads the queue, which renders again. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!loaded) {
    loaded = true;
    void refreshQueue();
  }
  return () => listeners.delete(listener);
}
const getSnapshot = () => snapshot;

/** The queue, re-rendering on change (read once per page, then after every change here or in
 *  another tab). */
export const useQueuedEntries = (): QueuedEntry[] => useSyncExternalStore(subscribe, getSnapshot);
