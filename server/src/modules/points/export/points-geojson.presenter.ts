import { CATEGORY_ATTRIBUTE, type Attributes, type AttributeValue, type PointStatus } from '@mitmachkarte/contract';
import { parseJson } from '../../../lib/json.js';
import { answerVariables, roundCoordinate } from '../query/answer-columns.js';
import type { ImageUrl } from '../query/answer-columns.js';
import type { ExportedPoint, ExportSource } from './points-export.source.js';
import { categoryLabels, choiceKeys, exportNames, keyedValues, optionLabel, type ExportNames } from '../query/answer-names.js';
import type { ExportRow } from './points-export.repository.js';
import { geoJsonGeometryOf } from './entry-geometry.js';

/** Properties every feature has had since before docs/product.md §18.4; an answer whose variable
 *  has one of these names is written as `Antwort_{name}` instead. */
const FIXED_PROPERTIES = new Set(['ID', 'CreatedAt', 'UpdatedAt', 'Altitude', CATEGORY_ATTRIBUTE, 'Status', 'StatusLabel', 'StatusChangedAt',
  'OfficialAnswer', 'OfficialAnswerOrganisation', 'OfficialAnswerAt']);

/** What an export file (docs/product.md §18.4) does that the GIS interface (§20) does not: its
 *  coordinates, those of places too, are rounded to 7 decimals, and it has `Altitude` only when
 *  `heights` (an exported entry has a height). */
export type ExportFile = { heights: boolean };

/** An answer as a GeoJSON property value: as stored (text, option keys, arrays of option keys,
 *  booleans, numbers, places as {Latitude, Longitude}, in a file rounded), images as the absolute
 *  URL of the normal variant. */
function propertyValue(answer: AttributeValue, ctx: Pick<FeatureContext, 'imageUrl' | 'file'>) {
  const value = answer.Value;
  if (answer.DataType === 'image' && typeof value === 'string') return ctx.imageUrl(value);
  if (ctx.file && answer.DataType === 'geolocation' && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    return { ...value, Latitude: roundCoordinate(value.Latitude), Longitude: roundCoordinate(value.Longitude) };
  }
  return value;
}

/** What pointFeature needs of the layer: its questionnaire's names, statuses, category labels and
 *  the names of docs/product.md §18.4; `file` for an export file. */
export type FeatureContext = {
  variableNames: readonly string[];
  statuses: readonly PointStatus[];
  categories: ReadonlyMap<string, string>;
  names: ExportNames;
  imageUrl: ImageUrl;
  file?: ExportFile;
};

/** The FeatureContext of a layer: of an export file with `file`, of the GIS interface without. */
export function featureContext(source: Pick<ExportSource, 'schema' | 'statuses' | 'imageUrl'>, file?: ExportFile): FeatureContext {
  const variables = answerVariables(source.schema);
  return {
    variableNames: variables.map((v) => v.Name), statuses: source.statuses, categories: categoryLabels(source.schema),
    names: exportNames(variables), imageUrl: source.imageUrl, ...(file ? { file } : {}),
  };
}

/** The FeatureContext of an export file of `source` (docs/product.md §18.4). */
export const fileContext = async (source: ExportSource): Promise<FeatureContext> => featureContext(source, { heights: await source.hasHeights() });

/** The property name of the answer to the question `name`: the name itself, or `Antwort_{name}`
 *  where it would meet a fixed property or, for a question the questionnaire no longer has, one
 *  of docs/product.md §18.4. */
export function answerPropertyName(ctx: Pick<FeatureContext, 'variableNames' | 'names'>): (name: string) => string {
  const known = new Set(ctx.variableNames);
  return (name) => (FIXED_PROPERTIES.has(name) || (!known.has(name) && ctx.names.all.has(name)) ? `Antwort_${name}` : name);
}

