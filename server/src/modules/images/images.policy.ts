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

/** Shared caches may keep an image only while anonymous visitors may see it anyway; any other is
 *  answered `private` and revalidated, so that a change of rights takes effect. */
export const isPubliclyCacheable = (used: boolean, visibleToAnonymous: boolean) => used && visibleToAnonymous;
