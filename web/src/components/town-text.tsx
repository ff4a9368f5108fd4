import type { ReactNode } from 'react';
import { useCurrentLanguage } from '../i18n/runtime';

/** The attributes of a container of text the town wrote in German (questionnaire questions,
 *  options, categories, status labels; docs/product.md §23): `lang="de"` and `dir="ltr"` when the
 *  interface speaks another language (WCAG 3.1.2), nothing when it speaks German. Spread them:
 *  `<dt {...town}>`. */
export function useTownText(): { lang?: 'de'; dir?: 'ltr' } {
  return useCurrentLanguage() === 'de' ? {} : { lang: 'de', dir: 'ltr' };
}

/** `children`, the town's German inside interface text, in a `<span lang="de" dir="ltr">` when
 *  the interface speaks another language; as they are in German, so that the text stays whole. */
export function TownText({ children }: { children: ReactNode }) {
  const town = useTownText();
  return town.lang ? <span {...town}>{children}</span> : <>{children}</>;
}
