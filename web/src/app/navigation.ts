import type { MenuItem } from '@mitmachkarte/contract';
import { de } from '../i18n/de';

const item = (Display: string, Link: string, Fragment = ''): MenuItem => ({ Id: `default_${Display}`, Display, Link, External: false, Fragment, Permissions: [] });

/** Menu when the organisation supplies none (spec §2 Landing page). */
export const DEFAULT_MENU: MenuItem[] = [
  item(de.nav.collectData, '/map'),
  item(de.nav.defaultHome, '/'),
  item(de.nav.help, '/', 'help'),
  item(de.nav.contact, '/', 'contact'),
  item(de.nav.imprint, '/impressum'),
];

/** Whether a menu entry is shown: entries to the map app ('Daten erfassen') only when logged in
 *  (spec §2); entries with Permissions only to holders of one of them. */
export function isMenuItemVisible(entry: MenuItem, loggedIn: boolean, permissions: readonly string[]): boolean {
  if (entry.Link === '/map' && !entry.External && !loggedIn) return false;
  return entry.Permissions.length === 0 || entry.Permissions.some((p) => permissions.includes(p));
}

/** The hash-route target of an internal entry: its Link plus `#Fragment` for a section. */
export const internalTarget = (link: string, fragment: string) => (fragment ? `${link || '/'}#${fragment}` : link || '/');
