import {
  DESCRIPTION_MAX_LENGTH, flattenCategories, NAME_MAX_LENGTH, questionTitle, TEXT_MAX_LENGTH, written,
  type LayerSchema, type ProjectTexts, type QuestionnaireTexts, type QuestionTexts, type TranslationLanguage, type Workspace,
} from '@mitmachkarte/contract';

/** The rows of the „Übersetzungen“ section (docs/product.md §23.5): each text of the town's German
 *  that a visitor would otherwise read in German, with its place in the translations. Pure. */

/** Where a row's translation is kept: the project's field (a phase by its place), or a
 *  question's field, an option of a question, a category. */
export type RowPlace =
  | { kind: 'project'; field: 'Name' | 'Description' }
  | { kind: 'phase'; index: number }
  | { kind: 'question'; name: string; field: 'Question' | 'Description' | 'MissingMsg' }
  | { kind: 'option'; name: string; key: string }
  | { kind: 'category'; name: string };

/** What a text is, as a text of the namespace `contentTranslations` (`what_<key>`) with its
 *  values: „Frage „titel““ is `{ key: 'question', values: { name: 'titel' } }`. */
export type RowWhat = { key: 'projectName' | 'projectDescription' | 'phase' | 'label' | 'question' | 'help' | 'missingMsg' | 'option' | 'category'; values?: Record<string, string | number> };

/** One text: a stable id (for React and the field's id), what it is, the German, whether it is
 *  long text and its limit in characters (the German field's). */
export type TranslationRow = { id: string; what: RowWhat; german: string; multiline: boolean; max: number; place: RowPlace };

const idOf = (place: RowPlace) => JSON.stringify(place);
const row = (place: RowPlace, what: RowWhat, german: string, multiline: boolean, max: number): TranslationRow[] =>
  (german.trim() ? [{ id: idOf(place), what, german, multiline, max, place }] : []);

/** The rows of a project's page: its name, description and each phase's name. */
export const projectRows = (ws: Pick<Workspace, 'Name' | 'Description' | 'Phases'>): TranslationRow[] => [
  ...row({ kind: 'project', field: 'Name' }, { key: 'projectName' }, ws.Name, false, NAME_MAX_LENGTH),
  ...row({ kind: 'project', field: 'Description' }, { key: 'projectDescription' }, ws.Description, true, DESCRIPTION_MAX_LENGTH),
  ...ws.Phases.flatMap((p, index) => row({ kind: 'phase', index }, { key: 'phase', values: { n: index + 1 } }, p.Title, false, 100)),
];

/** The rows of a questionnaire: each question's text, help text and message when left empty (a
 *  page break has none, a label no message), its options, then the categories. */
export const questionnaireRows = (schema: Pick<LayerSchema, 'Schema' | 'Categories'>): TranslationRow[] => [
  ...schema.Schema.filter((v) => v.DataType !== 'pagebreak').flatMap((v) => {
    const title = questionTitle(v);
    return [
      ...row({ kind: 'question', name: v.Name, field: 'Question' }, { key: v.DataType === 'label' ? 'label' : 'question', values: { name: v.Name } }, v.Question, true, TEXT_MAX_LENGTH),
      ...row({ kind: 'question', name: v.Name, field: 'Description' }, { key: 'help', values: { title } }, v.Description, true, TEXT_MAX_LENGTH),
      ...(v.DataType === 'label' ? [] : row({ kind: 'question', name: v.Name, field: 'MissingMsg' }, { key: 'missingMsg', values: { title } }, v.MissingMsg, true, TEXT_MAX_LENGTH)),
      ...v.Options.flatMap((o) => row({ kind: 'option', name: v.Name, key: o.Key }, { key: 'option', values: { label: o.Label || o.Key, title } }, o.Label || o.Key, false, NAME_MAX_LENGTH)),
    ];
  }),
  ...flattenCategories(schema.Categories).flatMap(({ category }) =>
    row({ kind: 'category', name: category.Name }, { key: 'category', values: { label: category.Label || category.Name } }, category.Label || category.Name, false, NAME_MAX_LENGTH)),
];

/** A row's stored translation in one language ('' where none is written). */
export function storedText(row: TranslationRow, project: ProjectTexts | undefined, questionnaire: QuestionnaireTexts | undefined): string {
  const p = row.place;
  switch (p.kind) {
    case 'project': return project?.[p.field] ?? '';
    case 'phase': return project?.Phases?.[p.index] ?? '';
    case 'question': return questionnaire?.Questions?.[p.name]?.[p.field] ?? '';
    case 'option': return questionnaire?.Questions?.[p.name]?.Options?.[p.key] ?? '';
    case 'category': return questionnaire?.Categories?.[p.name] ?? '';
  }
}

/** The values by row id of one language. */
export const valuesOf = (rows: readonly TranslationRow[], project: ProjectTexts | undefined, questionnaire: QuestionnaireTexts | undefined): Record<string, string> =>
  Object.fromEntries(rows.map((r) => [r.id, storedText(r, project, questionnaire)]));

/** How many rows have no text in `values`: what the visitor reads in German. */
export const missingCount = (rows: readonly TranslationRow[], values: Readonly<Record<string, string>>): number =>
  rows.filter((r) => !written(values[r.id])).length;

/** A project's translation of one language from the values of its rows. */
export function toProjectTexts(rows: readonly TranslationRow[], values: Readonly<Record<string, string>>): ProjectTexts {
  const texts: ProjectTexts = {};
  const phases: string[] = [];
  for (const r of rows) {
    const text = values[r.id]?.trim() ?? '';
    if (r.place.kind === 'project' && text) texts[r.place.field] = text;
    if (r.place.kind === 'phase') phases[r.place.index] = text;
  }
  const Phases = Array.from(phases, (p) => p ?? '');
  return Phases.some(Boolean) ? { ...texts, Phases } : texts;
}

/** A questionnaire's translation of one language from the values of its rows. */
export function toQuestionnaireTexts(rows: readonly TranslationRow[], values: Readonly<Record<string, string>>): QuestionnaireTexts {
  const Questions: Record<string, QuestionTexts> = {};
  const Categories: Record<string, string> = {};
  for (const r of rows) {
    const text = values[r.id]?.trim();
    if (!text) continue;
    const p = r.place;
    if (p.kind === 'question') Questions[p.name] = { ...Questions[p.name], [p.field]: text };
    if (p.kind === 'option') Questions[p.name] = { ...Questions[p.name], Options: { ...Questions[p.name]?.Options, [p.key]: text } };
    if (p.kind === 'category') Categories[p.name] = text;
  }
  return { ...(Object.keys(Questions).length ? { Questions } : {}), ...(Object.keys(Categories).length ? { Categories } : {}) };
}

/** All translations with `language`'s replaced by `texts` (left out where empty). */
export function withLanguage<T extends object>(all: Readonly<Record<string, T>> | undefined, language: TranslationLanguage, texts: T): Record<string, T> {
  const { [language]: _old, ...others } = all ?? {};
  return Object.keys(texts).length > 0 ? { ...others, [language]: texts } : others;
}
