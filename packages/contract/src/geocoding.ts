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
  /** `true`: each place found as an area (a district, a municipality) comes with its boundary,
   *  `Area` (the area alert's „Stadtteil“, docs/product.md §24.2). */
  Areas: z.enum(['true', 'false'], { error: FIELD_MESSAGES.geocodeAreas }).optional(),
});
export type GeocodeQuery = z.infer<typeof GeocodeQuery>;

/** One place found: its name as the service writes it, its position (degrees WGS84) and, where
 *  known, its extent `[south, west, north, east]`. Asked with `Areas=true`: `Area`, the outline of
 *  a place that is an area, as `[longitude, latitude]` corners in order (the ring not closed, at
 *  most ALERT_POLYGON_MAX_VERTICES: simplified by the service), null for a point or an outline
 *  with more corners. */
export const GeocodeResult = z.object({
  Label: z.string(),
  Lat: z.number(),
  Lng: z.number(),
  BoundingBox: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  Area: z.array(z.tuple([z.number(), z.number()])).nullable().optional(),
});
export type GeocodeResult = z.infer<typeof GeocodeResult>;
