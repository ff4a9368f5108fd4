import { z } from 'zod';
import { Id, Name, ScalarMap } from './common.js';
import { ContextLayer, ContextLayers } from './context-layer.js';
import { MapView } from './map-area.js';
import { LayerSchema } from './schema.js';
import { Statuses } from './status.js';
import { DEFAULT_STATUSES } from './status-rules.js';
import { DUPLICATE_RADIUS_DEFAULT, DuplicateRadius } from './duplicates.js';
import { Geometries } from './geometry.js';

/** What a map allows its caller now (Layer.Now). */
export const LayerNow = z.object({ Phase: z.string().nullable(), Contribute: z.boolean(), Comment: z.boolean(), Vote: z.boolean() });
export type LayerNow = z.infer<typeof LayerNow>;

/** A layer of a workspace with its questionnaire (docs/product.md §3.10 Layer). */
export const Layer = z.object({
  ID: Id,
  Name: z.string(),
  Public: z.boolean(),
  Editable: z.boolean(),
  Attributes: ScalarMap,
  Workspace: Id,
  Schema: LayerSchema,
  /** The statuses its points go through (docs/product.md §16.1). */
  Statuses: Statuses,
  /** New points and comments of others than its managers stay hidden until a manager approves them
   *  (docs/product.md §16.3). */
  Premoderation: z.boolean(),
  /** Where its map opens, before its workspace's start view; null: as the workspace (docs/product.md §17.1). */
  MapView: MapView.nullable(),
  /** Tile overlays its map offers in a layer switcher (docs/product.md §17.7); [] where none. */
  ContextLayers: z.array(ContextLayer),
  /** Metres around a new entry in which the map app names open entries of its category („Wurde
   *  das schon gemeldet?“, docs/product.md §24.3); 0: no hint. Every server of this version sends
   *  it; a layer kept on a device from before (docs/product.md §22) may lack it. */
  DuplicateRadius: z.number().optional(),
  /** What its map accepts as entries: points, lines, areas (docs/product.md §25.1). Every server of
   *  this version sends it; a layer kept on a device from before may lack it: points only. */
  Geometries: z.array(z.enum(['point', 'line', 'polygon'])).optional(),
  /** Whether the caller may add points to the layer (server/src/access/rights.ts layerRights). */
  CanAddPoints: z.boolean(),
  /** Whether the caller may record entries on it for someone else, with their contact
   *  (server/src/access/rights.ts layerRights, docs/product.md §16.12). */
  CanRecordOnBehalf: z.boolean().optional(),
  /** What the open project and its current phase allow the caller on this map now
   *  (docs/product.md §25.4; server/src/access/rights.ts layerRights): new entries (as
   *  CanAddPoints), comments and votes (signing in aside), and the title of the phase that
   *  switched something off (null: none). A layer kept on a device from before may lack it. */
  Now: LayerNow.optional(),
});
export type Layer = z.infer<typeof Layer>;

/** POST /gis/layer body. */
export const CreateLayerBody = z.strictObject({
  Name: Name,
  Workspace: Id,
  /** Left out: as its workspace's (docs/product.md §17.5). */
  Public: z.boolean().optional(),
  Editable: z.boolean().optional(),
  Attributes: ScalarMap.default({}),
  Schema: LayerSchema.default({ Schema: [], Categories: [] }),
  Statuses: Statuses.default([...DEFAULT_STATUSES]),
  Premoderation: z.boolean().default(false),
  MapView: MapView.nullable().default(null),
  ContextLayers: ContextLayers.default([]),
  DuplicateRadius: DuplicateRadius.default(DUPLICATE_RADIUS_DEFAULT),
  Geometries: Geometries.default(['point']),
});
export type CreateLayerBody = z.infer<typeof CreateLayerBody>;

/** PUT /gis/layer/{id} body. `ID` and `Workspace` may be sent back but must match the stored layer
 *  (a layer never moves between workspaces). */
export const UpdateLayerBody = z.strictObject({
  ID: Id.optional(),
  Workspace: Id.optional(),
  /** Part of a Layer as answered; may be sent back and is ignored. */
  CanAddPoints: z.boolean().optional(),
  CanRecordOnBehalf: z.boolean().optional(),
  Now: LayerNow.optional(),
  Name: Name,
  Public: z.boolean(),
  Editable: z.boolean(),
  Attributes: ScalarMap.default({}),
  Schema: LayerSchema,
  /** Left out: the statuses stay as they are. A status that points still have cannot be removed. */
  Statuses: Statuses.optional(),
  /** Left out: stays as it is. */
  Premoderation: z.boolean().optional(),
  /** Left out: stays as it is; null removes it. */
  MapView: MapView.nullable().optional(),
  /** Left out: stay as they are; [] removes them (docs/product.md §17.7). */
  ContextLayers: ContextLayers.optional(),
  /** Left out: stays as it is. */
  DuplicateRadius: DuplicateRadius.optional(),
  /** Left out: stays as it is. */
  Geometries: Geometries.optional(),
});
export type UpdateLayerBody = z.infer<typeof UpdateLayerBody>;
