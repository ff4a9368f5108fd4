import type { CreatePointBody } from '@mitmachkarte/contract';
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** An entry saved on this device while there was no network (docs/product.md §22): sent later with
 *  its own Idempotency-Key, so that a send repeated after a lost answer stores it once. */
export type QueuedEntry = {
  /** Order of saving (IndexedDB key, increasing): the queue is sent in this order. */
  seq?: number;
  /** The POST /gis/point body; image answers may name photos kept on this device (`local:…`). */
  body: CreatePointBody;
  idempotencyKey: string;
  /** Shown in „Noch nicht gesendet“: the map's name and the category's label. */
  layerName: string;
  categoryLabel: string | undefined;
  /** When it was saved, ISO 8601. */
  savedAt: string;
  /** Photos already uploaded: the server's image id by local photo id (a retry uploads none twice). */
  uploaded: Record<string, string>;
  /** Whether a POST of it got no answer: its point may be stored on the server. */
  tried?: boolean;
  /** 'pending' waits for the network; 'refused' was refused by the server with `reason` and waits for the user. */
  state: 'pending' | 'refused';
  reason?: string;
};

/** A photo kept on this device until its entry is sent (resized JPEG). */
export type LocalPhoto = { id: string; blob: Blob };

interface OfflineDb extends DBSchema {
  queue: { key: number; value: QueuedEntry };
  photos: { key: string; value: LocalPhoto };
}

const DB_NAME = 'mitmachkarte-offline';
let opened: Promise<IDBPDatabase<OfflineDb>> | undefined;

/** The IndexedDB database of the offline queue (docs/runtime.md §6), opened once. */
export function offlineDb(): Promise<IDBPDatabase<OfflineDb>> {
  opened ??= openDB<OfflineDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('queue', { keyPath: 'seq', autoIncrement: true });
      db.createObjectStore('photos', { keyPath: 'id' });
    },
  });
  return opened;
}
