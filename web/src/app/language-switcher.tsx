import { LANGUAGE_INFO, type Language } from '@mitmachkarte/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as de from '../i18n/de/common';
import { keptLanguage, useLanguage, useT } from '../i18n/runtime';
import { saveAccountLanguage, useSession } from '../lib/session';
import { NavMenu } from './nav-menu';
import { useAccountLanguage } from './use-account-language';

/** The choice of the interface language in the navigation bar, and so in the phone's folded menu
 *  (docs/product.md §23): a narrow toggle with the language's code („DE“, so that the bar stays on
 *  one line), named „DE – Sprache: Deutsch“ for screen readers (the visible code first, WCAG
 *  2.5.3), and a menu listing each language in its own name and script, with its `lang` so that
 *  it is read out right, the current one marked. Only where the organisation offers more than
 *  German (setting „sprachen“). A signed-in visitor's choice is kept with the account too, and
 *  the account's language meets the browser's once per visit (use-account-language.ts). */
export function LanguageSwitcher() {
  const { language, languages, choose } = useLanguage();
  const { info, isPending } = useSession();
  const qc = useQueryClient();
  const t = useT('nav', de.nav);
  const save = useCallback((l: Language) => void saveAccountLanguage(qc, l), [qc]);
  useAccountLanguage({ pending: isPending, loggedIn: info.LoggedIn, account: info.Language }, language, languages, keptLanguage(), choose, save);
  const code = language.toUpperCase();
  if (languages.length < 2) return null;
  const pick = (l: Language) => {
    choose(l);
    if (info.LoggedIn) save(l);
  };
  return (
    <div className="navbar-nav nav-language">
      <NavMenu id="menu-language" align="end" title={<>{code}<span className="visually-hidden"> – {t('language')}: {LANGUAGE_INFO[language].name}</span></>}>
        {languages.map((l) => (
          <button key={l} type="button" className={`dropdown-item${l === language ? ' active' : ''}`} lang={l} dir={LANGUAGE_INFO[l].dir}
            aria-current={l === language ? 'true' : undefined} onClick={() => pick(l)}>
            {LANGUAGE_INFO[l].name}
          </button>
        ))}
      </NavMenu>
    </div>
  );
}
