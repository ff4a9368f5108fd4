import { CATEGORY_ATTRIBUTE, type Attributes, type LayerSchema } from '@mitmachkarte/contract';
import { parseJson } from '../../../lib/json.js';
import { answerVariables } from '../query/answer-columns.js';
import type { ExportPages } from './points-export.repository.js';

/** The column set of an export (docs/product.md §18.4): which stored answers have no question. */

/** The names of the stored answers in `pages` (each row's answers as stored JSON; a damaged one
 *  counts as none, as lib/json.ts parseJson reads it). */
export async function answerNamesOfPages(pages: ExportPages<{ attributes: string }>): Promise<Set<string>> {
  const names = new Set<string>();
  for await (const rows of pages()) {
    for (const row of rows) for (const name of Object.keys(parseJson<Attributes>(row.attributes, {}))) names.add(name);
  }
  return names;
}

/** Of the stored answers' `names`, those whose question the questionnaire no longer has (renamed or
 *  removed), sorted, so that no stored answer is left out of an export: the rule of
 *  points/query/answer-columns.ts extraAnswerNames. */
export function extraAnswerNamesOf(schema: LayerSchema, names: ReadonlySet<string>): string[] {
  const known = new Set<string>([...answerVariables(schema).map((v) => v.Name), CATEGORY_ATTRIBUTE]);
  return [...names].filter((name) => !known.has(name)).sort();
}
