import { hasPageContent, type MenuItem } from '@mitmachkarte/contract';
import * as de from '../i18n/de/landing';

const item = (Display: string, Link: string, Fragment = '', Children?: MenuItem['Children']): MenuItem => ({
  Id: `default_${Display}`, Display, Link, External: false, Fragment, Permissions: [], ...(Children ? { Children } : {}),
});
const child = (Display: string, Link: string, Fragment = '') => ({ Display, Link, External: false, Fragment });

/** Menu when the organisation supplies none (docs/product.md §2.2 Landing page). */
export const DEFAULT_MENU: MenuItem[] = [
  item(de.nav.collectData, '/map'),
  item(de.nav.projects, '/projekte'),
  item(de.nav.defaultHome, '/'),
  item(de.nav.help, '/', 'help'),
  item(de.nav.contact, '/', 'contact'),
  item(de.nav.imprint, '/impressum'),
];

/** Whether a menu entry is shown: entries to the map app ('Daten erfassen') only when logged in
 *  (docs/product.md §2); entries with Permissions only to holders of one of them. */
export function isMenuItemVisible(entry: MenuItem, loggedIn: boolean, permissions: readonly string[]): boolean {
  if (entry.Link === '/map' && !entry.External && !loggedIn) return false;
  return entry.Permissions.length === 0 || entry.Permissions.some((p) => permissions.includes(p));
}

/** The hash-route target of an internal entry: its Link plus `#Fragment` for a section. */
export const internalTarget = (link: string, fragment: string) => (fragment ? `${link || '/'}#${fragment}` : link || '/');

/** The project sub-menu of the topic pages (docs/product.md §2 Bicycle, waters and infrastructure pages). */
const projectsMenu = () => item(de.topics.menuProjects, '', '', [
  child(de.topics.bicycle, '/fahrrad'),
  child(de.topics.waters, '/gewaesser'),
  child(de.topics.infrastructure, '/infrastruktur'),
]);

/** Menu of the bicycle and waters pages (docs/product.md §2): the project sub-menu, then Apps, Maps, Hilfe
 *  and Kontakt as sections of `page`. */
export const topicMenu = (page: '/fahrrad' | '/gewaesser'): MenuItem[] => [
  projectsMenu(),
  item(de.topics.menuApps, page, 'apps'),
  item(de.topics.menuMaps, page, 'maps'),
  item(de.topics.menuHelp, page, 'help'),
  item(de.topics.menuContact, page, 'contact'),
];

/** Menu of the infrastructure page (docs/product.md §2): Stadtinfrastruktur, Hilfe, Kontakt, Impressum. */
export const INFRASTRUCTURE_MENU: MenuItem[] = [
  item(de.topics.infrastructure, '/infrastruktur'),
  item(de.topics.menuHelp, '/infrastruktur', 'help'),
  item(de.topics.menuContact, '/infrastruktur', 'contact'),
  item(de.topics.menuImprint, '/impressum'),
];

/** The own menu of the page at `pathname` (docs/product.md §2), which AppLayout passes to the
 *  navigation bar: the topic pages the organisation has written (`content`) have one; every other page shows the organisation's menu (so
 *  Impressum and Profil restore the default navigation). */
export function routeMenu(pathname: string, content?: Readonly<Record<string, string>>): MenuItem[] | undefined {
  // A topic page the organisation has not written is „Seite nicht gefunden“ (own-page.tsx), with the usual menu.
  if ((pathname === '/fahrrad' || pathname === '/gewaesser') && hasPageContent(content, pathname.slice(1) as 'fahrrad' | 'gewaesser')) return topicMenu(pathname);
  return pathname === '/infrastruktur' && hasPageContent(content, 'infrastruktur') ? INFRASTRUCTURE_MENU : undefined;
}
