import { SURVEY_OPTION_KINDS, SURVEY_SILENT_KINDS, type SurveyAnswerBody, type SurveyAnswerValue, type SurveyFormBody, type SurveyQuestion } from '@mitmachkarte/contract';
import { say, type ServerMessage } from '../../i18n/messages.js';

/** The checks of a survey and of its answers (docs/product.md §25.2), pure: each answers the first
 *  problem as a field path and a message, or undefined. */
export type SurveyProblem = { field: string; message: ServerMessage };

/** What a question is called in a message: its text, else its key. */
export const questionName = (q: Pick<SurveyQuestion, 'Question' | 'Key'>) => (q.Question.trim() || q.Key).slice(0, 80);

/** Problems of a survey's build: keys unique (questions; options, rows and steps within a
 *  question), choices and rankings with at least two options, matrices with a row and two steps,
 *  an end after the start. */
export function surveyBodyProblem(body: SurveyFormBody): SurveyProblem | undefined {
  if (body.OpensAt && body.ClosesAt && Date.parse(body.ClosesAt) <= Date.parse(body.OpensAt)) return { field: 'ClosesAt', message: say('surveyClosesBeforeOpens') };
  const keys = new Set<string>();
  for (const [i, q] of body.Questions.entries()) {
    if (keys.has(q.Key)) return { field: `Questions.${i}.Key`, message: say('surveyKeyTwice', { key: q.Key }) };
    keys.add(q.Key);
    const question = questionName(q);
    if (SURVEY_OPTION_KINDS.includes(q.Kind) && q.Options.length < 2) return { field: `Questions.${i}.Options`, message: say('surveyOptionsMissing', { question }) };
    if (q.Kind === 'matrix' && (q.Rows.length < 1 || q.Scale.length < 2)) return { field: `Questions.${i}.Rows`, message: say('surveyMatrixIncomplete', { question }) };
    for (const list of ['Options', 'Rows', 'Scale'] as const) {
      const seen = new Set<string>();
      for (const o of q[list]) {
        if (seen.has(o.Key)) return { field: `Questions.${i}.${list}`, message: say('surveyOptionKeyTwice', { question, key: o.Key }) };
        seen.add(o.Key);
      }
    }
  }
  return undefined;
}

const isEmpty = (v: SurveyAnswerValue | undefined) =>
  v === undefined || v === '' || (Array.isArray(v) && v.length === 0) || (typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length === 0);
const optionKeys = (q: SurveyQuestion) => q.Options.map((o) => o.Key);

/** The problem of one answer to `q`, given that it is not empty: its type and keys must fit the
 *  question; a ranking is a permutation of all options; a matrix answers every row (required or
 *  not, once answered) with a step of the scale. */
function answerProblem(q: SurveyQuestion, v: SurveyAnswerValue): ServerMessage | undefined {
  const question = questionName(q);
  const invalid = say('surveyAnswerInvalid', { question });
  switch (q.Kind) {
    case 'text': case 'text_multi': return typeof v === 'string' ? undefined : invalid;
    case 'number': return typeof v === 'number' && Number.isFinite(v) ? undefined : invalid;
    case 'boolean': return typeof v === 'boolean' ? undefined : invalid;
    case 'single': return typeof v === 'string' && optionKeys(q).includes(v) ? undefined : invalid;
    case 'multiple': return Array.isArray(v) && new Set(v).size === v.length && v.every((k) => optionKeys(q).includes(k)) ? undefined : invalid;
    case 'ranking': {
      const keys = optionKeys(q);
      const permutation = Array.isArray(v) && v.length === keys.length && new Set(v).size === v.length && v.every((k) => keys.includes(k));
      return permutation ? undefined : say('surveyRankingInvalid', { question });
    }
    case 'matrix': {
      if (typeof v !== 'object' || Array.isArray(v)) return invalid;
      const rows = q.Rows.map((r) => r.Key);
      const steps = q.Scale.map((s) => s.Key);
      if (Object.keys(v).some((k) => !rows.includes(k)) || Object.values(v).some((s) => !steps.includes(s))) return invalid;
      const missing = q.Rows.find((r) => !Object.hasOwn(v, r.Key));
      return missing ? say('surveyMatrixRowMissing', { question, row: (missing.Label || missing.Key).slice(0, 80) }) : undefined;
    }
    default: return invalid;
  }
}

