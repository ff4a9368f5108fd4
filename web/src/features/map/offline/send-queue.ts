import type { CreatePointBody, Point } from '@mitmachkarte/contract';
import * as de from '../../../i18n/de/offline';
import { translateNow } from '../../../i18n/translate';
import { ApiError } from '../../../lib/api-client';
import type { QueuedEntry } from '../../../lib/offline/db';
import { isLocalPhoto, localPhotosIn } from '../../../lib/offline/photos';
import type { QueueStore } from './queue-store';

/** How entries reach the server: the photo upload (POST /gis/images/upload, answers the image id)
 *  and POST /gis/point with an Idempotency-Key. */
export type Sender = {
  upload(photo: Blob): Promise<string>;
  create(body: CreatePointBody, idempotencyKey: string): Promise<Point>;
};

/** What one pass over the queue did. */
export type SendResult = { sent: Point[]; refused: number; waiting: number };

/** Whether the server refused for good (the entry waits for the user), rather than not answering:
 *  a 4xx except 408 (timeout) and 429 (too many requests), which are worth trying again later. */
export const isRefusal = (e: unknown): e is ApiError =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

/** The server's reason in German: its message and those of the fields it names. */
const reasonOf = (e: ApiError) => [e.message, ...e.errors.map((f) => f.Message)].join(' ');

/** `body` with every kept photo replaced by the id its upload answered. */
export function withUploadedPhotos(body: CreatePointBody, uploaded: Record<string, string>): CreatePointBody {
  const attributes = Object.fromEntries(Object.entries(body.Attributes).map(([name, answer]) =>
    [name, answer && isLocalPhoto(typeof answer.Value === 'string' ? answer.Value : undefined) ? { ...answer, Value: uploaded[answer.Value as string] ?? answer.Value } : answer]));
  return { ...body, Attributes: attributes };
}

/** Sends the pending entries in the order they were saved (docs/product.md §22): first the
 *  entry's photos not yet uploaded (each id stored in the entry at once, so that a retry uploads
 *  none twice), then POST /gis/point with the entry's own Idempotency-Key, so that a send repeated
 *  after a lost answer stores the point once; then the entry leaves the queue. A refusal marks the
 *  entry 'refused' with the server's reason and goes on with the next; no answer (no network, a
 *  5xx, 408, 429) stops the pass, so that the order holds and nothing is lost. Entries refused
 *  earlier are left alone (retry: `retryEntry`). */
export async function sendQueue(store: QueueStore, sender: Sender): Promise<SendResult> {
  const result: SendResult = { sent: [], refused: 0, waiting: 0 };
  const pending = (await store.list()).filter((e) => e.state === 'pending');
  for (const [index, entry] of pending.entries()) {
    try {
      for (const id of photosToUpload(entry)) {
        const photo = await store.photo(id);
        if (!photo) throw new ApiError(400, translateNow('offline', de.offline, 'photoMissing'));
        entry.uploaded = { ...entry.uploaded, [id]: await sender.upload(photo) };
        await store.put(entry);
      }
      if (!entry.tried) await store.put(Object.assign(entry, { tried: true }));
      result.sent.push(await sender.create(withUploadedPhotos(entry.body, entry.uploaded), entry.idempotencyKey));
      await store.remove(entry);
    } catch (e) {
      if (!isRefusal(e)) {
        result.waiting = pending.length - index;
        return result;
      }
      // A refusal is an answer: nothing was stored under the key — except for 409, a key already
      // taken by an earlier version of the entry.
      await store.put({ ...entry, state: 'refused', reason: reasonOf(e), tried: e.status === 409 ? entry.tried : false });
      result.refused++;
    }
  }
  return result;
}

/** The kept photos of `entry` not uploaded yet. */
const photosToUpload = (entry: QueuedEntry): string[] => localPhotosIn(entry.body.Attributes).filter((id) => !(id in entry.uploaded));
