import { hasPageContent, type MenuItem } from '@mitmachkarte/contract';
import * as de from '../i18n/de/landing';

const item = (Display: string, Link: string, Fragment = '', Children?: MenuItem['Children']): MenuItem => ({
  Id: `default_${Display}`, Display, Link, External: false, Fragment, Permissions: [], ...(Children ? { Children } : {}),
});
const child = (Display: string, Link: string, Fragment = '') => ({ Display, Link, External: false, Fragment });

/** Menu when the organisation supplies none (docs/product.md §2.2 Landing page), in the language
 *  of `t` (the navigation bar's texts). The entries' ids stay the same in every language. */
export const defaultMenu = (t: (key: keyof typeof de.nav) => string): MenuItem[] =>
  (['collectData', 'projects', 'defaultHome', 'help', 'contact', 'imprint'] as const).map((key) => {
    const [link, fragment] = DEFAULT_TARGETS[key];
    return { ...item(t(key), link, fragment), Id: `default_${de.nav[key]}` };
  });
const DEFAULT_TARGETS = {
  collectData: ['/map'], projects: ['/projekte'], defaultHome: ['/'], help: ['/', 'help'], contact: ['/', 'contact'], imprint: ['/impressum'],
} as const satisfies Record<string, readonly [string, string?]>;

/** Whether a menu entry is shown: entries to the map app ('Daten erfassen') only when logged in
 *  (docs/product.md §2); entries with Permissions only to holders of one of them. */
export function isMenuItemVisible(entry: MenuItem, loggedIn: boolean, permissions: readonly string[]): boolean {
  if (entry.Link === '/map' && !entry.External && !loggedIn) return false;
  return entry.Permissions.length === 0 || entry.Permissions.some((p) => permissions.includes(p));
}

/** The hash-route target of an internal entry: its Link plus `#Fragment` for a section. */
export const internalTarget = (link: string, fragment: string) => (fragment ? `${link || '/'}#${fragment}` : link || '/');

/** The topic pages' texts in the current language (`useT('topics', de.topics)`). */
type TopicsText = (key: keyof typeof de.topics) => string;

/** An entry of a topic page's menu in the language of `t`; its id stays the German one's. */
const topicItem = (t: TopicsText, key: keyof typeof de.topics, Link: string, Fragment = '', Children?: MenuItem['Children']): MenuItem =>
  ({ ...item(t(key), Link, Fragment, Children), Id: `default_${de.topics[key]}` });

/** The project sub-menu of the topic pages (docs/product.md §2 Bicycle, waters and infrastructure pages). */
const projectsMenu = (t: TopicsText) => topicItem(t, 'menuProjects', '', '', [
  child(t('bicycle'), '/fahrrad'),
  child(t('waters'), '/gewaesser'),
  child(t('infrastructure'), '/infrastruktur'),
]);

/** Menu of the bicycle and waters pages (docs/product.md §2): the project sub-menu, then Apps, Maps, Hilfe
 *  and Kontakt as sections of `page`, in the language of `t`. */
export const topicMenu = (page: '/fahrrad' | '/gewaesser', t: TopicsText): MenuItem[] => [
  projectsMenu(t),
  topicItem(t, 'menuApps', page, 'apps'),
  topicItem(t, 'menuMaps', page, 'maps'),
  topicItem(t, 'menuHelp', page, 'help'),
  topicItem(t, 'menuContact', page, 'contact'),
];

/** Menu of the infrastructure page (docs/product.md §2): Stadtinfrastruktur, Hilfe, Kontakt, Impressum, in the language of `t`. */
export const infrastructureMenu = (t: TopicsText): MenuItem[] => [
  topicItem(t, 'infrastructure', '/infrastruktur'),
  topicItem(t, 'menuHelp', '/infrastruktur', 'help'),
  topicItem(t, 'menuContact', '/infrastruktur', 'contact'),
  topicItem(t, 'menuImprint', '/impressum'),
];

/** The own menu of the page at `pathname` (docs/product.md §2), which AppLayout passes to the
 *  navigation bar: the topic pages the organisation has written (`content`) have one; every other page shows the organisation's menu (so
 *  Impressum and Profil restore the default navigation). */
export function routeMenu(pathname: string, content: Readonly<Record<string, string>> | undefined, t: TopicsText): MenuItem[] | undefined {
  // A topic page the organisation has not written is „Seite nicht gefunden“ (own-page.tsx), with the usual menu.
  if ((pathname === '/fahrrad' || pathname === '/gewaesser') && hasPageContent(content, pathname.slice(1) as 'fahrrad' | 'gewaesser')) return topicMenu(pathname, t);
  return pathname === '/infrastruktur' && hasPageContent(content, 'infrastruktur') ? infrastructureMenu(t) : undefined;
}