/** The first problem of `body` against the survey's `questions`: an answer to an unknown question
 *  or to a text or page break, a required question left empty, an answer that does not fit
 *  (answerProblem). Empty answers of optional questions are dropped by cleanAnswers. */
export function answersProblem(questions: readonly SurveyQuestion[], body: SurveyAnswerBody): SurveyProblem | undefined {
  const byKey = new Map(questions.filter((q) => !SURVEY_SILENT_KINDS.includes(q.Kind)).map((q) => [q.Key, q]));
  for (const key of Object.keys(body.Answers)) {
    if (!byKey.has(key)) return { field: `Answers.${key}`, message: say('surveyAnswerUnknown', { key: key.slice(0, 60) }) };
  }
  for (const q of byKey.values()) {
    const v = Object.hasOwn(body.Answers, q.Key) ? body.Answers[q.Key] : undefined;
    if (isEmpty(v) || (typeof v === 'string' && v.trim() === '')) {
      if (!q.Optional) return { field: `Answers.${q.Key}`, message: q.Kind === 'matrix' && q.Rows[0] ? say('surveyMatrixRowMissing', { question: questionName(q), row: (q.Rows[0].Label || q.Rows[0].Key).slice(0, 80) }) : say('surveyAnswerMissing', { question: questionName(q) }) };
      continue;
    }
    const problem = answerProblem(q, v!);
    if (problem) return { field: `Answers.${q.Key}`, message: problem };
  }
  return undefined;
}

/** The answers worth storing: those given (not empty), texts trimmed. */
export function cleanAnswers(body: SurveyAnswerBody): Record<string, SurveyAnswerValue> {
  const out: Record<string, SurveyAnswerValue> = {};
  for (const [k, v] of Object.entries(body.Answers)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (!isEmpty(value)) out[k] = value;
  }
  return out;
}

/** Which keys the stored answers use, per question: the option keys chosen (single, multiple,
 *  ranking), the matrix rows and steps used; a question with any answer is in the map. */
export type UsedKeys = Map<string, { options: Set<string>; rows: Set<string>; steps: Set<string> }>;

/** Adds the keys of one stored answer set to `used`. */
export function collectUsedKeys(used: UsedKeys, answers: Record<string, SurveyAnswerValue>): void {
  for (const [key, v] of Object.entries(answers)) {
    let entry = used.get(key);
    if (!entry) used.set(key, (entry = { options: new Set(), rows: new Set(), steps: new Set() }));
    if (typeof v === 'string') entry.options.add(v);
    else if (Array.isArray(v)) for (const k of v) entry.options.add(k);
    else if (v && typeof v === 'object') for (const [row, step] of Object.entries(v)) { entry.rows.add(row); entry.steps.add(step); }
  }
}

/** A change that would orphan stored answers (docs/product.md §25.2, decided in
 *  docs/decisions/0047): a question with answers removed or of another kind, an option, row or
 *  step that was answered removed. Labels and texts may change; new questions and options may come. */
export function changeConflict(before: readonly SurveyQuestion[], after: readonly SurveyQuestion[], used: UsedKeys): ServerMessage | undefined {
  const next = new Map(after.map((q) => [q.Key, q]));
  for (const q of before) {
    const use = used.get(q.Key);
    if (!use) continue;
    const now = next.get(q.Key);
    if (!now || now.Kind !== q.Kind) return say('surveyQuestionHasAnswers', { question: questionName(q) });
    const lists = [[q.Options, now.Options, use.options], [q.Rows, now.Rows, use.rows], [q.Scale, now.Scale, use.steps]] as const;
    for (const [old, kept, usedKeys] of lists) {
      if (q.Kind === 'text' || q.Kind === 'text_multi') break;
      const gone = old.find((o) => usedKeys.has(o.Key) && !kept.some((k) => k.Key === o.Key));
      if (gone) return say('surveyOptionHasAnswers', { question: questionName(q), option: (gone.Label || gone.Key).slice(0, 80) });
    }
  }
  return undefined;
}
