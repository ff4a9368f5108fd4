import type { ReactNode } from 'react';
import { useCurrentLanguage } from '../i18n/runtime';
import { isTranslated } from '../lib/content-translations';

/** The attributes of a container of text the town wrote in German (questionnaire questions,
 *  options, categories, status labels; docs/product.md §23): `lang="de"` and `dir="ltr"` when the
 *  interface speaks another language (WCAG 3.1.2), nothing when it speaks German. Spread them:
 *  `<dt {...town}>`. */
export function useTownText(): { lang?: 'de'; dir?: 'ltr' } {
  return useCurrentLanguage() === 'de' ? {} : { lang: 'de', dir: 'ltr' };
}

/** useTownText per text: `townOf(item, field)` gives nothing where the town wrote `field` of
 *  `item` (a question, option, category or phase of a localised questionnaire or project) in the
 *  interface language (lib/content-translations.ts, docs/product.md §23.5), else the German's marks. */
export function useTownTextOf(): (item: object | undefined, field: string) => { lang?: 'de'; dir?: 'ltr' } {
  const town = useTownText();
  return (item, field) => (isTranslated(item, field) ? {} : town);
}

/** `children`, the town's German inside interface text, in a `<span lang="de" dir="ltr">` when
 *  the interface speaks another language; as they are in German, so that the text stays whole.
 *  With `of` and `field`: plain where that text is translated (useTownTextOf). */
export function TownText({ children, of, field = 'Label' }: { children: ReactNode; of?: object; field?: string }) {
  const town = useTownTextOf()(of, field);
  return town.lang ? <span {...town}>{children}</span> : <>{children}</>;
}
