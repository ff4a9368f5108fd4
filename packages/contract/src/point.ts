import { z } from 'zod';
import { Id, Timestamp } from './common.js';
import { DataType } from './schema.js';
import { TEXT_MAX_LENGTH, MAP_MAX_KEYS } from './limits.js';
import { OfficialAnswer } from './status.js';
import { Moderation } from './moderation.js';
import { OnBehalfBody, Reporter } from './on-behalf.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';
import { EntryGeometry } from './geometry.js';
import { Altitude, Latitude, Longitude } from './coordinates.js';

export { Altitude, Latitude, Longitude } from './coordinates.js';

export const GeoValue = z.strictObject({ Latitude, Longitude });

/** One answer of a point: the variable's DataType (or `category`) and its value (docs/product.md §3.13 Point). */
export const AttributeValue = z.strictObject({
  DataType: z.union([DataType, z.literal('category')]),
  Value: z.union([
    z.string().max(TEXT_MAX_LENGTH),
    z.number(),
    z.boolean(),
    z.array(z.string().max(TEXT_MAX_LENGTH)).max(500),
    GeoValue,
  ]),
});
export type AttributeValue = z.infer<typeof AttributeValue>;

/** Answers keyed by variable name; the category under the key `category`. */
export const Attributes = z
  .record(z.string().min(1).max(200), AttributeValue)
  .refine((m) => Object.keys(m).length <= MAP_MAX_KEYS, FIELD_MESSAGES.tooManyAnswers);
export type Attributes = z.infer<typeof Attributes>;

/** A person or department by id and name. */
export const NamedRef = z.object({ ID: Id, Name: z.string() });
export type NamedRef = z.infer<typeof NamedRef>;

/** Who is responsible for an entry, as its team sees it (docs/product.md §16.10; null: no one). */
export const Assignment = z.object({ Department: NamedRef.nullable(), User: NamedRef.nullable() });
export type Assignment = z.infer<typeof Assignment>;

/** A recorded observation on a layer (docs/product.md §3.13 Point). */
export const Point = z.object({
  ID: Id,
  Layer: Id,
  Latitude: z.number(),
  Longitude: z.number(),
  Altitude: z.number(),
  /** A line or an area (GeoJSON, degrees WGS84), whose centre of mass `Latitude`/`Longitude` hold
   *  (docs/product.md §25.1); left out for a point. */
  Geometry: EntryGeometry.optional(),
  Public: z.boolean(),
  Editable: z.boolean(),
  CreatedAt: Timestamp,
  UpdatedAt: Timestamp,
  Attributes: z.record(z.string(), AttributeValue),
  /** The key of its status among the layer's Statuses, and when it was last set (docs/product.md §16.1). */
  Status: z.string(),
  StatusChangedAt: Timestamp,
  /** The managers' official answer, null while there is none (docs/product.md §16.2). */
  OfficialAnswer: OfficialAnswer.nullable(),
  /** Hidden or held for approval (docs/product.md §16.3); only managers and the author see such a
   *  point. Null when it is public. */
  Moderation: Moderation,
  /** The questions (variable names) whose answers the moderation shortened, shown with „Von der
   *  Moderation gekürzt“ (docs/product.md §16.3); left out when none. */
  ShortenedAnswers: z.array(z.string()).optional(),
  /** The entry this one was merged into as its duplicate („Bereits gemeldet“, docs/product.md
   *  §24.3); left out for every other entry. */
  DuplicateOf: z.string().optional(),
  /** Whether the caller manages the point: may move, change and delete it, set its status and
   *  answer officially (server/src/access/point.rules.ts canEditPoint). */
  CanEdit: z.boolean(),
  /** Whether the caller may move the point and change its answers with PUT /gis/point/{id}:
   *  managers always, its author while it has the layer's first status (server/src/access/point.rules.ts
   *  canChangePoint, docs/product.md §16.6). */
  CanChange: z.boolean(),
  /** Whom a team member recorded the entry for, with their contact (docs/product.md §16.12): only
   *  in GET /gis/point/{id} and the answer of POST /gis/point, and only to the project's team
   *  (server/src/access/point.rules.ts canReadReporter). */
  Reporter: Reporter.optional(),
  /** Responsibility (docs/product.md §16.10), with GET /gis/point/{id} only: for the team who is
   *  responsible (`Assignment`) and whether the caller may change it (`CanAssign`,
   *  server/src/access/responsibility.rules.ts canAssign); for everyone else the department's name
   *  (`Department`) when the project shows it, never a person. */
  Assignment: Assignment.optional(),
  CanAssign: z.boolean().optional(),
  Department: z.string().optional(),
});
export type Point = z.infer<typeof Point>;

/** A soft-deleted point as listed by GET /gis/deletedpoints/{layerID}. */
export const DeletedPoint = Point.extend({ DeletedAt: Timestamp });
export type DeletedPoint = z.infer<typeof DeletedPoint>;

