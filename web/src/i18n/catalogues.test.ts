import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import { LANGUAGES, type Language } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { flatten, type Messages } from './catalogue';
import { compiledFor } from './compiled';
import { loadMessages } from './runtime';
import { TRANSLATED } from './translated';

/** Every translated text exists in every language (docs/product.md §23): the same keys as the
 *  German catalogue, each a message that compiles (ICU MessageFormat) as the build compiled it, with the same arguments, and
 *  plural forms only of the categories the language has (Intl.PluralRules). */

const CHOICES = new Set(['plural', 'selectordinal', 'select']);

/** The argument names of a compiled message, nested ones too, and the plural categories its
 *  plurals use (`=0`, compiled as `0`, and the like are exact values, not categories). */
function shapeOf(message: CompiledMessage, into = { args: new Set<string>(), categories: new Set<string>() }) {
  for (const token of message) {
    if (typeof token === 'string') continue;
    const [name, type, format] = token;
    into.args.add(name);
    if (!type || !CHOICES.has(type)) continue;
    for (const [key, option] of Object.entries(format as Record<string, CompiledMessage | number | undefined>)) {
      if (!Array.isArray(option)) continue; // the plural's offset
      if (type !== 'select' && !/^\d+$/.test(key)) into.categories.add(key);
      shapeOf(option, into);
    }
  }
  return into;
}

/** The compiled form of `text`, the same as the build registered for it where it needs one. */
function compiled(text: string): CompiledMessage {
  const form = compileMessageOrThrow(text);
  expect(compiledFor(text) ?? [text]).toEqual(form);
  return form;
}

const german = flatten(TRANSLATED);

describe('the interface languages', () => {
  it('German, the source, compiles, and the build compiled it', () => {
    for (const [id, text] of Object.entries(german)) expect(() => compiled(text), id).not.toThrow();
    expect(Object.keys(german).length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES.filter((l): l is Exclude<Language, 'de'> => l !== 'de')) {
    it(`${language}: every German text, no other, with the same arguments and the language's plural forms`, async () => {
      await loadMessages(language);
      const messages = await loadMessages(language, 'team');
      expect(Object.keys(messages).sort()).toEqual(Object.keys(german).sort());
      const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
      for (const [id, text] of Object.entries(german)) {
        const translated = shapeOf(compiled(messages[id]!));
        expect(translated.args, `${language} ${id}`).toEqual(shapeOf(compiled(text)).args);
        for (const category of translated.categories) expect(categories.has(category), `${language} ${id}: plural „${category}“`).toBe(true);
        expect(messages[id]!.trim(), `${language} ${id}`).not.toBe('');
      }
    });
  }

  it('each language\'s citizens\' and team\'s chunks hold different namespaces', async () => {
    const namespaces = (messages: Messages) => new Set(Object.keys(messages).map((id) => id.slice(0, id.indexOf('.'))));
    for (const [citizen, team] of [[import('./en'), import('./en/team')], [import('./tr'), import('./tr/team')], [import('./ar'), import('./ar/team')], [import('./uk'), import('./uk/team')]] as const) {
      const inTeam = namespaces((await team).default);
      expect([...namespaces((await citizen).default)].filter((ns) => inTeam.has(ns))).toEqual([]);
    }
  });
});
