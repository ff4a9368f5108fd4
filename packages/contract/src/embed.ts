import { z } from 'zod';
import { Id } from './common.js';
import { MapView } from './map-area.js';

/** The embeddable map (docs/product.md §24.1, docs/decisions/0042): what the embed page at
 *  /embed/{projectId} reads from the server. Everything here is what an anonymous visitor sees,
 *  whoever asks: the page sends no cookies, and the server reads with the anonymous actor. */

/** A category of a map as the embed's filter and legend show it: its key, label and marker colour
 *  (#rrggbb, '' for the palette's). Nested categories come flattened, in the tree's order. */
export const EmbedCategory = z.object({ Name: z.string(), Label: z.string(), Colour: z.string() });
export type EmbedCategory = z.infer<typeof EmbedCategory>;

/** A status of a map: its key, label and marker colour. */
export const EmbedStatus = z.object({ Key: z.string(), Label: z.string(), Colour: z.string() });
export type EmbedStatus = z.infer<typeof EmbedStatus>;

/** A public map of the project. `Entries`: visitors may make an entry inside the frame (the
 *  organisation allows it, the map takes anonymous entries, and the embed's form can fill in its
 *  questionnaire; docs/product.md §24.1). */
export const EmbedLayer = z.object({ ID: Id, Name: z.string(), Categories: z.array(EmbedCategory), Statuses: z.array(EmbedStatus), Entries: z.boolean() });
export type EmbedLayer = z.infer<typeof EmbedLayer>;

/** GET /embed/{id}/config: the project's name, where its map opens (its map area's view, else the
 *  box of its boundary [west, south, east, north], else neither), whether it is closed, its public
 *  maps in their order, and the base map's tile URL template and attribution (as GET /client-config). */
export const EmbedConfig = z.object({
  ID: Id,
  Name: z.string(),
  MapView: MapView.nullable(),
  Bounds: z.tuple([z.number(), z.number(), z.number(), z.number()]).nullable(),
  Closed: z.boolean(),
  Layers: z.array(EmbedLayer),
  TileUrl: z.string(),
  TileAttribution: z.string(),
});
export type EmbedConfig = z.infer<typeof EmbedConfig>;

/** GET /embed/point/{id}: a tapped entry's card: its title ('' when its answers give none), the
 *  label of its category ('' without) and status, and the status colour. */
export const EmbedCard = z.object({ ID: Id, Layer: Id, Title: z.string(), Category: z.string(), Status: z.string(), StatusColour: z.string() });
export type EmbedCard = z.infer<typeof EmbedCard>;

/** POST /embed/{id}/token: the frame's credential for entries (docs/product.md §24.1; docs/security.md,
 *  Embed tokens), sent as `Authorization: Bearer <Token>` until `ExpiresAt` (ISO 8601, one hour). */
export const EmbedToken = z.object({ Token: z.string(), ExpiresAt: z.string() });
export type EmbedToken = z.infer<typeof EmbedToken>;

/** GET /embed/{id} (the page): `layer` chooses one map of the project; a malformed id is 400, one
 *  that is not a public map of the project 404. The other options (`lat`, `lng`, `zoom`,
 *  `categories`, `lang`) are read by the page itself, which ignores values it cannot use
 *  (docs/product.md §24.1); the server lets them pass. */
export const EmbedPageQuery = z.looseObject({ layer: Id.optional() });
export type EmbedPageQuery = z.infer<typeof EmbedPageQuery>;
