/** Translations of a project's and a questionnaire's texts (docs/product.md §23.5,
 *  docs/decisions/0037-content-translations.md): stored beside the German as
 *  `{ en: { … }, ar: { … } }`, keyed by what they translate (a question's key, an option's key, a
 *  category's key, a phase's place). What is not written in a language shows the German. The checks
 *  against the German; the languages and the texts' shapes are in content-translation-languages.ts,
 *  the zod schemas in content-translations.ts. */
import {
  isTranslationLanguage, TRANSLATION_LANGUAGES, type ByLanguage, type ProjectTexts, type QuestionnaireTexts, type TranslationLanguage, written,
} from './content-translation-languages.js';
import { flattenCategories } from './questionnaire-rules.js';
import { FIELD_MESSAGES, fieldMessage } from './field-messages.js';

/** Each language's German name, as the editors and messages name it. Made by a call marked pure,
 *  so that a page which reads none of it (the start page, the map) loads no field messages. */
export const TRANSLATION_LANGUAGE_NAMES: Readonly<Record<TranslationLanguage, string>> = /* @__PURE__ */ (() => ({
  en: FIELD_MESSAGES.languageNameEn, tr: FIELD_MESSAGES.languageNameTr, ar: FIELD_MESSAGES.languageNameAr, uk: FIELD_MESSAGES.languageNameUk,
}))();

type Problem = { path: (string | number)[]; message: string };

/** Problems of languages that are not translation languages (German is the text itself). */
function languageProblems(translations: Readonly<Record<string, unknown>>): Problem[] {
  return Object.keys(translations).filter((l) => !isTranslationLanguage(l)).map((l) => ({
    path: ['Translations', l],
    message: fieldMessage('translationLanguageUnknown', { language: l, languages: TRANSLATION_LANGUAGES.join(', ') }),
  }));
}

const nameOf = (language: string) => TRANSLATION_LANGUAGE_NAMES[language as TranslationLanguage] ?? language;

/** Problems of a project's translations (`{ path, message }`, German; empty when sound): unknown
 *  languages, and phases beyond the project's `phaseCount`. */
export function projectTranslationProblems(translations: Readonly<Record<string, ProjectTexts>>, phaseCount: number): Problem[] {
  const problems = languageProblems(translations);
  for (const [language, t] of Object.entries(translations)) {
    if ((t.Phases?.length ?? 0) > phaseCount) {
      problems.push({ path: ['Translations', language, 'Phases'], message: fieldMessage('translationPhases', { language: nameOf(language), count: t.Phases?.length ?? 0, phases: phaseCount }) });
    }
  }
  return problems;
}

type QuestionKeys = readonly Readonly<{ Name: string; Options: readonly { Key: string }[] }>[];
type CategoryKeys<C> = readonly C[];

/** Problems of a questionnaire's translations (`{ path, message }`, German; empty when sound):
 *  unknown languages, and questions, options or categories the questionnaire does not have. */
export function questionnaireTranslationProblems<C extends { Name: string; Children?: readonly C[] }>(
  translations: Readonly<Record<string, QuestionnaireTexts>>, questions: QuestionKeys, categories: CategoryKeys<C>,
): Problem[] {
  const problems = languageProblems(translations);
  const byName = new Map(questions.map((q) => [q.Name, q]));
  const categoryNames = new Set(flattenCategories(categories).map(({ category }) => category.Name));
  for (const [language, t] of Object.entries(translations)) {
    const at = ['Translations', language];
    const name = nameOf(language);
    for (const [key, q] of Object.entries(t.Questions ?? {})) {
      const question = byName.get(key);
      if (!question) {
        problems.push({ path: [...at, 'Questions', key], message: fieldMessage('translationQuestionUnknown', { language: name, key }) });
        continue;
      }
      const options = new Set(question.Options.map((o) => o.Key));
      for (const option of Object.keys(q.Options ?? {})) {
        if (!options.has(option)) problems.push({ path: [...at, 'Questions', key, 'Options', option], message: fieldMessage('translationOptionUnknown', { language: name, key, option }) });
      }
    }
    for (const key of Object.keys(t.Categories ?? {})) {
      if (!categoryNames.has(key)) problems.push({ path: [...at, 'Categories', key], message: fieldMessage('translationCategoryUnknown', { language: name, key }) });
    }
  }
  return problems;
}

/** The translations of a questionnaire without what it no longer has (questions, options,
 *  categories removed from the German) and without empty texts: what a save that leaves the
 *  translations out keeps of the stored ones (docs/product.md §23.5). */
export function keptQuestionnaireTranslations<C extends { Name: string; Children?: readonly C[] }>(
  translations: Readonly<Record<string, QuestionnaireTexts>> | undefined, questions: QuestionKeys, categories: CategoryKeys<C>,
): ByLanguage<QuestionnaireTexts> {
  const byName = new Map(questions.map((q) => [q.Name, q]));
  const categoryNames = new Set(flattenCategories(categories).map(({ category }) => category.Name));
  const kept: ByLanguage<QuestionnaireTexts> = {};
  for (const [language, t] of Object.entries(translations ?? {})) {
    if (!isTranslationLanguage(language)) continue;
    const Questions = Object.fromEntries(Object.entries(t.Questions ?? {}).flatMap(([key, q]) => {
      const question = byName.get(key);
      if (!question) return [];
      const options = new Set(question.Options.map((o) => o.Key));
      const Options = writtenEntries(q.Options, (k) => options.has(k));
      const texts = { Question: written(q.Question), Description: written(q.Description), MissingMsg: written(q.MissingMsg) };
      const own = { ...Object.fromEntries(Object.entries(texts).filter(([, v]) => v !== undefined)), ...(Object.keys(Options).length ? { Options } : {}) };
      return Object.keys(own).length ? [[key, own]] : [];
    }));
    const Categories = writtenEntries(t.Categories, (k) => categoryNames.has(k));
    const own = { ...(Object.keys(Questions).length ? { Questions } : {}), ...(Object.keys(Categories).length ? { Categories } : {}) };
    if (Object.keys(own).length) kept[language] = own;
  }
  return kept;
}

/** The written entries of a record whose keys pass `known`. */
const writtenEntries = (record: Readonly<Record<string, string>> | undefined, known: (key: string) => boolean): Record<string, string> =>
  Object.fromEntries(Object.entries(record ?? {}).flatMap(([k, v]) => (known(k) && written(v) ? [[k, v.trim()]] : [])));
