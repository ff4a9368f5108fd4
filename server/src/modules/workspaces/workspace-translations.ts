import {
  isTranslationLanguage, projectTranslationProblems, written, type ByLanguage, type Phase, type ProjectTexts,
} from '@mitmachkarte/contract';
import { fieldError, validation } from '../../lib/app-error.js';
import { parseJson } from '../../lib/json.js';
import { renderMarkdown } from '../../lib/markdown.js';

/** A project's name, description and phases in other languages (docs/product.md §23.5,
 *  docs/decisions/0037-content-translations.md), stored as JSON in `workspaces.translations`. */

/** One language's texts without empty ones; a phase not written stays '' in its place, and the
 *  empty places at the end go. Undefined when nothing is written. */
function cleaned(t: ProjectTexts, phaseCount: number): ProjectTexts | undefined {
  const phases = (t.Phases ?? []).slice(0, phaseCount).map((p) => p.trim());
  while (phases.length > 0 && phases[phases.length - 1] === '') phases.pop();
  const own: ProjectTexts = {
    ...(written(t.Name) ? { Name: written(t.Name) } : {}),
    ...(written(t.Description) ? { Description: written(t.Description) } : {}),
    ...(phases.length > 0 ? { Phases: phases } : {}),
  };
  return Object.keys(own).length > 0 ? own : undefined;
}

/** The stored translations of a project whose phases are now `phases`: those of `body` (400 with
 *  the first problem, e.g. an unknown language or more phases than the project has, nothing
 *  stored), else the stored ones without the phases that are gone. JSON, or null for none. */
export function storedTranslations(body: Readonly<Record<string, ProjectTexts>> | undefined, phases: string, stored: string | null | undefined): string | null {
  const phaseCount = parseJson<Phase[]>(phases, []).length;
  if (body !== undefined) {
    const [problem] = projectTranslationProblems(body, phaseCount);
    if (problem) throw validation(problem.message, [fieldError(problem.path.join('.'), problem.message)]);
  }
  const source = body ?? parseJson<Record<string, ProjectTexts>>(stored, {});
  const kept: ByLanguage<ProjectTexts> = {};
  for (const [language, texts] of Object.entries(source)) {
    const own = isTranslationLanguage(language) ? cleaned(texts, phaseCount) : undefined;
    if (own && isTranslationLanguage(language)) kept[language] = own;
  }
  return Object.keys(kept).length > 0 ? JSON.stringify(kept) : null;
}

/** The translations as answered (Workspace `Translations`) with each description rendered like
 *  the German one (`TranslationsHtml`, sanitised HTML). */
export function presentTranslations(stored: string | null | undefined): { Translations: Record<string, ProjectTexts>; TranslationsHtml: Record<string, string> } {
  const Translations = parseJson<Record<string, ProjectTexts>>(stored, {});
  const TranslationsHtml = Object.fromEntries(Object.entries(Translations).flatMap(([language, t]) =>
    (t.Description ? [[language, renderMarkdown(t.Description)]] : [])));
  return { Translations, TranslationsHtml };
}
