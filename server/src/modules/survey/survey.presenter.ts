import { ALTERSGRUPPEN, INTERESSENSGRUPPEN, SURVEY_USAGE_KEYS, SurveyData, type SurveyResults } from '@mitmachkarte/contract';
import { parseJson } from '../../lib/json.js';

const zeros = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;

/** Counts of no answers: every question and answer present with 0. */
export const emptySurveyResults = (): SurveyResults => ({
  Total: 0, Usage: zeros(SURVEY_USAGE_KEYS), Interessensgruppe: zeros(INTERESSENSGRUPPEN), Altersgruppe: zeros(ALTERSGRUPPEN),
});

/** Adds one stored answer set (the JSON of `data`) to `results`; a damaged row is skipped. */
export function countSurveyResponse(results: SurveyResults, data: string): void {
  const parsed = SurveyData.safeParse(parseJson<unknown>(data, null));
  if (!parsed.success) return;
  const answers = parsed.data;
  results.Total++;
  for (const key of SURVEY_USAGE_KEYS) if (answers[key]) results.Usage[key]++;
  results.Interessensgruppe[answers.interessensgruppe]++;
  results.Altersgruppe[answers.altersgruppe]++;
}
