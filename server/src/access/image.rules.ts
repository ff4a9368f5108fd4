/** Rules on images (docs/architecture.md §6). Which points, layers and projects an image serves
 *  is decided by the rules of those (point.rules.ts, layer.rules.ts, workspace.rules.ts); the
 *  images repository composes their SQL twins. */

/** Upload: photos are answers of points, icons belong to categories and pictures to projects. So
 *  the managers of some workspace may upload, and everyone else (anonymous visitors too) while some
 *  layer takes their points (point.rules.ts canAddPoint for a non-manager: public and editable
 *  with its workspace, and the project open). Uploads are limited per IP address and hour
 *  (plugins/write-quotas.ts); images nobody uses are removed after a day. */
export const canUploadImage = (managesSomeWorkspace: boolean, someLayerTakesTheirPoints: boolean) =>
  managesSomeWorkspace || someLayerTakesTheirPoints;

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
