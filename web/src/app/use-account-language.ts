import type { Language } from '@mitmachkarte/contract';
import { useEffect, useRef } from 'react';

/** What the hook needs of the session (GET /auth/info): whether it is known yet, signed in, and
 *  the account's language. */
type Session = Readonly<{ pending: boolean; loggedIn: boolean; account: Language | undefined }>;

/** Brings the interface language and the account's language together once per signed-in visit
 *  (docs/product.md §23.4), once the organisation offers the account's (`offered`):
 *  - after a login in this page, the account's language is applied;
 *  - when a page opens signed in, a choice kept in this browser (`kept`) stands and the account
 *    learns it (`save`), so that mails and messages speak what the visitor reads; without one the
 *    account's language is applied (a new device).
 *  Later choices in the switcher are saved by the switcher itself. */
export function useAccountLanguage(
  session: Session, current: Language, offered: readonly Language[], kept: Language | undefined,
  choose: (language: Language) => void, save: (language: Language) => void,
) {
  // 'unknown' until the first answer, then 'out' or 'in' (this visit's language is settled).
  const phase = useRef<'unknown' | 'out' | 'in'>('unknown');
  const { pending, loggedIn, account } = session;
  useEffect(() => {
    if (pending) return;
    if (!loggedIn) {
      phase.current = 'out';
      return;
    }
    if (phase.current === 'in' || (account && !offered.includes(account))) return;
    const atLogin = phase.current === 'out';
    phase.current = 'in';
    if (!atLogin && kept && kept !== account) save(kept);
    else if (account && account !== current) choose(account);
  }, [pending, loggedIn, account, current, offered, kept, choose, save]);
}
