import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AttributeValue } from '@mitmachkarte/contract';
import type { Actor } from '../../access/actor.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../lib/ids.js';
import { parseJson } from '../../lib/json.js';
import { inTransaction } from '../../lib/transaction.js';
import { quoted } from '../../lib/audit-text.js';
import { recordAudit } from '../audit/audit.service.js';
import type { ImageStore } from '../images/image-store.js';
import { deleteUnusedImages, removeImageFiles } from '../images/images.service.js';
import {
  dropPhotoFromPoint, listProjectPointsUsingImage, markImageReduced, pageOfProjectPhotos, pageOfProjectPointIds, removePeopleFromPoints, removeReporters,
} from './retention.repository.js';

/** Entries per transaction: each statement of a page touches the rows of at most this many
 *  entries, so the event loop (and SQLite's writer) is never held for long. */
const POINT_PAGE = 200;
/** Photos read per query; each is a few image store calls. */
const PHOTO_PAGE = 50;

/** Who the retention run's audit entries name (docs/product.md §16.4): no account. */
export const RETENTION_ACTOR: Actor = Object.freeze({ userId: null, name: 'Löschfristen (automatisch)', email: '', permissions: [] });

type Counts = { points: number; comments: number; votes: number; follows: number; contacts: number; reports: number; reduced: number; deleted: number };

/** Anonymises the closed project `project` whose period has passed (docs/product.md §17.8): the
 *  authors of its entries and comments, its voters (the votes stay and count), followers, the
 *  people the team recorded entries for with their contact (§16.12), reporters with their notes and the uploaders of its photos are removed, a page of entries per
 *  transaction; the raw upload and the original of every photo of its entries give way to the
 *  published variant, or (`deletePhotos`) the photos leave the entries and the image store.
 *  Idempotent: what is done is not done again. Writes one audit entry with the counts when it
 *  changed anything, and answers the number of changes. */
export async function anonymiseProject(db: Db, store: ImageStore, project: { id: string; name: string }, deletePhotos: boolean): Promise<number> {
  const counts: Counts = { points: 0, comments: 0, votes: 0, follows: 0, contacts: 0, reports: 0, reduced: 0, deleted: 0 };
  for (let after = ''; ;) {
    const ids = await pageOfProjectPointIds(db, project.id, after, POINT_PAGE);
    if (ids.length === 0) break;
    const removed = await inTransaction(db, (trx) => removePeopleFromPoints(trx, ids));
    for (const key of ['points', 'comments', 'votes', 'follows', 'contacts'] as const) counts[key] += removed[key];
    after = ids.at(-1)!;
    // Lets waiting requests in between pages.
    await nextTurn();
  }
  counts.reports = await removeReporters(db, project.id);
  for (let after = ''; ;) {
    const photos = await pageOfProjectPhotos(db, project.id, after, PHOTO_PAGE, !deletePhotos);
    for (const photo of photos) {
      if (deletePhotos && (await deletePhoto(db, store, project.id, photo.id))) counts.deleted++;
      else if (photo.reduced_at === null && (await reducePhoto(db, store, photo.id))) counts.reduced++;
    }
    if (photos.length < PHOTO_PAGE) break;
    after = photos.at(-1)!.id;
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  if (total > 0) {
    await inTransaction(db, (trx) => recordAudit(trx, RETENTION_ACTOR, {
      action: 'retention.project', targetType: 'workspace', targetId: project.id, workspaceId: project.id,
      summary: `Aufbewahrungsfrist abgelaufen: Projekt ${quoted(project.name)} anonymisiert`,
      after: `Einträge: ${counts.points}; Kommentare: ${counts.comments}; Stimmen: ${counts.votes}; Benachrichtigungen: ${counts.follows}; Kontaktdaten: ${counts.contacts}; `
        + `Meldungen: ${counts.reports}; Fotos verkleinert: ${counts.reduced}; Fotos gelöscht: ${counts.deleted}`,
    }));
  }
  return total;
}

/** Replaces the raw upload (EXIF, GPS) and the original of image `id` by its published variant,
 *  so that every address of the photo keeps answering; false if that variant is missing. */
async function reducePhoto(db: Db, store: ImageStore, id: string): Promise<boolean> {
  const norm = await store.get(id, 'norm');
  if (!norm) return false;
  const bytes = Buffer.concat(await norm.stream.toArray() as Buffer[]);
  // The published variant is a JPEG this server made: reading its header is safe and quick.
  const { default: sharp } = await import('sharp');
  const { width = 0, height = 0 } = await sharp(bytes).metadata();
  await store.put(id, 'raw', bytes);
  await store.put(id, 'orig', bytes);
  await markImageReduced(db, id, { width, height, bytes: bytes.length }, nowIso());
  return true;
}

/** Takes the photo `imageId` out of the answers of the project's entries (their answers to that
 *  question are gone, no broken picture is left), then deletes it with its files unless something
 *  else (a category icon, the project image) still uses it; true if deleted. */
async function deletePhoto(db: Db, store: ImageStore, workspaceId: string, imageId: string): Promise<boolean> {
  const points = await listProjectPointsUsingImage(db, workspaceId, imageId);
  const deleted = await inTransaction(db, async (trx) => {
    for (const point of points) {
      const answers = Object.entries(parseJson<Record<string, AttributeValue>>(point.attributes, {}))
        .filter(([, answer]) => !(answer?.DataType === 'image' && answer.Value === imageId));
      await dropPhotoFromPoint(trx, point.id, point.layer_id, JSON.stringify(Object.fromEntries(answers)), imageId);
    }
    return deleteUnusedImages(trx, [imageId]);
  });
  await removeImageFiles(store, deleted);
  return deleted.length > 0;
}
