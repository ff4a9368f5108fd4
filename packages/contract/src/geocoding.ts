import { z } from 'zod';
import { FIELD_MESSAGES } from './field-messages.js';

/** The address search of the maps (docs/product.md §17.1): GET /geocode through the server, which
 *  asks a Nominatim-compatible service. */

/** A map section as `west,south,east,north` in degrees WGS84: results inside it come first. */
const ViewBox = z.string().regex(/^-?\d{1,3}(\.\d+)?(,-?\d{1,3}(\.\d+)?){3}$/, FIELD_MESSAGES.badViewBox);

/** GET /geocode query. */
export const GeocodeQuery = z.object({
  Text: z.string().trim().min(2, FIELD_MESSAGES.searchTooShort).max(200, FIELD_MESSAGES.searchTooLong),
  ViewBox: ViewBox.optional(),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

/** One place found: its name as the service writes it, its position (degrees WGS84) and, where
 *  known, its extent `[south, west, north, east]`. */
export const GeocodeResult = z.object({
  Label: z.string(),
  Lat: z.number(),
  Lng: z.number(),
  BoundingBox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;
