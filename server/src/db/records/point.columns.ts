import type { Selectable } from 'kysely';
import type { PointsTable } from '../schema.js';

/** The columns a point presents (docs/product.md §3.13 Point), shared by the queries of the points
 *  module and the account export. */
export const POINT_COLUMNS = [
  'points.id', 'points.layer_id', 'points.latitude', 'points.longitude', 'points.altitude', 'points.geometry', 'points.public',
  'points.editable', 'points.attributes', 'points.status', 'points.status_changed_at', 'points.answer_text', 'points.answer_org', 'points.answer_at',
  'points.moderation', 'points.moderation_reason', 'points.shortened_answers', 'points.duplicate_of', 'points.created_at', 'points.updated_at',
  'points.geometry',
] as const;

/** A point row as those columns read it. */
export type PointRow = {
  [K in 'id' | 'layer_id' | 'latitude' | 'longitude' | 'altitude' | 'public' | 'editable' | 'attributes' | 'status' | 'status_changed_at'
    | 'answer_text' | 'answer_org' | 'answer_at' | 'moderation' | 'moderation_reason' | 'shortened_answers' | 'duplicate_of' | 'created_at' | 'updated_at'
    | 'geometry']:
    Selectable<PointsTable>[K];
} & {
  /** A line's or an area's GeoJSON (docs/product.md §25.1); null or left out for a point. */
  geometry?: string | null;
};
