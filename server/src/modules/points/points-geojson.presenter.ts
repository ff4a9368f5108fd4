import { CATEGORY_ATTRIBUTE, type Attributes, type AttributeValue, type LayerSchema, type PointStatus } from '@mitmachkarte/contract';
import { parseJson } from '../../lib/json.js';
import { statusLabelOf } from '../layers/layers.presenter.js';
import { answerVariables, type ImageUrl } from './points-csv.presenter.js';
import type { PointRow } from './points.columns.js';
import type { PointPages } from './points.repository.js';

/** Properties every feature has; an answer whose variable has one of these names is written as
 *  `Antwort_{name}` instead. */
const FIXED_PROPERTIES = new Set(['ID', 'CreatedAt', 'UpdatedAt', 'Altitude', CATEGORY_ATTRIBUTE, 'Status', 'StatusLabel', 'StatusChangedAt',
  'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt']);
const propertyName = (name: string) => (FIXED_PROPERTIES.has(name) ? `Antwort_${name}` : name);

/** An answer as a GeoJSON property value: as stored (text, option keys, arrays of option keys,
 *  booleans, numbers, places as {Latitude, Longitude}), images as the absolute URL of the normal
 *  variant. */
const propertyValue = (answer: AttributeValue, imageUrl: ImageUrl) =>
  answer.DataType === 'image' && typeof answer.Value === 'string' ? imageUrl(answer.Value) : answer.Value;

/** One point as an RFC 7946 Feature: a 2D Point geometry [longitude, latitude] (WGS84), the point
 *  id as feature id, and the properties ID, CreatedAt, UpdatedAt, Altitude, category, Status (the
 *  key), StatusLabel, StatusChangedAt (docs/product.md §16.1), OfficialAnswer,
 *  OfficialAnswerOrganisation, OfficialAnswerAt (§16.2; null while there is none), then one per questionnaire variable
 *  (null when unanswered), then the stored answers of variables the questionnaire no longer has. */
export function pointFeature(row: PointRow, variableNames: readonly string[], statuses: readonly PointStatus[], imageUrl: ImageUrl) {
  const answers = parseJson<Attributes>(row.attributes, {});
  const category = answers[CATEGORY_ATTRIBUTE]?.Value;
  const properties = new Map<string, unknown>([
    ['ID', row.id], ['CreatedAt', row.created_at], ['UpdatedAt', row.updated_at], ['Altitude', row.altitude],
    [CATEGORY_ATTRIBUTE, typeof category === 'string' ? category : null],
    ['Status', row.status], ['StatusLabel', statusLabelOf(statuses, row.status)], ['StatusChangedAt', row.status_changed_at ?? row.created_at],
    ['OfficialAnswer', row.answer_text || null], ['OfficialAnswerOrganisation', row.answer_text ? row.answer_org : null],
    ['OfficialAnswerAt', row.answer_text ? row.answer_at : null],
  ]);
  for (const name of variableNames) properties.set(propertyName(name), null);
  for (const [name, answer] of Object.entries(answers)) {
    if (name !== CATEGORY_ATTRIBUTE) properties.set(propertyName(name), propertyValue(answer, imageUrl));
  }
  return {
    type: 'Feature',
    id: row.id,
    geometry: { type: 'Point', coordinates: [row.longitude, row.latitude] },
    // fromEntries defines own properties, so even a name like __proto__ stays a plain key.
    properties: Object.fromEntries(properties),
  };
}

/** The GeoJSON export of a layer's points (RFC 7946 FeatureCollection) as text chunks, one per
 *  page of points, sent as a stream like the JSON list of points. */
export async function* pointsGeoJsonChunks(pages: PointPages, schema: LayerSchema, statuses: readonly PointStatus[], imageUrl: ImageUrl): AsyncGenerator<string> {
  const names = answerVariables(schema).map((v) => v.Name);
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const rows of pages()) {
    const features = rows.map((row) => JSON.stringify(pointFeature(row, names, statuses, imageUrl)));
    yield (first ? '' : ',') + features.join(',');
    first = false;
  }
  yield ']}';
}
