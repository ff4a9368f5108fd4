import { isLanguage, LANGUAGE_INFO, negotiateLanguage, offeredLanguages, SOURCE_LANGUAGE, type Language } from '@mitmachkarte/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setupI18n } from '@lingui/core';
import bootstrapRtl from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import { useOrg } from '../lib/org';
import type { Catalogue, Messages } from './catalogue';
import { compiledFor } from './compiled';

/** The interface language at run time (docs/product.md §23, docs/decisions/0035): which language
 *  a visitor reads, its messages, and `useT`, which formats a text of a German catalogue
 *  (ICU MessageFormat, compiled at build time and formatted by Lingui) in that language. German
 *  needs no messages: each text's
 *  German is its default message, so a screen carries only its own German texts (docs/runtime.md
 *  §3), and a language's messages load, as one chunk, only when it is chosen. */

/** The values a message's arguments take (ICU: `{name}`, `{n, plural, …}`, `{kind, select, …}`). */
export type MessageValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** Where the visitor's choice is kept in the browser. */
export const LANGUAGE_KEY = 'sprache';

/** Formats the text of `id` (`namespace.key`) whose German is `german`: its translation in
 *  `messages` or, where there is none (German), the German, with `values` for its arguments. */
export type Translate = (id: string, german: string, values?: MessageValues) => string;

/** The formatter for `language` with its `messages`. A text without arguments is shown as it is
 *  written; one with arguments through its compiled form (i18n/compiled.ts), by Lingui, which
 *  formats numbers and picks plural forms with the browser's Intl for `language`. A text
 *  missing from a translation is shown in German (the catalogue test keeps that from happening). */
export function translator(language: Language, messages: Messages): Translate {
  const i18n = setupI18n({ locale: language, messages: { [language]: {} } });
  return (id, german, values) => {
    const text = messages[id] ?? german;
    const form = compiledFor(text);
    if (!form) return text;
    // The text is its own id in Lingui's messages, loaded the first time it is shown.
    if (i18n.messages[text] === undefined) i18n.load(language, { [text]: form });
    return i18n._(text, values);
  };
}

/** The messages of each translation, loaded when first chosen (one chunk per language). */
const LOADERS: Readonly<Record<Exclude<Language, 'de'>, () => Promise<{ default: Messages }>>> = {
  en: () => import('./en'),
  tr: () => import('./tr'),
  ar: () => import('./ar'),
  uk: () => import('./uk'),
};

/** The messages of `language` ({} for German, whose texts are the defaults). */
export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'de' ? {} : (await LOADERS[language]()).default;
}

/** The visitor's earlier choice kept in this browser, if any. */
export function keptLanguage(): Language | undefined {
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage switched off: nothing kept.
  }
  return isLanguage(stored) ? stored : undefined;
}

/** The language to start with: the visitor's earlier choice in this browser, else the browser's
 *  languages (navigator.languages), else German. */
export function initialLanguage(): Language {
  return keptLanguage() ?? negotiateLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

/** `keep: false`: a switch the visitor did not choose (an organisation that does not offer the language), not kept in the browser. */
type Choose = (language: Language, options?: { keep?: boolean }) => void;
type I18n = Readonly<{ language: Language; translate: Translate; choose: Choose }>;

/** The formatter of the language shown now, for code outside React (translateNow). */
let shown: Translate = translator(SOURCE_LANGUAGE, {});

/** A text of `catalogue` (namespace `ns`) in the language shown now, for code that runs outside
 *  React: the query client's alert for a failed load (docs/product.md §8). Screens use `useT`. */
export function translateNow<C extends Catalogue>(ns: string, catalogue: C, key: keyof C & string, values?: MessageValues): string {
  return shown(`${ns}.${key}`, catalogue[key]!, values);
}

const I18nContext = createContext<I18n>({ language: SOURCE_LANGUAGE, translate: translator(SOURCE_LANGUAGE, {}), choose: () => undefined });

/** Sets `lang` and `dir` of the document (WCAG 3.1.1) and, for a language written right to left
 *  (Arabic), swaps Bootstrap for its RTL build, which mirrors margins, paddings, floats and the
 *  order of controls; index.html loads the left-to-right one. */
export function setDocumentLanguage(language: Language) {
  const { dir } = LANGUAGE_INFO[language];
  document.documentElement.lang = language;
  document.documentElement.dir = dir;
  const link = document.getElementById('bootstrap-css');
  if (!(link instanceof HTMLLinkElement)) return;
  link.dataset.ltr ??= link.href;
  const href = dir === 'rtl' ? new URL(bootstrapRtl, document.baseURI).href : link.dataset.ltr;
  if (link.href !== href) link.href = href;
}

/** Provides the language `initial` (whose `messages` are loaded already) and the choice of
 *  another: its messages load first, then every text changes at once; the choice is kept in the
 *  browser. Needs the query client (it reads the organisation's offered languages). */
export function LanguageProvider({ initial, messages, children }: { initial: Language; messages: Messages; children: ReactNode }) {
  const [state, setState] = useState(() => ({ language: initial, translate: translator(initial, messages) }));
  useEffect(() => setDocumentLanguage(state.language), [state.language]);
  useEffect(() => {
    shown = state.translate;
  }, [state.translate]);
  const choose = useCallback<Choose>((language, options) => {
    try {
      if (options?.keep !== false) localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Not kept: the choice holds for this visit.
    }
    void loadMessages(language).then((loaded) => setState({ language, translate: translator(language, loaded) }));
  }, []);
  // Once the organisation is known, a language it does not offer gives way to the browser's first
  // one it offers, or German; the kept choice stays for sites that offer it.
  const org = useOrg();
  const offered = org ? offeredLanguages(org.Other) : undefined;
  const fallback = offered && !offered.includes(state.language) ? negotiateLanguage(navigator.languages ?? [], offered) : undefined;
  useEffect(() => {
    if (fallback) choose(fallback, { keep: false });
  }, [fallback, choose]);
  const value = useMemo(() => ({ ...state, choose }), [state, choose]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** The current language, the languages the organisation offers (GET /auth/org's setting
 *  „sprachen“; German alone until it has loaded), and `choose` for the switcher. */
export function useLanguage(): { language: Language; languages: readonly Language[]; choose: Choose } {
  const { language, choose } = useContext(I18nContext);
  const org = useOrg();
  return { language, languages: offeredLanguages(org?.Other), choose };
}


/** A text of `catalogue` (the German texts of namespace `ns`) in the current language:
 *  `t('key')`, or with the values of its arguments `t('key', { n: 3 })`. */
export function useT<C extends Catalogue>(ns: string, catalogue: C): (key: keyof C & string, values?: MessageValues) => string {
  const { translate } = useContext(I18nContext);
  return useCallback((key: keyof C & string, values?: MessageValues) => translate(`${ns}.${key}`, catalogue[key]!, values), [translate, ns, catalogue]);
}

/** The current interface language alone (useLanguage without the organisation's offer, so without
 *  a query): for the `lang` of town-written text in screens that render outside the app's data. */
export function useCurrentLanguage(): Language {
  return useContext(I18nContext).language;
}
