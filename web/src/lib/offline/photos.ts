import { newIdempotencyKey } from '../idempotency-key';
import { offlineDb } from './db';

/** Prefix of an image answer that names a photo kept on this device, not yet uploaded. */
export const LOCAL_PHOTO_PREFIX = 'local:';

/** Longest edge of a photo kept on the device, in pixels: enough for the norm variant the server
 *  makes (docs/product.md §3.14 Image) at a fraction of a phone camera's 12 MP. */
export const LOCAL_PHOTO_MAX_EDGE = 2048;
/** JPEG quality of a kept photo (0..1). */
const JPEG_QUALITY = 0.85;

export const isLocalPhoto = (value: string | undefined): value is string => !!value?.startsWith(LOCAL_PHOTO_PREFIX);

/** `file` scaled so that its longer edge is at most LOCAL_PHOTO_MAX_EDGE px, as a JPEG Blob; a
 *  file the browser cannot decode is kept as it is (the server then judges it on sending). */
export async function resizePhoto(file: Blob): Promise<Blob> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  const scale = Math.min(1, LOCAL_PHOTO_MAX_EDGE / Math.max(bitmap.width, bitmap.height));
  const width = Math.max(1, Math.round(bitmap.width * scale));
  const height = Math.max(1, Math.round(bitmap.height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  return blob ?? file;
}

/** Resizes `file` and keeps it on this device (IndexedDB); answers the image answer's value
 *  `local:<id>` that the queue replaces by the uploaded image's id when it sends. */
export async function keepPhotoOnDevice(file: Blob): Promise<string> {
  const id = `${LOCAL_PHOTO_PREFIX}${newIdempotencyKey()}`;
  const blob = await resizePhoto(file);
  await (await offlineDb()).put('photos', { id, blob });
  return id;
}

/** The kept photo `id`, or undefined when it is gone. */
export async function findLocalPhoto(id: string): Promise<Blob | undefined> {
  return (await (await offlineDb()).get('photos', id))?.blob;
}

/** Forgets kept photos (their entry was sent or discarded). */
export async function deleteLocalPhotos(ids: readonly string[]): Promise<void> {
  const tx = (await offlineDb()).transaction('photos', 'readwrite');
  await Promise.all([...ids.map((id) => tx.store.delete(id)), tx.done]);
}

/** The kept photos that the answers `attributes` name. */
export const localPhotosIn = (attributes: Record<string, { Value?: unknown } | undefined>): string[] =>
  Object.values(attributes).map((a) => (typeof a?.Value === 'string' ? a.Value : undefined)).filter(isLocalPhoto);
