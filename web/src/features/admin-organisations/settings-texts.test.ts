import { SETTINGS_CATALOGUE } from '@mitmachkarte/contract';
import { describe, expect, it } from 'vitest';
import { compiledForm } from '../../../build/compile-messages';
import { settingsCatalogue } from '../../i18n/de/settings-catalogue';
import { settingTextKeys as keys } from './settings-texts';

/** The settings form's German texts are the contract's (docs/product.md §10.2, §23): every text of
 *  SETTINGS_CATALOGUE has its key in the namespace with exactly its German, which is shown as it
 *  is written (no ICU argument or quoting changes it), and the namespace holds no other key. */

/** Every text of the catalogue: its key in the namespace and the contract's German. */
const contractTexts = SETTINGS_CATALOGUE.flatMap((s) => [
  [keys.title(s), s.title],
  [keys.intro(s), s.intro],
  ...s.fields.flatMap((f) => [
    [keys.label(f), f.label],
    [keys.help(f), f.help],
    ...(f.choices ?? []).map((c) => [keys.choice(f, c.value), c.label]),
  ]),
] as [string, string][]);

describe('the settings form\'s texts', () => {
  it('have a key each, no two the same, each an identifier', () => {
    const ids = contractTexts.map(([key]) => key);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z_][A-Za-z0-9_]*$/);
  });

  it('in German are the contract\'s, word for word, shown as written, and no others', () => {
    const german: Readonly<Record<string, string>> = settingsCatalogue;
    for (const [key, text] of contractTexts) {
      expect(german[key], key).toBe(text);
      expect(compiledForm(text), key).toBeUndefined();
    }
    expect(Object.keys(german).sort()).toEqual(contractTexts.map(([key]) => key).sort());
  });
});
