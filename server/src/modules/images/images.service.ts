import type { Readable } from 'node:stream';
import type { ImageUploadAnswer, ImageVariant } from '@mitmachkarte/contract';
import { type Actor, isLoggedIn } from '../../access/actor.js';
import { requireAccess } from '../../access/gate.js';
import { findResidency } from '../../access/lookups.js';
import { canSeeImage, canSeeRawVariant, canUploadImage, type ImageCaching, imageCachingOf } from '../../access/image.rules.js';
import { managesWorkspace } from '../../access/scope.js';
import type { Db } from '../../db/database.js';
import type { ImagesTable } from '../../db/schema.js';
import { notFound, validation } from '../../lib/app-error.js';
import { say } from '../../i18n/messages.js';
import { newId, nowIso } from '../../lib/ids.js';
import type { ImageStore } from './image-store.js';
import { type GpsPosition, type LogoFiles, processImage, processLogo } from './image-processing.js';
import {
  claimImages, deleteImageRowIfUnused, findImageById, findImageOwners, findImageUses, type ImageScope, type ImageUser, insertImage, isImageVisibleTo,
  listImageIdsUsedWithin, replaceImageUses, uploadGrounds,
} from './images.repository.js';

export const IMAGE_NOT_FOUND = say('imageNotFound');
/** 400 of an answer, icon or project image naming an image that is not there or not this workspace's. */
export const IMAGE_MISSING = say('imageMissing');

/** POST /gis/images/upload: checks the bytes (image-processing.ts: 400 for anything but a
 *  readable JPEG, PNG, WebP or HEIF image of at most 40 megapixels), then stores raw, orig and norm
 *  and records the upload. The files are written before the row, and removed again if anything
 *  fails, so a refused or failed upload leaves neither row nor files (a crash in between leaves
 *  files without a row, which the sweep removes). Answers the GPS position of the photo's EXIF as
 *  Latitude/Longitude when there is one; it is not stored. */
