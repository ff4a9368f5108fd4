import { isLanguage, LANGUAGE_INFO, negotiateLanguage, offeredLanguages, SOURCE_LANGUAGE, type Language } from '@mitmachkarte/contract';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import bootstrapRtl from 'bootstrap/dist/css/bootstrap.rtl.min.css?url';
import { useOrg } from '../lib/org';
import type { Catalogue, Messages } from './catalogue';
import { showNow, translator, type MessageValues, type Translate } from './translate';

export { translateNow, translator, type MessageValues, type Translate } from './translate';

/** The interface language at run time (docs/product.md §23, docs/decisions/0035): which language
 *  a visitor reads, its messages, and `useT`, which formats a text of a German catalogue
 *  (ICU MessageFormat, compiled at build time and formatted by Lingui) in that language. German
 *  needs no messages: each text's
 *  German is its default message, so a screen carries only its own German texts (docs/runtime.md
 *  §3), and a language's messages load only when it is chosen: the citizens' screens' chunk, and
 *  the team's when a team's screen first shows. */

/** Where the visitor's choice is kept in the browser. */
export const LANGUAGE_KEY = 'sprache';

/** A language's messages come in two chunks: the citizens' screens (`<language>/*.ts`) and the
 *  team's and administrators' screens (`<language>/team/*.ts`), which a visitor who never opens
 *  one of them never downloads (docs/runtime.md §3). */
export type MessagePart = 'citizen' | 'team';

/** Each translation's chunks, loaded when first needed. */
const LOADERS: Readonly<Record<Exclude<Language, 'de'>, Readonly<Record<MessagePart, () => Promise<{ default: Messages }>>>>> = {
  en: { citizen: () => import('./en'), team: () => import('./en/team') },
  tr: { citizen: () => import('./tr'), team: () => import('./tr/team') },
  ar: { citizen: () => import('./ar'), team: () => import('./ar/team') },
  uk: { citizen: () => import('./uk'), team: () => import('./uk/team') },
};

/** Per language, the messages of the parts loaded so far, in one object that each part's load
 *  extends (a formatter made before the team's part arrived reads it too), and the namespaces
 *  they hold. */
const LOADED = new Map<Language, { messages: Record<string, string>; namespaces: Set<string>; parts: Set<MessagePart> }>();
/** The loads started, by `language:part`; a failed one is forgotten so that it can be tried again. */
const LOADS = new Map<string, Promise<Messages>>();

/** The messages of `language` loaded so far, with those of `part` ({} for German, whose texts are
 *  the defaults). Each part is fetched once. Rejects when the chunk cannot be fetched (offline). */
export function loadMessages(language: Language, part: MessagePart = 'citizen'): Promise<Messages> {
  if (language === 'de') return Promise.resolve({});
  const id = `${language}:${part}`;
  let load = LOADS.get(id);
  if (!load) {
    load = LOADERS[language][part]().then(({ default: messages }) => {
      const loaded = LOADED.get(language) ?? { messages: {}, namespaces: new Set<string>(), parts: new Set<MessagePart>() };
      LOADED.set(language, loaded);
      Object.assign(loaded.messages, messages);
      for (const key of Object.keys(messages)) loaded.namespaces.add(key.slice(0, key.indexOf('.')));
      loaded.parts.add(part);
      return loaded.messages;
    });
    LOADS.set(id, load);
    load.catch(() => LOADS.delete(id));
  }
  return load;
}

/** Whether namespace `ns` of `language` is still to be fetched: a team screen's texts before the
 *  team's part has arrived. */
function lacks(language: Language, ns: string): boolean {
  const loaded = LOADED.get(language);
  return language !== 'de' && !loaded?.namespaces.has(ns) && !loaded?.parts.has('team');
}

/** The language shown now (or about to be: set as its texts have arrived), for the loads of code
 *  outside React (loadTeamTexts). */
let shownLanguage: Language = SOURCE_LANGUAGE;

/** Loads the team's texts of the language shown now; a team screen's chunk waits for it, so that
 *  the screen appears in its language at once. Never rejects: without them the screen is German. */
export function loadTeamTexts(): Promise<void> {
  return loadMessages(shownLanguage, 'team').then(() => undefined, () => undefined);
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
type I18n = Readonly<{ language: Language; translate: Translate; choose: Choose; needTeam: () => void }>;

const I18nContext = createContext<I18n>({ language: SOURCE_LANGUAGE, translate: translator(SOURCE_LANGUAGE, {}), choose: () => undefined, needTeam: () => undefined });

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
  const [state, setState] = useState(() => {
    shownLanguage = initial;
    return { language: initial, translate: translator(initial, messages) };
  });
  useEffect(() => setDocumentLanguage(state.language), [state.language]);
  useEffect(() => showNow(state.translate), [state.translate]);
  // Once a team screen's texts were needed, another language is chosen with them.
  const [withTeam, setWithTeam] = useState(false);
  const choose = useCallback<Choose>((language, options) => {
    try {
      if (options?.keep !== false) localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // Not kept: the choice holds for this visit.
    }
    const team = withTeam ? loadMessages(language, 'team').catch(() => undefined) : undefined;
    void Promise.all([loadMessages(language), team]).then(([loaded]) => {
      shownLanguage = language;
      setState({ language, translate: translator(language, loaded) });
    });
  }, [withTeam]);
  // A team's part of a citizen's screen (the status form in an entry's details) asks for the
  // team's texts when it first shows; it is German until they arrive.
  const needTeam = useCallback(() => {
    const { language } = state;
    setWithTeam(true);
    void loadMessages(language, 'team').then(
      (loaded) => setState((now) => (now.language === language ? { language, translate: translator(language, loaded) } : now)),
      () => undefined,
    );
  }, [state]);
  // Once the organisation is known, a language it does not offer gives way to the browser's first
  // one it offers, or German; the kept choice stays for sites that offer it.
  const org = useOrg();
  const offered = org ? offeredLanguages(org.Other) : undefined;
  const fallback = offered && !offered.includes(state.language) ? negotiateLanguage(navigator.languages ?? [], offered) : undefined;
  useEffect(() => {
    if (fallback) choose(fallback, { keep: false });
  }, [fallback, choose]);
  const value = useMemo(() => ({ ...state, choose, needTeam }), [state, choose, needTeam]);
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
  const { translate, language, needTeam } = useContext(I18nContext);
  const missing = lacks(language, ns);
  useEffect(() => {
    if (missing) needTeam();
  }, [missing, needTeam]);
  return useCallback((key: keyof C & string, values?: MessageValues) => translate(`${ns}.${key}`, catalogue[key]!, values), [translate, ns, catalogue]);
}

/** The current interface language alone (useLanguage without the organisation's offer, so without
 *  a query): for the `lang` of town-written text in screens that render outside the app's data. */
export function useCurrentLanguage(): Language {
  return useContext(I18nContext).language;
}
