import { z } from 'zod';
import { Id } from './common.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Query and path schemas of the GIS interface OGC API – Features (OGC 17-069r4, Part 1: Core;
 *  docs/product.md §20, docs/decisions/0014). The answers follow the standard's own names
 *  (lower camel case), not the PascalCase of the rest of the API. */

/** Features per page when the query names no limit (OGC 17-069r4 §7.15.3). */
export const OGC_DEFAULT_LIMIT = 100;
/** Most features per page; a larger limit is lowered to it, as OGC 17-069r4 §7.15.3 allows. */
export const OGC_MAX_LIMIT = 10_000;

export const OGC_FORMAT_MESSAGE = FIELD_MESSAGES.ogcFormat;
export const OGC_UNKNOWN_PARAMETER = FIELD_MESSAGES.ogcUnknownParameter;
export const OGC_BBOX_MESSAGE = FIELD_MESSAGES.ogcBbox;
export const OGC_LIMIT_MESSAGE = /* @__PURE__ */ fieldMessage('ogcLimit', { max: OGC_MAX_LIMIT });
export const OGC_OFFSET_MESSAGE = FIELD_MESSAGES.ogcOffset;
export const OGC_DATETIME_MESSAGE = FIELD_MESSAGES.ogcDatetime;
export const OGC_REPEATED_MESSAGE = FIELD_MESSAGES.ogcRepeatedParameter;

/** `f`: the one format served (OGC 17-069r4 §7.8); HTML is not offered. */
const Format = z.literal('json', { error: OGC_FORMAT_MESSAGE }).optional();

/** Unknown query parameters are refused (OGC 17-069r4 /req/core/query-param-unknown). */
const unknownKeys = { error: (issue: { code?: string }) => (issue.code === 'unrecognized_keys' ? OGC_UNKNOWN_PARAMETER : undefined) };

/** Query of the landing page, /conformance, /api, /collections and one collection or feature. */
export const OgcQuery = z.strictObject({ f: Format }, unknownKeys);

export const OgcCollectionParams = z.object({ layerId: Id });
export const OgcItemParams = z.object({ layerId: Id, pointId: Id });

/** A bounding box in degrees WGS84 (CRS84). minLon > maxLon is a box across the antimeridian
 *  (OGC 17-069r4 §7.15.3). */
export type OgcBbox = { minLon: number; minLat: number; maxLon: number; maxLat: number };

/** Parses `minLon,minLat,maxLon,maxLat`; undefined if it is not four numbers in range. */
export function parseOgcBbox(text: string): OgcBbox | undefined {
  const n = text.split(',').map((p) => (p.trim() === '' ? NaN : Number(p)));
  if (n.length !== 4 || !n.every(Number.isFinite)) return undefined;
  const [minLon, minLat, maxLon, maxLat] = n as [number, number, number, number];
  const lonOk = [minLon, maxLon].every((x) => x >= -180 && x <= 180);
  const latOk = [minLat, maxLat].every((y) => y >= -90 && y <= 90) && minLat <= maxLat;
  return lonOk && latOk ? { minLon, minLat, maxLon, maxLat } : undefined;
}

/** RFC 3339 date-time (section 5.6), with a time zone; `T` and `Z` in either case. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/** The instant `text` as ISO 8601 UTC with milliseconds (the form of stored timestamps);
 *  undefined if it is no RFC 3339 date-time or names no real day. */
function instant(text: string): string | undefined {
  if (!RFC3339.test(text)) return undefined;
  const [y, mo, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, mo - 1, d));
  if (day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return undefined;
  const ms = Date.parse(text.replace(' ', 'T').toUpperCase());
  return Number.isFinite(ms) ? new Date(ms).toISOString() : undefined;
}

/** A time range on the points' creation: both ends included, either open. */
export type OgcDatetime = { from?: string; to?: string };

/** Parses `datetime` (OGC 17-069r4 §7.15.4): an instant (from = to), or an interval `a/b` whose
 *  ends may be open (`..` or empty); undefined if malformed or backwards. */
