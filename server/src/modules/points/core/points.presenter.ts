import { type Attributes, type DeletedPoint, type Point } from '@mitmachkarte/contract';
import type { PointRights } from '../../../access/rights.js';
import { moderationOf, officialAnswerOf } from '../../../db/records/point.record.js';
import { parseJson, toBool } from '../../../lib/json.js';
import type { PointRow } from '../../../db/records/point.columns.js';
import { geometryOfRow } from './point-geometry.js';

/** Row → Point (docs/product.md §3.13) without the caller's rights: what a personal data export
 *  holds. */
export const presentPointData = (row: PointRow): Omit<Point, keyof PointRights> => ({
  ID: row.id,
  Layer: row.layer_id,
  Latitude: row.latitude,
  Longitude: row.longitude,
  Altitude: row.altitude,
  ...geometryOf(row),
  Public: toBool(row.public),
  Editable: toBool(row.editable),
  CreatedAt: row.created_at,
  UpdatedAt: row.updated_at,
  Attributes: parseJson<Attributes>(row.attributes, {}),
  Status: row.status,
  StatusChangedAt: row.status_changed_at ?? row.created_at,
  OfficialAnswer: officialAnswerOf(row),
  Moderation: moderationOf(row),
  ...shortenedAnswersOf(row),
  ...(row.duplicate_of ? { DuplicateOf: row.duplicate_of } : {}),
});

/** `Geometry` of a line or an area, left out for a point (docs/product.md §25.1). */
const geometryOf = (row: Pick<PointRow, 'geometry'>): Pick<Point, 'Geometry'> => {
  const geometry = geometryOfRow(row);
  return geometry ? { Geometry: geometry } : {};
};

/** `ShortenedAnswers` of a row, left out when none was shortened (docs/product.md §16.3). */
const shortenedAnswersOf = (row: Pick<PointRow, 'shortened_answers'>): Pick<Point, 'ShortenedAnswers'> => {
  const names = parseJson<string[]>(row.shortened_answers, []);
  return names.length > 0 ? { ShortenedAnswers: names } : {};
};

/** Row → Point, with what the caller may do with it (access/rights.ts pointRights). */
export const presentPoint = (row: PointRow, rights: PointRights): Point => ({ ...presentPointData(row), ...rights });

/** A soft-deleted point, with the rights of the managers who list them. */
export const presentDeletedPoint = (row: PointRow & { deleted_at: string | null }, rights: PointRights): DeletedPoint => ({
  ...presentPoint(row, rights),
  DeletedAt: row.deleted_at ?? '',
});

/** The JSON text of a Point up to its rights, which depend on the reader (pointRightsJson closes it). */
export const pointHeadJson = (r: PointRow) =>
  `{"ID":"${r.id}","Layer":"${r.layer_id}","Latitude":${r.latitude},"Longitude":${r.longitude},"Altitude":${r.altitude},` +
  // The geometry is GeoJSON this server wrote (point-geometry.ts geometryColumns), spliced in as it is.
  (r.geometry ? `"Geometry":${r.geometry},` : '') +
  `"Public":${r.public === 1},"Editable":${r.editable === 1},"CreatedAt":"${r.created_at}","UpdatedAt":"${r.updated_at}",` +
  `"Attributes":${r.attributes || '{}'},"Status":${JSON.stringify(r.status)},"StatusChangedAt":"${r.status_changed_at ?? r.created_at}",` +
  `"OfficialAnswer":${JSON.stringify(officialAnswerOf(r))},"Moderation":${JSON.stringify(moderationOf(r))},` +
  (r.shortened_answers && r.shortened_answers !== '[]' ? `"ShortenedAnswers":${r.shortened_answers},` : '') +
  (r.duplicate_of ? `"DuplicateOf":"${r.duplicate_of}",` : '');

/** The rest of a Point's JSON text after pointHeadJson: the reader's rights. */
export const pointRightsJson = (rights: PointRights) => `"CanEdit":${rights.CanEdit},"CanChange":${rights.CanChange}}`;

const pointJson = (r: PointRow, rights: PointRights) => pointHeadJson(r) + pointRightsJson(rights);

/** Points per chunk of a streamed list: a chunk is written as one string. */
export const POINTS_PER_CHUNK = 1000;

/** Rows → the JSON text of `Point[]` (`rightsOf` each row) in chunks of `batch` points, without parsing each point's
 *  answers: the stored `attributes` column is JSON this server wrote after validation and is
 *  spliced in as it is. Sent as a stream, so GET /gis/points/{layerID} for 100,000 points never
 *  holds the whole 50 MB answer in memory (npm run bench). */
export function pointsJsonChunks<R extends PointRow>(rows: readonly R[], rightsOf: (row: R) => PointRights, batch = POINTS_PER_CHUNK): Generator<string> {
  return jsonArrayChunks(rows, (r) => pointJson(r, rightsOf(r)), batch);
}

/** The JSON text of an array of `items`, each written by `json`, in chunks of `batch` items. */
export function* jsonArrayChunks<T>(items: readonly T[], json: (item: T) => string, batch = POINTS_PER_CHUNK): Generator<string> {
  if (items.length === 0) {
    yield '[]';
    return;
  }
  for (let start = 0; start < items.length; start += batch) {
    const parts = items.slice(start, start + batch).map(json);
    yield (start === 0 ? '[' : ',') + parts.join(',') + (start + batch >= items.length ? ']' : '');
  }
}
