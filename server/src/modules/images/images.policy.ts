/** Rights of the images module (docs/architecture.md §6).
 *
 *  Upload: whoever may add points somewhere, since photos are answers of points and icons of
 *  categories: managers of a workspace, and everyone (anonymous visitors too) while some public
 *  editable layer of a public editable workspace exists. Uploads are limited per IP address and
 *  hour (lib/rate-limits.ts); images nobody uses are removed after a day (images-sweep.service.ts). */
export const canUploadImage = (mayAddPointsSomewhere: boolean) => mayAddPointsSomewhere;

/** Whether the actor may see an image at all, i.e. its `norm` and `orig` variants (no metadata):
 *  whoever may see a point or category that uses it; an image no point or category uses yet,
 *  anyone with its id (the uploader is about to save the point; ids are not guessable). Others get
 *  404: an image of a hidden point is never confirmed (docs/architecture.md §5, §6). */
export const canSeeImage = (used: boolean, visibleUseForActor: boolean) => !used || visibleUseForActor;

/** `raw` (the bytes as uploaded, EXIF and GPS included): managers of the workspace the image
 *  belongs to, i.e. of its first point or category (docs/security.md, Images). */
export const canSeeRawVariant = (managesOwningWorkspace: boolean) => managesOwningWorkspace;

/** How browsers and shared caches may keep a variant (docs/architecture.md §5, Caching):
 *  - `private`: an image anonymous visitors may not see (or not yet used), and every `raw`: kept
 *    by the browser only and revalidated, so that every use passes the rights check;
 *  - `revalidate`: a photo of an entry anonymous visitors may see: shared caches may keep it but
 *    must ask each time, so that a photo removed from its entry, or of an entry hidden or deleted,
 *    is gone at once (a person in it may ask for that);
 *  - `immutable`: a category icon or project image anonymous visitors may see, published by the
 *    project's managers: kept for a year (its bytes never change under its id; a replaced one gets
 *    a new id). */
export type ImageCaching = 'private' | 'revalidate' | 'immutable';

export function imageCachingOf(uses: { used: boolean; byPoint: boolean }, visibleToAnonymous: boolean): ImageCaching {
  if (!uses.used || !visibleToAnonymous) return 'private';
  return uses.byPoint ? 'revalidate' : 'immutable';
}
