/** Rights of the images module (DESIGN.md §6).
 *
 *  Upload: whoever may add points somewhere, since photos are answers of points and icons of
 *  categories: managers of a workspace, and everyone (anonymous visitors too) while some public
 *  editable layer of a public editable workspace exists. Uploads are limited per IP address and
 *  hour (lib/rate-limits.ts); images nobody uses are removed after a day (images-sweep.service.ts). */
export const canUploadImage = (mayAddPointsSomewhere: boolean) => mayAddPointsSomewhere;

/** `norm` and `orig` carry no metadata: anyone with the id may fetch them. */
export const canSeeCleanVariant = () => true;

/** `raw` (the bytes as uploaded, EXIF and GPS included): managers of a workspace whose point or
 *  category uses the image. */
export const canSeeRawVariant = (managesAWorkspaceUsingIt: boolean) => managesAWorkspaceUsingIt;