/** One entry as an RFC 7946 Feature: a 2D Point geometry [longitude, latitude], or for a line or
 *  an area its LineString or Polygon (docs/product.md §25.1; WGS84; in a file to 7 decimals), the point id as feature id, and the properties ID, CreatedAt, UpdatedAt,
 *  Altitude (in a file only when an entry has a height), category (the key),
 *  Status (the key), StatusLabel, StatusChangedAt (docs/product.md §16.1), OfficialAnswer,
 *  OfficialAnswerOrganisation, OfficialAnswerAt (§16.2; null while there is none), then one per
 *  questionnaire variable (null when unanswered; choices as their keys), then the stored answers
 *  of variables the questionnaire no longer has; then (§18.4) VotesUp, VotesDown, Comments, and
 *  key and label of status, category and every choice question (`{name}_key`, `{name}_label`;
 *  arrays for multiple choice, null when unanswered). A stored answer of a removed question named
 *  like one of the §18.4 properties is written as `Antwort_{name}` too. Without `counts` (the GIS
 *  interface, docs/decisions/0014) VotesUp, VotesDown and Comments are left out, nothing else. */
export function pointFeature(row: ExportRow & Partial<Pick<ExportedPoint, 'counts'>>, ctx: FeatureContext) {
  const { names } = ctx;
  const answers = parseJson<Attributes>(row.attributes, {});
  const category = answers[CATEGORY_ATTRIBUTE]?.Value;
  const keyed = keyedValues(ctx.categories, ctx.statuses, category, row.status);
  const properties = new Map<string, unknown>([
    ['ID', row.id], ['CreatedAt', row.created_at], ['UpdatedAt', row.updated_at],
    ...(!ctx.file || ctx.file.heights ? [['Altitude', row.altitude] as const] : []),
    [CATEGORY_ATTRIBUTE, typeof category === 'string' ? category : null],
    ['Status', row.status], ['StatusLabel', keyed.statusLabel], ['StatusChangedAt', row.status_changed_at ?? row.created_at],
    ['OfficialAnswer', row.answer_text || null], ['OfficialAnswerOrganisation', row.answer_text ? row.answer_org : null],
    ['OfficialAnswerAt', row.answer_text ? row.answer_at : null],
  ]);
  const propertyName = answerPropertyName(ctx);
  for (const name of ctx.variableNames) properties.set(propertyName(name), null);
  for (const [name, answer] of Object.entries(answers)) {
    if (name !== CATEGORY_ATTRIBUTE) properties.set(propertyName(name), propertyValue(answer, ctx));
  }
  if (row.counts) properties.set(names.votesUp, row.counts.up).set(names.votesDown, row.counts.down).set(names.comments, row.counts.comments);
  properties.set(names.statusKey, keyed.statusKey).set(names.statusLabel, keyed.statusLabel)
    .set(names.categoryKey, keyed.categoryKey || null).set(names.categoryLabel, keyed.categoryLabel || null);
  for (const { variable, key, label } of names.choices) {
    const value = Object.hasOwn(answers, variable.Name) ? answers[variable.Name]?.Value : undefined;
    const keys = choiceKeys(value);
    const multiple = Array.isArray(value);
    properties.set(key, keys.length === 0 ? null : multiple ? keys : keys[0])
      .set(label, keys.length === 0 ? null : multiple ? keys.map((k) => optionLabel(variable, k)) : optionLabel(variable, keys[0]!));
  }
  return {
    type: 'Feature',
    id: row.id,
    geometry: geoJsonGeometryOf(row, ctx.file !== undefined),
    // fromEntries defines own properties, so even a name like __proto__ stays a plain key.
    properties: Object.fromEntries(properties),
  };
}

/** The GeoJSON export of a layer's points (RFC 7946 FeatureCollection) as text chunks, one per
 *  page of points, sent as a stream like the JSON list of points. */
export async function* pointsGeoJsonChunks(source: ExportSource): AsyncGenerator<string> {
  const ctx = await fileContext(source);
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const rows of source.points()) {
    const features = rows.map((row) => JSON.stringify(pointFeature(row, ctx)));
    yield (first ? '' : ',') + features.join(',');
    first = false;
  }
  yield ']}';
}