export async function uploadImage(db: Db, store: ImageStore, actor: Actor, bytes: Buffer): Promise<ImageUploadAnswer> {
  const grounds = await uploadGrounds(db, actor.userId, await findResidency(db, actor.userId));
  requireAccess(actor, canUploadImage(grounds.managesSome, grounds.openLayer));
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
    bytes: bytes.length, created_at: nowIso(), uploaded_by: uploadedBy, workspace_id: null,
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

/** An organisation's logo as its files (image-processing.ts processLogo, with its checks and
 *  VALIDATION errors): the images module decodes, the organisations module keeps them. */
export const makeLogoFiles = (bytes: Buffer): Promise<LogoFiles> => processLogo(bytes);

/** A variant to send: its bytes, size, MIME type, how it may be cached (access/image.rules.ts) and its
 *  entity tag (quoted, RFC 9110 §8.8.3). */
export type ImageFile = { stream: Readable; size: number; type: string; caching: ImageCaching; etag: string };

function typeOf(image: ImagesTable, variant: ImageVariant): string {
  if (variant === 'raw') return image.raw_type;
  return variant === 'orig' ? image.orig_type : 'image/jpeg';
}

/** GET /gis/image/{variant}/{id}: every variant under the rights of the point or category that uses
 *  the image (access/image.rules.ts): NOT_FOUND for unknown ids and for images the actor may not see;
 *  `raw` only for managers of the owning workspace (401 anonymous, 403 others who see the image). */
export async function getImageFile(db: Db, store: ImageStore, actor: Actor, id: string, variant: ImageVariant): Promise<ImageFile> {
  const image = await findImageById(db, id);
  const uses = image ? await findImageUses(db, id) : { used: false, byPoint: false };
  const visibleToActor = uses.used && (await isImageVisibleTo(db, id, actor.userId));
  if (!image || !canSeeImage(uses.used, visibleToActor)) throw notFound(IMAGE_NOT_FOUND);
  if (variant === 'raw') {
    const manages = isLoggedIn(actor) && image.workspace_id !== null && (await managesWorkspace(db, image.workspace_id, actor.userId));
    requireAccess(actor, canSeeRawVariant(manages));
  }
  const visibleToAnonymous = variant !== 'raw' && (isLoggedIn(actor) ? visibleToActor && (await isImageVisibleTo(db, id, null)) : visibleToActor);
  const file = await store.get(id, variant);
  if (!file) throw notFound(IMAGE_NOT_FOUND);
  // The bytes of a variant change once: when the retention run replaces `raw` and `orig` by the
  // published variant (docs/product.md §17.8); a cache holding the original must not get a 304.
  const etag = `"${id}-${variant}${image.reduced_at ? '-reduced' : ''}"`;
  return { ...file, type: typeOf(image, variant), caching: imageCachingOf(uses, visibleToAnonymous), etag };
}

/** Which of `ids` answers or icons of `workspaceId` may not use: no such image, or an image that
 *  belongs to another workspace (docs/security.md, Images). */
export async function listUnusableImageIds(db: Db, workspaceId: string, ids: readonly string[]): Promise<string[]> {
  const owners = await findImageOwners(db, [...new Set(ids)]);
  return ids.filter((id) => {
    const owner = owners.get(id);
    return owner === undefined || (owner !== null && owner !== workspaceId);
  });
}

/** Records that `user` (a point, a layer's categories or a workspace's project page, of
 *  `workspaceId`) now uses exactly `imageIds`: images not used before become the workspace's, and
 *  images it used before that nothing uses any more are deleted (their rows; docs/security.md,
 *  Images). Run it in the transaction that writes the point, layer or workspace, after
 *  listUnusableImageIds: an image claimed meanwhile by another workspace's concurrent write, or
 *  deleted meanwhile with its last use, throws VALIDATION, which rolls the write back. Answers the ids deleted, whose files the caller removes
 *  after the commit (removeImageFiles). */
export async function recordImageUses(db: Db, workspaceId: string, user: ImageUser, imageIds: readonly string[]): Promise<string[]> {
  const ids = [...new Set(imageIds)];
  if (ids.length > 0) {
    await claimImages(db, ids, workspaceId);
    const owners = await findImageOwners(db, ids);
    if (ids.some((id) => !owners.has(id))) throw validation(IMAGE_MISSING);
    if (ids.some((id) => owners.get(id) !== workspaceId)) throw validation(IMAGE_TAKEN);
  }
  return deleteUnusedImages(db, await replaceImageUses(db, user, ids));
}

/** 400 of an image that another workspace took while this write ran. */
const IMAGE_TAKEN = say('imageInUse');

/** The images used within `scope` (a layer, a workspace, an author's points): ask before deleting
 *  it, then pass them to deleteUnusedImages in the same transaction. */
export const listImagesUsedWithin = (db: Db, scope: ImageScope): Promise<string[]> => listImageIdsUsedWithin(db, scope);

/** Deletes the rows of those of `ids` that nothing uses (checked per image in its delete statement,
 *  so that a use saved meanwhile keeps it; an entry that is only deleted, and can be restored,
 *  still uses its photos). Answers the ids deleted, whose files the caller removes after the
 *  commit (removeImageFiles). */
export async function deleteUnusedImages(db: Db, ids: readonly string[]): Promise<string[]> {
  const deleted: string[] = [];
  for (const id of ids) if (await deleteImageRowIfUnused(db, id)) deleted.push(id);
  return deleted;
}

/** Removes the files of images whose rows are gone; run it after the commit that deleted them. A
 *  file the store fails to remove stays as a file without a row, which the hourly sweep removes
 *  (images-sweep.service.ts): the change it belongs to is done. */
export async function removeImageFiles(store: ImageStore, ids: readonly string[]): Promise<void> {
  for (const id of ids) await store.delete(id).catch(() => undefined);
}
