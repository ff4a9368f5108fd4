import { findCategory, NEARBY_LIMIT, type NearbyAnswer, type NearbyQuery } from '@mitmachkarte/contract';
import type { Actor } from '../../../access/actor.js';
import { getVisibleLayer } from '../../../access/visible.js';
import type { Db } from '../../../db/database.js';
import { questionnaireOf, statusesOf } from '../../../db/records/layer.record.js';
import { say } from '../../../i18n/messages.js';
import { invalidField } from '../../../lib/app-error.js';
import { presentPoint } from '../core/points.presenter.js';
import { rightsInLayer } from '../core/points.service.js';
import { listNearbyCandidates, type DegreeBox } from './duplicates.repository.js';

/** Mean radius of the earth in metres (IUGG), for the haversine distance. */
const EARTH_RADIUS_M = 6_371_008.8;
/** Metres per degree of latitude, a little less than the true ~111,132 so that the box is never
 *  too small. */
const METRES_PER_DEGREE = 111_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres between two positions in degrees WGS84 (haversine formula on a
 *  sphere of EARTH_RADIUS_M; off by at most about 0.5 % from the ellipsoid, a few centimetres at
 *  the hint's scale). */
export function distanceInMetres(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The box in degrees that holds every position within `radius` metres of `centre`: the prefilter
 *  of the database. Near the poles, and across the antimeridian, the box spans every longitude. */
export function boxAround(centre: { lat: number; lon: number }, radius: number): DegreeBox {
  const dLat = radius / METRES_PER_DEGREE;
  const cos = Math.cos(radians(Math.min(89, Math.abs(centre.lat) + dLat)));
  const dLon = radius / (METRES_PER_DEGREE * cos);
  const wide = Math.abs(centre.lat) + dLat >= 89 || centre.lon - dLon < -180 || centre.lon + dLon > 180;
  return {
    minLat: Math.max(-90, centre.lat - dLat), maxLat: Math.min(90, centre.lat + dLat),
    minLon: wide ? -180 : centre.lon - dLon, maxLon: wide ? 180 : centre.lon + dLon,
  };
}

/** GET /gis/layer/{id}/nearby (docs/product.md §24.3): whoever can see the layer (NOT_FOUND
 *  otherwise) learns which of its entries the hint „Wurde das schon gemeldet?“ offers
 *  (access/point.rules.ts isOfferedAsDuplicate) within the layer's radius of `lat`/`lon`, of
 *  `category` where given (400 for a category the layer does not have): at most NEARBY_LIMIT,
 *  nearest first, each with its distance in whole metres. A radius of 0 answers none. */
export async function listNearbyPoints(db: Db, actor: Actor, layerId: string, query: NearbyQuery): Promise<NearbyAnswer> {
  const { layer, access } = await getVisibleLayer(db, actor, layerId);
  if (query.category !== undefined && !findCategory(questionnaireOf(layer).Categories, query.category)) {
    throw invalidField('category', say('nearbyUnknownCategory', { category: query.category }));
  }
  const radius = layer.duplicate_radius;
  if (radius === 0) return { Radius: 0, Entries: [] };
  const centre = { lat: query.lat, lon: query.lon };
  const open = statusesOf(layer).filter((s) => !s.Closed).map((s) => s.Key);
  const rows = await listNearbyCandidates(db, layer.id, boxAround(centre, radius), open, query.category);
  const rights = rightsInLayer(actor, layer, access);
  const Entries = rows
    .map((row) => ({ row, distance: distanceInMetres(centre, { lat: row.latitude, lon: row.longitude }) }))
    .filter((c) => c.distance <= radius)
    .sort((a, b) => a.distance - b.distance || a.row.id.localeCompare(b.row.id))
    .slice(0, NEARBY_LIMIT)
    .map(({ row, distance }) => ({ Distance: Math.round(distance), Point: presentPoint(row, rights(row)) }));
  return { Radius: radius, Entries };
}
