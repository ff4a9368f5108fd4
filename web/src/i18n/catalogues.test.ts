import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES, type Language } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { flatten } from './catalogue';
import { loadMessages } from './runtime';
import { TRANSLATED } from './translated';

/** Every translated text exists in every language (docs/product.md §23): the same keys as the
 *  German catalogue, each a message that parses (ICU MessageFormat), with the same arguments, and
 *  plural forms only of the categories the language has (Intl.PluralRules). */

/** The argument names of a parsed message, nested ones too. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) into.add(e.value);
    if (e.type === TYPE.plural || e.type === TYPE.select) {
      into.add(e.value);
      for (const option of Object.values(e.options)) argumentsOf(option.value, into);
    }
    if (e.type === TYPE.tag) argumentsOf(e.children, into);
  }
  return into;
}

/** The plural categories a message uses (`=0` and the like are exact values, not categories). */
function pluralCategories(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const e of elements) {
    if (e.type === TYPE.plural) for (const [key, option] of Object.entries(e.options)) {
      if (!key.startsWith('=')) into.add(key);
      pluralCategories(option.value, into);
    }
    if (e.type === TYPE.select) for (const option of Object.values(e.options)) pluralCategories(option.value, into);
  }
  return into;
}

const german = flatten(TRANSLATED);

describe('the interface languages', () => {
  it('German, the source, parses', () => {
    for (const [id, text] of Object.entries(german)) expect(() => parse(text), id).not.toThrow();
    expect(Object.keys(german).length).toBeGreaterThan(0);
  });

  for (const language of LANGUAGES.filter((l): l is Exclude<Language, 'de'> => l !== 'de')) {
    it(`${language}: every German text, no other, with the same arguments and the language's plural forms`, async () => {
      const messages = await loadMessages(language);
      expect(Object.keys(messages).sort()).toEqual(Object.keys(german).sort());
      const categories = new Set<string>(new Intl.PluralRules(language).resolvedOptions().pluralCategories);
      for (const [id, text] of Object.entries(german)) {
        const translated = parse(messages[id]!);
        expect(argumentsOf(translated), `${language} ${id}`).toEqual(argumentsOf(parse(text)));
        for (const category of pluralCategories(translated)) expect(categories.has(category), `${language} ${id}: plural „${category}“`).toBe(true);
        expect(messages[id]!.trim(), `${language} ${id}`).not.toBe('');
      }
    });
  }
});
