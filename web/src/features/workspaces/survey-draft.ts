import { SURVEY_LIMITS, type SurveyOption, type SurveyQuestion, type SurveyQuestionKind } from '@mitmachkarte/contract';

/** The question editor's drafts of a survey (docs/product.md §25.2): options, rows and steps are
 *  edited as lines of text; each line keeps the key of the option it had (by its label), a new
 *  line gets a new key made from its words, unique in its list. */

/** Lines of options: one label per line, empty lines left out. */
export const linesOf = (options: readonly SurveyOption[]) => options.map((o) => o.Label || o.Key).join('\n');

/** A key from `label`: lower case letters, digits and underscores, at most 40 characters. */
export function keyOf(label: string): string {
  const folded = label.toLowerCase().replace(/ä/g, 'ae').replace(/ö/g, 'oe').replace(/ü/g, 'ue').replace(/ß/g, 'ss')
    .normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return folded.replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 40) || 'option';
}

/** The options of `text` (one per line): an existing option with the same label keeps its key. */
export function optionsOf(text: string, before: readonly SurveyOption[]): SurveyOption[] {
  const used = new Set<string>();
  const out: SurveyOption[] = [];
  for (const raw of text.split('\n')) {
    const Label = raw.trim().slice(0, SURVEY_LIMITS.textLength);
    if (!Label) continue;
    const old = before.find((o) => (o.Label || o.Key) === Label && !used.has(o.Key));
    let Key = old?.Key ?? keyOf(Label);
    for (let n = 2; used.has(Key); n++) Key = `${keyOf(Label).slice(0, 36)}_${n}`;
    used.add(Key);
    out.push({ Key, Label });
  }
  return out;
}

/** A new question of `kind` with a key not yet in `questions` (f1, f2, …). */
export function newQuestion(kind: SurveyQuestionKind, questions: readonly SurveyQuestion[]): SurveyQuestion {
  const keys = new Set(questions.map((q) => q.Key));
  let n = questions.length + 1;
  while (keys.has(`f${n}`)) n++;
  return { Key: `f${n}`, Kind: kind, Question: '', Description: '', Optional: false, Options: [], Rows: [], Scale: [] };
}
