import { expect, it } from 'vitest';
import type { ProseLoaders } from '../i18n/prose';

/** The check of the product's long texts in every language (docs/product.md §23.6), as the
 *  catalogues test checks the catalogues: every language has every key of the German, lists as
 *  long, functions that take the same arguments and use them as the German does; its sentences are
 *  in its script; the legal texts carry the note that the German is binding. */

/** Arguments to call each function of a prose with, by its path ('retention.projects'). */
export type ProseSamples = Readonly<Record<string, readonly (readonly unknown[])[]>>;

/** Letters each language's sentences are written in. */
const SCRIPT: Readonly<Record<string, RegExp>> = { en: /[a-z]/, tr: /[a-zçğıöşü]/, ar: /[\u0600-\u06FF]/, uk: /[\u0400-\u04FF]/ };
/** A string this long is a sentence, not a name like „XSRF-TOKEN“ or „Hosting“, and must be translated. */
const SENTENCE = 25;
const LANGUAGES = ['en', 'tr', 'ar', 'uk'] as const;

type Fn = (...args: unknown[]) => string;

/** The mismatches between `translated` (in `language`) and the German `german` below `path`;
 *  every function needs its arguments in `samples`. */
export function proseMismatches(german: unknown, translated: unknown, language: string, samples: ProseSamples, path = ''): string[] {
  if (typeof german === 'string') {
    if (typeof translated !== 'string' || !translated.trim()) return [`${path}: no text`];
    if (german.length >= SENTENCE && (translated === german || !SCRIPT[language]!.test(translated))) return [`${path}: not translated`];
    return [];
  }
  if (typeof german === 'function') {
    if (typeof translated !== 'function') return [`${path}: no function`];
    const calls = samples[path.replace(/^\./, '')];
    if (!calls) return [`${path}: no samples`];
    const out: string[] = [];
    for (const args of calls) {
      const de = (german as Fn)(...args);
      const text = (translated as Fn)(...args);
      // Every argument the German writes out, the translation writes out too.
      for (const arg of args) if (typeof arg !== 'boolean' && de.includes(String(arg)) && !text.includes(String(arg))) out.push(`${path}(${args.join(', ')}): misses ${String(arg)}`);
      out.push(...proseMismatches(de, text, language, samples, `${path}(${args.join(', ')})`));
    }
    // Arguments that change the German's text change the translation's.
    const outputs = (f: unknown) => new Set(calls.map((a) => (f as Fn)(...a))).size;
    if (outputs(translated) < outputs(german)) out.push(`${path}: ignores an argument`);
    return out;
  }
  if (Array.isArray(german)) {
    if (!Array.isArray(translated) || translated.length !== german.length) return [`${path}: ${german.length} entries expected`];
    return german.flatMap((g: unknown, i) => proseMismatches(g, translated[i], language, samples, `${path}.${i}`));
  }
  const g = german as Record<string, unknown>;
  const t = (translated ?? {}) as Record<string, unknown>;
  return [...new Set([...Object.keys(g), ...Object.keys(t)])].flatMap((k) => {
    if (!(k in g)) return [`${path}.${k}: not in the German`];
    // Ids are anchors in the page's address: the same in every language.
    if (k === 'id') return t[k] === g[k] ? [] : [`${path}.id: changed`];
    return proseMismatches(g[k], t[k], language, samples, `${path}.${k}`);
  });
}

/** One test per translated language of the prose `name`: its file loads and matches the German
 *  `german`; `legal`: it carries the note that the German is binding, else none. */
export function itTranslatesProse<T>(name: string, german: T, loaders: ProseLoaders<T>, legal: boolean, samples: ProseSamples = {}) {
  it.each(LANGUAGES)(`${name} in %s has the German's keys, lists and arguments, in its own script`, async (language) => {
    const { default: translation } = await loaders[language]();
    expect(proseMismatches(german, translation.texts, language, samples)).toEqual([]);
    if (legal) expect(translation.bindingNote).toMatch(SCRIPT[language]!);
    else expect(translation.bindingNote).toBeUndefined();
  });
}
