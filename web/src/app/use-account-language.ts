import type { Language } from '@mitmachkarte/contract';
import { useEffect, useRef } from 'react';

/** Applies the account's language (GET /auth/info `Language`, docs/product.md §23) when it
 *  arrives or changes: after a login, on the first answer of a signed-in visit, on another device's
 *  choice. Once the organisation offers it (`offered`); a language the visitor chose meanwhile
 *  stays until the account's changes again. `account` undefined (logged out) forgets what was
 *  applied, so that the next login applies it anew. */
export function useAccountLanguage(account: Language | undefined, current: Language, offered: readonly Language[], choose: (language: Language) => void) {
  const applied = useRef<Language | undefined>(undefined);
  useEffect(() => {
    if (!account) {
      applied.current = undefined;
      return;
    }
    if (account === applied.current || !offered.includes(account)) return;
    applied.current = account;
    if (account !== current) choose(account);
  }, [account, current, offered, choose]);
}