/** Fields a client writes on create and update. */
const WritablePointFields = {
  Latitude,
  Longitude,
  Altitude: Altitude.default(0),
  /** A line or an area on a map that accepts it (Layer.Geometries); left out or null: a point at
   *  `Latitude`/`Longitude`. With a geometry the server stores its centre of mass as the position,
   *  whatever `Latitude`/`Longitude` say (docs/product.md §25.1). */
  Geometry: EntryGeometry.nullable().optional(),
  Public: z.boolean().optional(),
  Editable: z.boolean().optional(),
  Attributes: Attributes.default({}),
};

/** POST /gis/point body. Public/Editable are honoured for managers only; everyone else's points are
 *  stored Public true, Editable false (docs/architecture.md §6). */
export const CreatePointBody = z.strictObject({
  Layer: Id, ...WritablePointFields,
  /** Recorded by the project's team for someone else (docs/product.md §16.12); 403 for others. */
  OnBehalf: OnBehalfBody.optional(),
});
export type CreatePointBody = z.infer<typeof CreatePointBody>;

/** PUT /gis/point/{id} body; `ID` and `Layer` may be sent back but must match the stored point;
 *  `Status`, `StatusChangedAt`, `OfficialAnswer`, `Moderation`, `ShortenedAnswers`, `DuplicateOf`, `CanEdit` and `CanChange`, part of a
 *  Point as answered, may be sent back too and are ignored (they change through their own routes). */
export const UpdatePointBody = z.strictObject({
  ID: Id.optional(), Layer: Id.optional(), Status: z.string().optional(), StatusChangedAt: Timestamp.optional(),
  CanEdit: z.boolean().optional(), CanChange: z.boolean().optional(),
  OfficialAnswer: z.unknown().optional(), Moderation: z.unknown().optional(), Reporter: z.unknown().optional(), ShortenedAnswers: z.unknown().optional(),
  DuplicateOf: z.unknown().optional(),
  Assignment: z.unknown().optional(), CanAssign: z.boolean().optional(), Department: z.unknown().optional(),
  ...WritablePointFields,
});
export type UpdatePointBody = z.infer<typeof UpdatePointBody>;

/** Most points one answer of GET /gis/points[/{layerID}] holds (docs/security.md, Limits); more
 *  follow on the pages its `Link: <…>; rel="next"` header names (RFC 8288). */
export const MAX_POINTS_PAGE = 10_000;

/** Where a page of points starts: after the point created at `createdAt` with id `id` (points are
 *  listed by creation time, then id). Sent as the opaque `after` of the next page's address. */
export type PointsPageCursor = { createdAt: string; id: string };

/** Encodes a cursor as base64url text for the `after` query parameter. */
export const encodePointsCursor = (c: PointsPageCursor) => base64url(JSON.stringify([c.createdAt, c.id]));

const base64url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text))).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** Decodes the `after` text; undefined for anything encodePointsCursor did not make. */
function decodePointsCursor(text: string): PointsPageCursor | undefined {
  try {
    const json = new TextDecoder().decode(Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    if (!Array.isArray(value) || value.length !== 2) return undefined;
    const [createdAt, id] = value as unknown[];
    if (typeof createdAt !== 'string' || typeof id !== 'string' || createdAt.length > 40 || id.length > 64) return undefined;
    return { createdAt, id };
  } catch {
    return undefined;
  }
}

const LIMIT_MESSAGE = fieldMessage('pointsLimit', { max: MAX_POINTS_PAGE });

/** Paging of GET /gis/points[/{layerID}]: `limit` points per answer (1 to MAX_POINTS_PAGE, default
 *  MAX_POINTS_PAGE) starting `after` a cursor taken from the previous answer's Link header. */
export const PointsPageQuery = {
  limit: z.coerce.number({ error: LIMIT_MESSAGE }).int({ error: LIMIT_MESSAGE })
    .min(1, { error: LIMIT_MESSAGE }).max(MAX_POINTS_PAGE, { error: LIMIT_MESSAGE })
    .default(MAX_POINTS_PAGE),
  after: z.string().max(200).transform((s, ctx) => {
    const cursor = decodePointsCursor(s);
    if (!cursor) {
      ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.pageCursorInvalid });
      return z.NEVER;
    }
    return cursor;
  }).optional(),
};

/** Query of GET /gis/points: paging only. */
export const AllPointsQuery = z.object(PointsPageQuery);

/** Query of GET /gis/points/{layerID}: optional bounding box `minLon,minLat,maxLon,maxLat` in
 *  degrees WGS84, and paging. */
export const PointsQuery = z.object({
  ...PointsPageQuery,
  bbox: z
    .string()
    .transform((s, ctx) => {
      const n = s.split(',').map((p) => (p.trim() === '' ? NaN : Number(p)));
      const [minLon, minLat, maxLon, maxLat] = n;
      const ok = n.length === 4 && n.every(Number.isFinite)
        && minLon! >= -180 && maxLon! <= 180 && minLat! >= -90 && maxLat! <= 90 && minLon! <= maxLon! && minLat! <= maxLat!;
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: FIELD_MESSAGES.pointsBbox });
        return z.NEVER;
      }
      return { minLon: minLon!, minLat: minLat!, maxLon: maxLon!, maxLat: maxLat! };
    })
    .optional(),
});
export type BoundingBox = { minLon: number; minLat: number; maxLon: number; maxLat: number };