export function parseOgcDatetime(text: string): OgcDatetime | undefined {
  const parts = text.split('/');
  if (parts.length === 1) {
    const at = instant(parts[0]!);
    return at ? { from: at, to: at } : undefined;
  }
  if (parts.length !== 2) return undefined;
  const open = (p: string) => p === '..' || p === '';
  const [a, b] = parts as [string, string];
  if (open(a) && open(b)) return undefined;
  const from = open(a) ? undefined : instant(a);
  const to = open(b) ? undefined : instant(b);
  if ((!open(a) && !from) || (!open(b) && !to)) return undefined;
  if (from && to && from > to) return undefined;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

/** Text of one query parameter; given twice, Fastify hands over a list, which is refused. */
const single = z.string({ error: OGC_REPEATED_MESSAGE }).max(1000, { error: FIELD_MESSAGES.valueTooLong });

/** Query of /collections/{layerId}/items (OGC 17-069r4 §7.15): f, bbox, limit (default
 *  OGC_DEFAULT_LIMIT, lowered to OGC_MAX_LIMIT), offset, datetime, and any further parameter
 *  as a property filter, which the service checks against the layer's questionnaire. */
export const OgcItemsQuery = z.object({
  f: Format,
  bbox: single.transform((s, ctx) => parseOgcBbox(s) ?? (ctx.addIssue({ code: 'custom', message: OGC_BBOX_MESSAGE }), z.NEVER)).optional(),
  limit: single.transform((s, ctx) => (/^\d{1,12}$/.test(s) && Number(s) >= 1
    ? Math.min(Number(s), OGC_MAX_LIMIT) : (ctx.addIssue({ code: 'custom', message: OGC_LIMIT_MESSAGE }), z.NEVER))).default(OGC_DEFAULT_LIMIT),
  offset: single.transform((s, ctx) => (/^\d{1,12}$/.test(s)
    ? Number(s) : (ctx.addIssue({ code: 'custom', message: OGC_OFFSET_MESSAGE }), z.NEVER))).default(0),
  datetime: single.transform((s, ctx) => parseOgcDatetime(s) ?? (ctx.addIssue({ code: 'custom', message: OGC_DATETIME_MESSAGE }), z.NEVER)).optional(),
}).catchall(single);
export type OgcItemsQuery = z.infer<typeof OgcItemsQuery>;

/** A link of the answers (OGC 17-069r4 §7.1, RFC 8288). */
export const OgcLink = z.object({ href: z.string(), rel: z.string(), type: z.string().optional(), title: z.string().optional() });

export const OgcLandingPage = z.object({ title: z.string(), description: z.string(), links: z.array(OgcLink) });
export const OgcConformance = z.object({ conformsTo: z.array(z.string()) });

export const OgcCollection = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  extent: z.object({ spatial: z.object({ bbox: z.array(z.array(z.number())), crs: z.string() }) }),
  itemType: z.literal('feature'),
  crs: z.array(z.string()),
  links: z.array(OgcLink),
});
export type OgcCollection = z.infer<typeof OgcCollection>;
export const OgcCollections = z.object({ links: z.array(OgcLink), collections: z.array(OgcCollection) });

/** A feature as the items answer it (GeoJSON, RFC 7946): an entry is a Point, a LineString or a
 *  Polygon of one ring (docs/product.md §25.1). */
export const OgcFeature = z.object({
  type: z.literal('Feature'),
  id: z.string(),
  geometry: z.union([
    z.object({ type: z.literal('Point'), coordinates: z.array(z.number()) }),
    z.object({ type: z.literal('LineString'), coordinates: z.array(z.array(z.number())) }),
    z.object({ type: z.literal('Polygon'), coordinates: z.array(z.array(z.array(z.number()))) }),
  ]),
  properties: z.record(z.string(), z.unknown()),
  links: z.array(OgcLink).optional(),
});
export const OgcFeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(OgcFeature),
  numberMatched: z.number(),
  numberReturned: z.number(),
  timeStamp: z.string(),
  links: z.array(OgcLink),
});
