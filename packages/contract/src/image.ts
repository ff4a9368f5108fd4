import { z } from 'zod';
import { Id } from './common.js';

/** Stored variants of an uploaded image (docs/product.md §3.14 Image): `norm` (JPEG, longest side 1280 px, for
 *  answers), `orig` (full size, for category icons and the enlarged photo), `raw` (the bytes as
 *  uploaded, managers only). `norm` and `orig` carry no metadata (no GPS). */
export const IMAGE_VARIANTS = ['norm', 'orig', 'raw'] as const;
export const ImageVariant = z.enum(IMAGE_VARIANTS);
export type ImageVariant = z.infer<typeof ImageVariant>;

/** Path parameters of GET /gis/image/{variant}/{id}. */
export const ImageParams = z.object({ variant: ImageVariant, id: Id });

/** Answer of POST /gis/images/upload: the new image's id, stored as the Value of an image answer
 *  or as a category's Icon; and where the photo was taken (WGS84 decimal degrees) if its EXIF says
 *  so, to offer placing the marker there. The position is not stored anywhere. */
export const ImageUploadAnswer = z.object({
  Id: Id,
  Latitude: z.number().min(-90).max(90).optional(),
  Longitude: z.number().min(-180).max(180).optional(),
});
export type ImageUploadAnswer = z.infer<typeof ImageUploadAnswer>;
