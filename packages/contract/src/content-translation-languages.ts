/** The languages a town writes its texts in besides German, and the shapes of those texts
 *  (docs/product.md §23.5, docs/decisions/0037-content-translations.md). Apart from the checks
 *  (content-translations-rules.ts), so that a page showing translated texts loads neither zod nor
 *  the field messages (docs/runtime.md §3). */
import { LANGUAGES, SOURCE_LANGUAGE, type Language } from './languages.js';

/** The languages the town may write its texts in besides German: the translated interface languages. */
export type TranslationLanguage = Exclude<Language, 'de'>;
export const TRANSLATION_LANGUAGES = LANGUAGES.filter((l) => l !== SOURCE_LANGUAGE) as readonly TranslationLanguage[];
export const isTranslationLanguage = (value: unknown): value is TranslationLanguage =>
  typeof value === 'string' && (TRANSLATION_LANGUAGES as readonly string[]).includes(value);

/** A project's texts in one language: its name, its description (Markdown) and its phases' names
 *  by their place (the first phase's name first; '' where one is not written). */
export type ProjectTexts = { Name?: string; Description?: string; Phases?: string[] };
/** A question's texts in one language, and its options' labels by the options' keys. */
export type QuestionTexts = { Question?: string; Description?: string; MissingMsg?: string; Options?: Record<string, string> };
/** A questionnaire's texts in one language: its questions by their keys, its categories' labels by theirs. */
export type QuestionnaireTexts = { Questions?: Record<string, QuestionTexts>; Categories?: Record<string, string> };
/** Translations by language. */
export type ByLanguage<T> = Partial<Record<TranslationLanguage, T>>;

/** A text written in a language: trimmed, undefined where empty (so that it falls back to German). */
export const written = (text: string | undefined): string | undefined => text?.trim() || undefined;

