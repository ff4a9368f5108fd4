import { SURVEY_SILENT_KINDS, type SurveyAnswerValue, type SurveyQuestion } from '@mitmachkarte/contract';

/** Pages and answer checks of a survey on screen (docs/product.md §25.2): page breaks split the
 *  questions; „Weiter“ checks the required questions of its page as the server checks them all
 *  (server modules/surveys/survey-checks.ts answersProblem), so that the visitor learns early. */

export type Answers = Record<string, SurveyAnswerValue | undefined>;

/** The questions split at page breaks; empty pages left out; at least one page. */
export function pagesOf(questions: readonly SurveyQuestion[]): SurveyQuestion[][] {
  const pages: SurveyQuestion[][] = [[]];
  for (const q of questions) {
    if (q.Kind === 'pagebreak') pages.push([]);
    else pages[pages.length - 1]!.push(q);
  }
  const filled = pages.filter((p) => p.length > 0);
  return filled.length > 0 ? filled : [[]];
}

/** Whether `v` is no answer: missing, empty text, no choice, no matrix row. */
export const isEmptyAnswer = (v: SurveyAnswerValue | undefined) =>
  v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0)
  || (typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).length === 0);

/** What is missing on a page: per question key, `{ kind: 'answer' }` for an unanswered required
 *  question, `{ kind: 'row', row }` for the first unanswered row of a matrix (required, or begun). */
export type Missing = { kind: 'answer' } | { kind: 'row'; row: string };
export function missingOnPage(page: readonly SurveyQuestion[], answers: Answers): Map<string, Missing> {
  const missing = new Map<string, Missing>();
  for (const q of page) {
    if (SURVEY_SILENT_KINDS.includes(q.Kind)) continue;
    const v = answers[q.Key];
    if (isEmptyAnswer(v)) {
      if (!q.Optional) missing.set(q.Key, q.Kind === 'matrix' && q.Rows[0] ? { kind: 'row', row: q.Rows[0].Label || q.Rows[0].Key } : { kind: 'answer' });
      continue;
    }
    if (q.Kind === 'matrix' && typeof v === 'object' && !Array.isArray(v)) {
      const row = q.Rows.find((r) => !(r.Key in v));
      if (row) missing.set(q.Key, { kind: 'row', row: row.Label || row.Key });
    }
  }
  return missing;
}

/** The answers to send: those given, numbers as numbers, rankings as shown (all options; a ranking
 *  never touched is sent in its shown order only if it is required). */
export function answersToSend(questions: readonly SurveyQuestion[], answers: Answers): Record<string, SurveyAnswerValue> {
  const out: Record<string, SurveyAnswerValue> = {};
  for (const q of questions) {
    const v = answers[q.Key];
    if (SURVEY_SILENT_KINDS.includes(q.Kind) || isEmptyAnswer(v)) continue;
    out[q.Key] = v!;
  }
  return out;
}

/** Moves the element at `from` of `list` by `by` places (−1 up, +1 down), within bounds. */
export function moved<T>(list: readonly T[], from: number, by: number): T[] {
  const to = Math.max(0, Math.min(list.length - 1, from + by));
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
