/** The interface languages (docs/product.md §23): German is the source and the fallback of every
 *  text; the others are translations shipped with the product. Codes are BCP 47 (RFC 5646). */

export const LANGUAGES = ['de', 'en', 'tr', 'ar', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];
export const SOURCE_LANGUAGE: Language = 'de';

/** Each language's own name (as a switcher shows it, so that a reader finds theirs) and its
 *  writing direction. */
export const LANGUAGE_INFO: Readonly<Record<Language, { name: string; dir: 'ltr' | 'rtl' }>> = {
  de: { name: 'Deutsch', dir: 'ltr' },
  en: { name: 'English', dir: 'ltr' },
  tr: { name: 'Türkçe', dir: 'ltr' },
  ar: { name: 'العربية', dir: 'rtl' },
  uk: { name: 'Українська', dir: 'ltr' },
};

export const isLanguage = (value: unknown): value is Language => typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of `preferred` (language tags in order of preference, as `navigator.languages` or a
 *  parsed Accept-Language header give them, RFC 9110 §12.5.4) that is `offered`, matching by the
 *  primary subtag („en-GB“ → en); German when none is. */
export function negotiateLanguage(preferred: readonly string[], offered: readonly Language[] = LANGUAGES): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    const hit = offered.find((l) => l === primary);
    if (hit) return hit;
  }
  return SOURCE_LANGUAGE;
}

/** The language tags of an Accept-Language header (RFC 9110 §12.5.4) by falling weight; `*` and
 *  weights of 0 are left out. */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header.split(',').map((part, index) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { tag: tag.trim(), weight: q ? Number(q.slice(2)) : 1, index };
  }).filter((l) => l.tag && l.tag !== '*' && l.weight > 0 && Number.isFinite(l.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index).map((l) => l.tag);
}

/** The organisation setting that names the interface languages it offers (docs/product.md §10.2):
 *  codes separated by commas; German is always offered. */
export const ORG_LANGUAGES_SETTING = 'sprachen';

/** The interface languages an organisation offers, from its settings `other`: German, then the
 *  known codes of the setting in the product's order; unknown codes are left out. */
export function offeredLanguages(other: Readonly<Record<string, unknown>> | undefined): Language[] {
  const value = other?.[ORG_LANGUAGES_SETTING];
  const named = new Set(typeof value === 'string' ? value.split(',').map((c) => c.trim()) : []);
  return LANGUAGES.filter((l) => l === SOURCE_LANGUAGE || named.has(l));
}
