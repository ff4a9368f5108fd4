import type { Readable } from 'node:stream';
import type { ImageUploadAnswer, ImageVariant } from '@mitmachkarte/contract';
import type { Db } from '../../db/database.js';
import type { ImagesTable } from '../../db/schema.js';
import { type Actor, isLoggedIn } from '../../lib/actor.js';
import { requireAccess } from '../../lib/access.js';
import { AppError } from '../../lib/app-error.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { ImageStore } from './image-store.js';
import { type GpsPosition, processImage } from './image-processing.js';
import { canSeeCleanVariant, canSeeRawVariant, canUploadImage } from './images.policy.js';
import { findImageById, insertImage, isUsedInWorkspaceManagedBy, listExistingImageIds, mayAddPointsSomewhere } from './images.repository.js';

export const IMAGE_NOT_FOUND = 'Das Bild wurde nicht gefunden.';

/** POST /gis/images/upload: checks the bytes (image-processing.ts: 400 for anything but a
 *  readable JPEG, PNG, WebP or HEIF image of at most 40 megapixels), then stores raw, orig and norm
 *  and records the upload. The files are written before the row, and removed again if anything
 *  fails, so a refused or failed upload leaves neither row nor files (a crash in between leaves
 *  files without a row, which the sweep removes). Answers the GPS position of the photo's EXIF as
 *  Latitude/Longitude when there is one; it is not stored. */
export async function uploadImage(db: Db, store: ImageStore, actor: Actor, bytes: Buffer): Promise<ImageUploadAnswer> {
  requireAccess(actor, canUploadImage(await mayAddPointsSomewhere(db, actor.userId)));
  const { id, position } = await storeImage(db, store, bytes, actor.userId);
  // The position is offered to the uploader (to place the marker) and kept nowhere.
  return position ? { Id: id, Latitude: position.latitude, Longitude: position.longitude } : { Id: id };
}

/** Checks and stores an image without an access check (uploads after theirs; the demo seed's
 *  category icons): the variants raw, orig and norm, then the row. The files are written before
 *  the row, and removed again if anything fails. Throws VALIDATION for bytes that are no readable
 *  image (image-processing.ts). Answers the new id and the photo's GPS position, if any. */
export async function storeImage(db: Db, store: ImageStore, bytes: Buffer, uploadedBy: string | null): Promise<{ id: string; position?: GpsPosition }> {
  const image = await processImage(bytes);
  const id = newId();
  const row: ImagesTable = {
    id, raw_type: image.rawType, orig_type: image.orig.type, width: image.orig.width, height: image.orig.height,
    bytes: bytes.length, created_at: nowIso(), uploaded_by: uploadedBy,
  };
  try {
    await store.put(id, 'raw', bytes);
    await store.put(id, 'orig', image.orig.data);
    await store.put(id, 'norm', image.norm.data);
    await insertImage(db, row);
  } catch (err) {
    await store.delete(id).catch(() => undefined);
    throw err;
  }
  return image.position ? { id, position: image.position } : { id };
}

/** A variant to send: its bytes, size and MIME type. */
export type ImageFile = { stream: Readable; size: number; type: string };

function typeOf(image: ImagesTable, variant: ImageVariant): string {
  if (variant === 'raw') return image.raw_type;
  return variant === 'orig' ? image.orig_type : 'image/jpeg';
}

/** GET /gis/image/{variant}/{id}: `norm` and `orig` for anyone with the id; `raw` for managers of a
 *  workspace using the image (401 anonymous, 403 others). NOT_FOUND for unknown ids. */
export async function getImageFile(db: Db, store: ImageStore, actor: Actor, id: string, variant: ImageVariant): Promise<ImageFile> {
  const image = await findImageById(db, id);
  if (!image) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
  if (variant === 'raw') {
    requireAccess(actor, canSeeRawVariant(isLoggedIn(actor) && (await isUsedInWorkspaceManagedBy(db, id, actor.userId))));
  } else {
    requireAccess(actor, canSeeCleanVariant());
  }
  const file = await store.get(id, variant);
  if (!file) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
  return { ...file, type: typeOf(image, variant) };
}

/** Which of `ids` name no uploaded image (no row). The points service refuses answers with such
 *  ids, so that no point refers to a missing image (issue 10). */
export async function listMissingImageIds(db: Db, ids: readonly string[]): Promise<string[]> {
  const existing = await listExistingImageIds(db, [...new Set(ids)]);
  return ids.filter((id) => !existing.has(id));
}
