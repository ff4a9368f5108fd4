import { SOURCE_LANGUAGE, type Language } from '@mitmachkarte/contract';
import { setupI18n } from '@lingui/core';
import type { Catalogue, Messages } from './catalogue';
import { compiledFor } from './compiled';

/** Formatting a text in a language (docs/decisions/0035), apart from the React side of
 *  i18n/runtime.tsx, so that code below the screens (lib/api-client.ts) can say a text in the
 *  language shown now without importing what the runtime imports. */

/** The values a message's arguments take (ICU: `{name}`, `{n, plural, …}`, `{kind, select, …}`). */
export type MessageValues = Readonly<Record<string, string | number | boolean | null | undefined>>;

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

/** The formatter of the language shown now, for code outside React (translateNow). */
let shown: Translate = translator(SOURCE_LANGUAGE, {});

/** Makes `translate` the formatter of the language shown now (the LanguageProvider calls it). */
export function showNow(translate: Translate): void {
  shown = translate;
}

/** A text of `catalogue` (namespace `ns`) in the language shown now, for code that runs outside
 *  React: the query client's alert for a failed load (docs/product.md §8), the API client's
 *  message for a server out of reach. Screens use `useT`. */
export function translateNow<C extends Catalogue>(ns: string, catalogue: C, key: keyof C & string, values?: MessageValues): string {
  return shown(`${ns}.${key}`, catalogue[key]!, values);
}
