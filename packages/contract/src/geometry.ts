import { z } from 'zod';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';
import {
  GEOMETRY_KINDS, GEOMETRY_MAX_VERTICES, geometryProblem, type EntryShape,
} from './geometry-rules.js';

/** The zod schemas of lines and areas as entries (docs/product.md §25.1; docs/decisions/0046):
 *  GeoJSON geometries (RFC 7946) checked by geometryProblem, and a map's accepted kinds. */

/** [longitude, latitude] in degrees WGS84 (RFC 7946 §3.1.1; no altitude). */
export const Position = z.tuple([
  z.number({ error: FIELD_MESSAGES.geometryPosition }).min(-180, FIELD_MESSAGES.geometryPosition).max(180, FIELD_MESSAGES.geometryPosition),
  z.number({ error: FIELD_MESSAGES.geometryPosition }).min(-90, FIELD_MESSAGES.geometryPosition).max(90, FIELD_MESSAGES.geometryPosition),
], { error: FIELD_MESSAGES.geometryPosition });

const TOO_MANY = fieldMessage('geometryTooMany', { max: GEOMETRY_MAX_VERTICES });

export const LineGeometry = z.strictObject({
  type: z.literal('LineString'),
  coordinates: z.array(Position, { error: FIELD_MESSAGES.geometryType }).max(GEOMETRY_MAX_VERTICES, TOO_MANY),
});

export const PolygonGeometry = z.strictObject({
  type: z.literal('Polygon'),
  coordinates: z.tuple([z.array(Position).max(GEOMETRY_MAX_VERTICES + 1, TOO_MANY)], { error: FIELD_MESSAGES.geometryOneRing }),
});

/** Messages of geometryProblem's findings, but `outside`, which only the server and the map app
 *  know with the project's boundary. */
const PROBLEM_MESSAGES = {
  tooMany: TOO_MANY,
  notClosed: FIELD_MESSAGES.geometryNotClosed,
  tooWide: FIELD_MESSAGES.geometryTooWide,
  crossing: FIELD_MESSAGES.geometryCrossing,
  empty: FIELD_MESSAGES.geometryEmpty,
  outside: FIELD_MESSAGES.geometryOutside,
} as const;

/** The German message of a finding of geometryProblem for `geometry`. */
export const geometryProblemMessage = (geometry: EntryShape, problem: NonNullable<ReturnType<typeof geometryProblem>>): string =>
  problem === 'tooFew'
    ? (geometry.type === 'LineString' ? FIELD_MESSAGES.geometryTooFewLine : FIELD_MESSAGES.geometryTooFewPolygon)
    : PROBLEM_MESSAGES[problem];

/** The geometry of a line or an area, checked for everything but the project's boundary. */
export const EntryGeometry = z.discriminatedUnion('type', [LineGeometry, PolygonGeometry], { error: FIELD_MESSAGES.geometryType })
  .superRefine((geometry, ctx) => {
    const problem = geometryProblem(geometry);
    if (problem) ctx.addIssue({ code: 'custom', message: geometryProblemMessage(geometry, problem) });
  });
export type EntryGeometry = z.infer<typeof EntryGeometry>;

/** What a map accepts: one or more of point, line, polygon, each once. */
export const Geometries = z.array(z.enum(GEOMETRY_KINDS, { error: FIELD_MESSAGES.geometriesChoice }))
  .min(1, FIELD_MESSAGES.geometriesChoice)
  .refine((kinds) => new Set(kinds).size === kinds.length, FIELD_MESSAGES.geometriesChoice);
