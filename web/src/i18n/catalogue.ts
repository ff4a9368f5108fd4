/** The shapes of the interface texts (docs/decisions/0035). A catalogue is one namespace of
 *  German texts in ICU MessageFormat (i18n/de/*.ts, e.g. `nav`); a translation gives every key of
 *  it in another language — the type makes a missing key a compile error, and
 *  i18n/catalogues.test.ts checks that each translation has the same arguments and compiles. */

export type Catalogue = Readonly<Record<string, string>>;
/** The translation of catalogue `C`: every key, a text each. */
export type Translation<C extends Catalogue> = { readonly [K in keyof C]: string };
/** A language's messages: `namespace.key` → text. */
export type Messages = Readonly<Record<string, string>>;

/** The messages of `namespaces` (namespace → its texts), keyed `namespace.key`. */
export function flatten(namespaces: Readonly<Record<string, Catalogue>>): Messages {
  return Object.fromEntries(Object.entries(namespaces).flatMap(([ns, texts]) => Object.entries(texts).map(([key, text]) => [`${ns}.${key}`, text])));
}
