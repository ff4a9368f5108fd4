import { EMPTY_LAYER_SCHEMA, type Attributes, type EntryGeometry, type LayerSchema, type Moderation, type OfficialAnswer } from '@mitmachkarte/contract';
import { parseJson } from '../../lib/json.js';
import { cut } from '../../lib/text.js';
import type { ModerationState, PointRecord } from '../schema.js';

/** The point row's columns decoded into the contract's shapes: read by the points module's
 *  presenters and by every module that names or lists entries (moderation, notifications,
 *  contributions, comments). */

/** The first text answer of a point in questionnaire order, cut to `max` characters ('' when it
 *  has none): what people recognise the point by (the moderation queue, „Meine Beiträge“). Takes
 *  the stored JSON of the point's answers and of its layer's questionnaire. */
export function pointTitle(attributesJson: string, schemaJson: string, max: number): string {
  const answers = parseJson<Attributes>(attributesJson, {});
  const schema = parseJson<LayerSchema>(schemaJson, EMPTY_LAYER_SCHEMA);
  for (const v of schema.Schema ?? []) {
    const value = answers[v.Name]?.Value;
    if ((v.DataType === 'text' || v.DataType === 'text_multi') && typeof value === 'string' && value.trim()) return cut(value, max);
  }
  return '';
}

/** The official answer of a row, null while its text is empty (docs/product.md §16.2). */
export const officialAnswerOf = (row: Pick<PointRecord, 'answer_text' | 'answer_org' | 'answer_at' | 'updated_at'>): OfficialAnswer | null =>
  (row.answer_text === '' ? null : { Text: row.answer_text, Organisation: row.answer_org, At: row.answer_at ?? row.updated_at });

/** The moderation state of a point or comment row, null while it is public (docs/product.md §16.3).
 *  Only managers and the author ever read a row that is not public. */
export const moderationOf = (row: { moderation: ModerationState; moderation_reason: string }): Moderation =>
  (row.moderation === '' ? null : { State: row.moderation, Reason: row.moderation_reason });

/** The line or area a row holds, or undefined for a point (docs/product.md §25.1). The text was
 *  written by points/core/point-geometry.ts geometryColumns from a checked geometry. */
export const geometryOfRow = (row: { geometry?: string | null }): EntryGeometry | undefined =>
  !row.geometry ? undefined : (JSON.parse(row.geometry) as EntryGeometry);
