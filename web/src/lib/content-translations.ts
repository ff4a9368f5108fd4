import {
  isTranslationLanguage, written, type Category, type Language, type LayerSchema, type Phase, type ProjectTexts, type QuestionnaireTexts, type Workspace,
} from '@mitmachkarte/contract';

/** The town's texts of a project and a questionnaire in the visitor's language where the town
 *  wrote them, else in German (docs/product.md §23.5). The localised copies remember which of
 *  their texts are translated, so that a container of a German one is marked `lang="de"`
 *  (components/town-text.tsx) and the note „Nur auf Deutsch verfügbar“ is shown where German remains. */

/** The translated fields of each localised object (a question, an option, a category, a phase). */
const translatedFields = new WeakMap<object, Set<string>>();
/** The localised questionnaires and projects with a text left German. */
const withGerman = new WeakSet<object>();

/** Whether `field` of `item` (a localised question, option, category or phase) is in the
 *  interface language rather than the town's German. */
export const isTranslated = (item: object | undefined, field: string): boolean => !!item && (translatedFields.get(item)?.has(field) ?? false);

/** Whether a localised questionnaire or project still shows some German (then with the note). */
export const hasGerman = (item: object | undefined): boolean => !!item && withGerman.has(item);

/** `item` with the texts of `texts` that are written put in place of its fields, marked as translated. */
function localised<T extends object>(item: T, texts: Partial<Record<keyof T & string, string | undefined>>, shown: readonly (keyof T & string)[], owner: object): T {
  const own: Partial<T> = {};
  const done = new Set<string>();
  for (const field of shown) {
    const text = written(texts[field]);
    if (text) {
      (own as Record<string, unknown>)[field] = text;
      done.add(field);
    } else if (typeof item[field] === 'string' && (item[field] as string).trim()) withGerman.add(owner);
  }
  const copy = { ...item, ...own };
  translatedFields.set(copy, done);
  return copy;
}

/** The questionnaire in `language` where translated (questions, help texts, messages, options,
 *  categories), else its German; as it is in German. */
export function localiseSchema(schema: LayerSchema, language: Language): LayerSchema {
  if (!isTranslationLanguage(language)) return schema;
  const t: QuestionnaireTexts = schema.Translations?.[language] ?? {};
  const result: LayerSchema = { ...schema };
  const categories = (tree: readonly Category[]): Category[] => tree.map((c) =>
    localised(c.Children ? { ...c, Children: categories(c.Children) } : c, { Label: t.Categories?.[c.Name] }, ['Label'], result));
  result.Categories = categories(schema.Categories);
  result.Schema = schema.Schema.map((v) => {
    const q = t.Questions?.[v.Name] ?? {};
    const options = v.Options.map((o) => localised(o, { Label: q.Options?.[o.Key] }, ['Label'], result));
    // A label and a page break take no answer: no message; a page break shows no text.
    const shown = v.DataType === 'pagebreak' ? [] : v.DataType === 'label' ? ['Question', 'Description'] as const : ['Question', 'Description', 'MissingMsg'] as const;
    return localised({ ...v, Options: options }, { Question: q.Question, Description: q.Description, MissingMsg: q.MissingMsg }, shown, result);
  });
  return result;
}

/** A project's page in `language`: its name, description (with its rendered HTML) and phases
 *  where translated, else its German; as it is in German. */
export function localiseWorkspace(ws: Workspace, language: Language): Workspace {
  if (!isTranslationLanguage(language)) return ws;
  const t: ProjectTexts = ws.Translations[language] ?? {};
  const result = { ...ws };
  const page = localised(ws, { Name: t.Name, Description: t.Description }, ['Name', 'Description'], result);
  Object.assign(result, { Name: page.Name, Description: page.Description, DescriptionHtml: written(t.Description) ? ws.TranslationsHtml[language] ?? '' : ws.DescriptionHtml });
  translatedFields.set(result, translatedFields.get(page) ?? new Set());
  result.Phases = ws.Phases.map((p, i): Phase => localised(p, { Title: t.Phases?.[i] }, ['Title'], result));
  return result;
}
