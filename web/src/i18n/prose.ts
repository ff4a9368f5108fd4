import { SOURCE_LANGUAGE, type Language } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { useCurrentLanguage } from './runtime';

/** The product's long texts (the privacy notice, the imprint's and the accessibility statement's
 *  prose, the tram page's words; docs/product.md §23.6) in another language, shaped like the
 *  German: every string a string, every function with the German's arguments, every list as long
 *  and every object with the same keys. Unlike the catalogues (decision 0035) they are not part of
 *  a language's chunk: each language's file is loaded when its page is shown (useProse). */
export type Prose<T> = T extends string ? string
  : T extends (...args: infer A) => string ? (...args: A) => string
  : { readonly [K in keyof T]: Prose<T[K]> };

/** One language's file of prose: the texts and, for a legal text, the note that the German is
 *  binding (in that language). */
export type ProseTranslation<T> = Readonly<{ texts: Prose<T>; bindingNote?: string }>;

/** Where each translated language's file of a prose is: a dynamic import, so that every file
 *  becomes its own chunk and a visitor loads only that of the language shown. */
export type ProseLoaders<T> = Readonly<Record<Exclude<Language, 'de'>, () => Promise<{ default: ProseTranslation<T> }>>>;

/** The prose as the page shows it: `texts`, `lang` of the language they are in (German where the
 *  translation could not be loaded, so that the page marks them `lang="de"`), and the note of a
 *  legal text's translation. */
export type ShownProse<T> = Readonly<{ texts: Prose<T>; language: Language; bindingNote?: string }>;

/** The prose `german` (named `name`) in the interface language: at once in German, undefined while
 *  another language's file loads (the page says „Wird geladen …“ rather than flashing German), and
 *  the German when that file cannot be loaded. Loaded once per language and visit. */
export function useProse<T>(name: string, german: T, loaders: ProseLoaders<T>): ShownProse<T> | undefined {
  const language = useCurrentLanguage();
  const translated = useQuery({
    queryKey: ['prose', name, language],
    queryFn: async () => (await loaders[language as Exclude<Language, 'de'>]()).default,
    enabled: language !== SOURCE_LANGUAGE,
    staleTime: Infinity,
    meta: { silent: true },
  });
  if (language === SOURCE_LANGUAGE || translated.isError) return { texts: german as Prose<T>, language: SOURCE_LANGUAGE };
  if (!translated.data) return undefined;
  return { texts: translated.data.texts, language, bindingNote: translated.data.bindingNote };
}
