import type { Language } from '@mitmachkarte/contract';
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAccountLanguage } from './use-account-language';

type Props = { pending: boolean; loggedIn: boolean; account?: Language; current: Language; offered: Language[]; kept?: Language };
const ALL: Language[] = ['de', 'en', 'tr', 'ar', 'uk'];

function setUp(initial: Props) {
  const choose = vi.fn();
  const save = vi.fn();
  const hook = renderHook((p: Props) => useAccountLanguage({ pending: p.pending, loggedIn: p.loggedIn, account: p.account }, p.current, p.offered, p.kept, choose, save),
    { initialProps: initial });
  return { choose, save, rerender: hook.rerender };
}

describe('useAccountLanguage (docs/product.md §23.4)', () => {
  it('applies the account\'s language after a login in this page, over the kept choice, once', () => {
    const { choose, save, rerender } = setUp({ pending: true, loggedIn: false, current: 'en', offered: ALL, kept: 'en' });
    rerender({ pending: false, loggedIn: false, current: 'en', offered: ALL, kept: 'en' });
    rerender({ pending: false, loggedIn: true, account: 'ar', current: 'en', offered: ALL, kept: 'en' });
    expect(choose).toHaveBeenCalledWith('ar');
    expect(save).not.toHaveBeenCalled();
    // A later choice of the visitor stands.
    rerender({ pending: false, loggedIn: true, account: 'ar', current: 'de', offered: ALL, kept: 'de' });
    expect(choose).toHaveBeenCalledTimes(1);
  });

  it('waits for the organisation\'s languages, and leaves a language it does not offer alone', () => {
    const { choose, rerender } = setUp({ pending: false, loggedIn: false, current: 'de', offered: ['de'] });
    rerender({ pending: false, loggedIn: true, account: 'uk', current: 'de', offered: ['de'] });
    expect(choose).not.toHaveBeenCalled();
    rerender({ pending: false, loggedIn: true, account: 'uk', current: 'de', offered: ['de', 'uk'] });
    expect(choose).toHaveBeenCalledWith('uk');
  });

  it('at the start of a signed-in visit keeps the browser\'s choice and saves it, else applies the account\'s', () => {
    const kept = setUp({ pending: false, loggedIn: true, account: 'tr', current: 'en', offered: ALL, kept: 'en' });
    expect(kept.save).toHaveBeenCalledWith('en');
    expect(kept.choose).not.toHaveBeenCalled();
    const fresh = setUp({ pending: false, loggedIn: true, account: 'tr', current: 'de', offered: ALL });
    expect(fresh.choose).toHaveBeenCalledWith('tr');
    expect(fresh.save).not.toHaveBeenCalled();
    const same = setUp({ pending: false, loggedIn: true, account: 'en', current: 'en', offered: ALL, kept: 'en' });
    expect(same.choose).not.toHaveBeenCalled();
    expect(same.save).not.toHaveBeenCalled();
  });
});
