import { cornersOf, type Attributes, type AttributeValue, type EntryGeometry } from '@mitmachkarte/contract';
import type { PointsTable } from '../../../db/schema.js';
import { parseJson } from '../../../lib/json.js';
import { fieldChanges, yesNo, type AuditField } from '../../../lib/audit-text.js';

/** The texts of the audit entries of points (docs/product.md §16.4): pure functions. */

type PointFields = Pick<PointsTable, 'latitude' | 'longitude' | 'altitude' | 'public' | 'editable' | 'attributes'> & { geometry?: string | null };

/** The shape of an entry in words (docs/product.md §25.1): „Punkt“, „Linie, 4 Ecken: …“, „Fläche, 5 Ecken: …“,
 *  with the corners (longitude latitude) so that a moved corner is a change. */
function shapeText(geometry: string | null | undefined): string {
  if (!geometry) return 'Punkt';
  const g = parseJson<EntryGeometry | null>(geometry, null);
  if (!g) return 'Punkt';
  const corners = cornersOf(g);
  return `${g.type === 'LineString' ? 'Linie' : 'Fläche'}, ${corners.length} Ecken: ${corners.map(([lng, lat]) => `${lng} ${lat}`).join(', ')}`;
}

/** An answer as text: lists joined by ', ', booleans as ja/nein, places as 'Breite, Länge'. */
function answerText(answer: AttributeValue | undefined): string {
  const value = answer?.Value;
  if (value === undefined) return '';
  if (typeof value === 'boolean') return yesNo(value);
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return `${value.Latitude}, ${value.Longitude}`;
  return String(value);
}

/** The fields of a point an entry names: its position, flags and every answer by its name. */
function fieldsOf(point: PointFields): Map<string, string> {
  const fields = new Map<string, string>([
    ['Lage', `${point.latitude}, ${point.longitude}`], ['Form', shapeText(point.geometry)], ['Höhe', String(point.altitude)],
    ['Öffentlich', yesNo(point.public)], ['Editierbar', yesNo(point.editable)],
  ]);
  for (const [name, answer] of Object.entries(parseJson<Attributes>(point.attributes, {}))) fields.set(name, answerText(answer));
  return fields;
}

/** A point in one line, for the entries of its deletion and restoring: position and answers. */
export function pointText(point: PointFields): string {
  const fields = fieldsOf(point);
  const shape = point.geometry ? ['Form'] : [];
  return ['Lage', ...shape, ...[...fields.keys()].filter((k) => !['Lage', 'Form', 'Höhe', 'Öffentlich', 'Editierbar'].includes(k))]
    .map((k) => `${k}: ${fields.get(k)}`).join('; ');
}

/** What a change of a point changes: the labels of the changed fields and their texts before and
 *  after (no labels: nothing changed). */
export function pointChanges(before: PointFields, after: PointFields) {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const fields: AuditField[] = [...new Set([...old.keys(), ...now.keys()])]
    .map((label) => ({ label, before: old.get(label) ?? '', after: now.get(label) ?? '' }));
  return fieldChanges(fields);
}
