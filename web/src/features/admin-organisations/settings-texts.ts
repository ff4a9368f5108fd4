import type { SettingField, SettingSection } from '@mitmachkarte/contract';
import { useCallback } from 'react';
import * as de from '../../i18n/de/settings-catalogue';
import { useT } from '../../i18n/runtime';

/** The keys of the settings form's texts in the namespace `settingsCatalogue` (docs/product.md
 *  §10.2, §23): derived from the contract's section ids, setting keys and choice values, each
 *  character that may not stand in an identifier replaced by `_`. */
const identifier = (s: string) => s.replace(/[^A-Za-z0-9]/g, '_');
export const settingTextKeys = {
  title: (s: SettingSection) => `section_${identifier(s.id)}`,
  intro: (s: SettingSection) => `intro_${identifier(s.id)}`,
  label: (f: SettingField) => `label_${identifier(f.key)}`,
  help: (f: SettingField) => `help_${identifier(f.key)}`,
  choice: (f: SettingField, value: string) => `choice_${identifier(f.key)}_${identifier(value)}`,
} as const;

/** A text of the settings form in the interface language: `text(key, german)` gives the
 *  translation of `key` (settingTextKeys), or `german` — the contract's text — where the namespace
 *  lacks the key (settings-texts.test.ts makes sure it lacks none). */
export function useSettingText(): (key: string, german: string) => string {
  const t = useT('settingsCatalogue', de.settingsCatalogue);
  return useCallback((key, german) => (Object.hasOwn(de.settingsCatalogue, key) ? t(key as keyof typeof de.settingsCatalogue) : german), [t]);
}
