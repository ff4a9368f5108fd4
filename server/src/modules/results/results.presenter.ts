import { type Phase, type ProjectResults, type ProjectResultsPage, resultsPhaseIndex } from '@mitmachkarte/contract';
import type { LayerRow } from '../../db/schema.js';
import { pointTitle } from '../../db/records/point.record.js';
import { statusesOf, statusLabelOf } from '../../db/records/layer.record.js';
import { parseJson } from '../../lib/json.js';

/** The results page's parts as answered (docs/product.md §25.5). */

/** The settings before the team chose any: no text, nothing shown. */
export const NO_RESULTS: ProjectResults = { Text: '', Figures: [], Charts: [], Answers: false, Downloads: false };

/** The stored settings of a project (JSON of `workspaces.results`), NO_RESULTS for none. */
export const resultsSettingsOf = (json: string | null | undefined): ProjectResults => ({ ...NO_RESULTS, ...parseJson<Partial<ProjectResults>>(json ?? null, {}) });

/** The results phase as the page names it: its first day (null: open or none) and its title (null: none). */
export function resultsPhaseOf(phases: readonly Phase[]): Pick<ProjectResultsPage, 'PublishedFrom' | 'PhaseTitle'> {
  const phase = phases[resultsPhaseIndex(phases)];
  return { PublishedFrom: phase?.Start ?? null, PhaseTitle: phase?.Title ?? null };
}

/** Maximum length of an entry's title in the list of official answers. */
const TITLE_MAX = 120;

/** An answered entry as listed: its title (first text answer, '' without one), the status's
 *  label, the official answer's text and when it was written. */
export const presentAnsweredEntry = (
  row: { id: string; layer_id: string; attributes: string; status: string; answer_text: string; answer_at: string | null; updated_at: string },
  layer: Pick<LayerRow, 'schema' | 'statuses'>,
): NonNullable<ProjectResultsPage['Answers']>['Entries'][number] => ({
  ID: row.id, Layer: row.layer_id, Title: pointTitle(row.attributes, layer.schema, TITLE_MAX),
  Status: statusLabelOf(statusesOf(layer), row.status), Answer: row.answer_text, AnsweredAt: row.answer_at ?? row.updated_at,
});
