import type { MenuItem } from '@mitmachkarte/contract';
import { useLayoutEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession, useLogout } from '../lib/session';
import { InlineLogin } from '../features/auth/inline-login';
import * as de from '../i18n/de/common';
import { useLanguage, useT } from '../i18n/runtime';
import { LanguageSwitcher } from './language-switcher';
import { setFrameHeight } from '../lib/frame';
import { useOrg } from '../lib/org';
import { defaultMenu, internalTarget, isMenuItemVisible } from './navigation';
import { NavMenu } from './nav-menu';
import { useFoldWhenCrowded } from './use-fold-when-crowded';
import { useInboxCounts } from '../lib/inbox';
import { loginReturningTo, registerReturningTo } from '../lib/return-path';

function MenuLink({ entry }: { entry: Pick<MenuItem, 'Display' | 'Link' | 'External' | 'Fragment'> }) {
  const t = useT('nav', de.nav);
  if (entry.External) {
    return (
      <a className="nav-link" href={entry.Link} target="_blank" rel="noopener noreferrer">
        {entry.Display}<span className="visually-hidden"> {t('externalLink')}</span>
      </a>
    );
  }
  // A section of a page ('/#help') is not a page of its own: NavLink would mark it current
  // together with the page entry, since it matches paths only.
  if (entry.Fragment) return <Link className="nav-link" to={internalTarget(entry.Link, entry.Fragment)}>{entry.Display}</Link>;
  return <NavLink className="nav-link" to={internalTarget(entry.Link, entry.Fragment)} end>{entry.Display}</NavLink>;
}

/** Measures the bar's height for the frame (lib/frame.ts): the alerts stick below it and the map
 *  fills the window below both. It is the closed bar's: a menu opened from the burger button makes
 *  the bar taller for a moment, which the map does not follow. Measured after layout
 *  (ResizeObserver), as nothing in the first render reads the layout (docs/runtime.md §3). */
function useNavbarHeight(menuOpen: boolean) {
  const nav = useRef<HTMLElement>(null);
  const open = useRef(menuOpen);
  useLayoutEffect(() => {
    open.current = menuOpen;
  }, [menuOpen]);
  useLayoutEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!open.current) setFrameHeight('navbar', element.offsetHeight);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return nav;
}

/** Navigation bar (docs/product.md §2): the organisation's logo, title and menu (default menu when it has none),
 *  dropdown children, „Meine Projekte“ for people on a project's team or holding `project` (the
 *  server's `CanManageProjects`, §17.4), the Projekt menu for holders of
 *  `project`, the profile dropdown, and for visitors the inline login (from 1200 px, on one line) or
 *  links to „Login“ and „Registrieren“. One line or folded behind the burger button, never wrapped
 *  (useFoldWhenCrowded). `menu` replaces the organisation's menu on pages with their own. */
export function AppNavbar({ menu }: { menu?: MenuItem[] }) {
  const tc = useT('common', de.common);
  const org = useOrg();
  const session = useSession();
  const logout = useLogout();
  const t = useT('nav', de.nav);
  const entries = (menu ?? (org?.Menu.length ? org.Menu : defaultMenu(t)))
    .filter((e) => isMenuItemVisible(e, session.loggedIn, session.info.Permissions));

  const onLogout = () => logout.mutate();

  // Below 992 px, and where the bar would not fit on one line, the menu collapses behind the burger
  // button, which tells screen readers whether it is open (aria-expanded; react-bootstrap leaves that out). The menu belongs to the page it was
  // opened on: following one of its links closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string>();
  const expanded = openOn === location.key;
  // The page „Login“ and „Registrieren“ lead back to: this one, unless it is one of theirs.
  const here = location.pathname + location.search;
  const accountPage = ['/login', '/register'].includes(location.pathname);

  // One line or folded, never wrapped (docs/product.md §2.5): what decides whether it fits.
  const title = org?.Title ?? tc('appName');
  const bar = useRef<HTMLDivElement>(null);
  const logo = org?.Logo;
  // The inbox's badge on „Meine Projekte“ (docs/product.md §16.9) widens the bar: part of what is measured.
  const newItems = useInboxCounts().data?.New ?? 0;
  const { language } = useLanguage();
  const content = JSON.stringify([language, title, logo?.Url, entries.map((e) => e.Display), session.loggedIn, session.info.Name, session.info.CanManageProjects, session.can('project'), session.isAdmin, newItems > 0 && newItems]);
  const folded = useFoldWhenCrowded(bar, content);
  const nav = useNavbarHeight(expanded);

  // Bootstrap's markup without react-bootstrap's Navbar, whose module brings Offcanvas and Modal
  // into every page's first load (docs/runtime.md §3).
  return (
    <nav ref={nav} data-bs-theme="dark" className={`app-navbar navbar ${folded ? 'navbar-folded' : 'navbar-expand-lg'} bg-dark sticky-top`}>
      <div className="container-fluid" ref={bar}>
        {/* On one line a long title ends in „…“: the whole of it stays its name and its tooltip. */}
        <Link className="navbar-brand" to="/" title={title}>
          {/* Beside the title, which names the link: no text of its own. */}
          {logo && <img className="navbar-logo" src={logo.Url} width={logo.Width} height={logo.Height} alt="" />}
          {title}
        </Link>
        <button type="button" className={`navbar-toggler${expanded ? '' : ' collapsed'}`} aria-controls="main-nav"
          aria-expanded={expanded} aria-label={t('toggle')} onClick={() => setOpenOn(expanded ? undefined : location.key)}>
          <span className="navbar-toggler-icon" />
        </button>
        <div className={`navbar-collapse collapse${expanded ? ' show' : ''}`} id="main-nav">
          <div className="me-auto navbar-nav">
            {entries.map((e) =>
              e.Children?.length ? (
                <NavMenu key={e.Id || e.Display} title={e.Display} id={`menu-${e.Id || e.Display}`}>
                  {e.Children.map((c) => (
                    c.External
                      ? <a key={c.Display} className="dropdown-item" href={c.Link} target="_blank" rel="noopener noreferrer">{c.Display}</a>
                      : <Link key={c.Display} className="dropdown-item" to={internalTarget(c.Link, c.Fragment)}>{c.Display}</Link>
                  ))}
                </NavMenu>
              ) : (
                <MenuLink key={e.Id || e.Display} entry={e} />
              ),
            )}
            {session.info.CanManageProjects && (
              <NavLink className="nav-link" to="/meine-projekte">
                {t('myProjects')}
                {/* The number is seen; its meaning is read out („3 neue Beiträge“), not left to the colour. */}
                {newItems > 0 && <><span className="badge text-bg-warning ms-1" aria-hidden="true">{newItems}</span><span className="visually-hidden"> ({t('newItems', { n: newItems })})</span></>}
              </NavLink>
            )}
            {session.can('project') && (
              <NavMenu title={t('project')} id="menu-project">
                <Link className="dropdown-item" to="/workspaces">{t('workspaces')}</Link>
              </NavMenu>
            )}
          </div>
          {!session.loggedIn && <div className="nav-inline-login me-2"><InlineLogin /></div>}
          {/* Without the inline login (below 1200 px, in a folded menu and so in a phone's)
              „Login“ and „Registrieren“ are links of their own; both lead back to this page. */}
          {!session.loggedIn && (
            <div className="navbar-nav nav-account-links">
              <NavLink className="nav-link" to={accountPage ? '/login' : loginReturningTo(here)}>{t('login')}</NavLink>
              <NavLink className="nav-link" to={accountPage ? '/register' : registerReturningTo(here)}>{t('register')}</NavLink>
            </div>
          )}
          <LanguageSwitcher />
          <div className="navbar-nav">
            <NavMenu title={session.loggedIn ? session.info.Name || t('profile') : t('profile')} id="menu-profile" align="end">
              {!session.loggedIn && <Link className="dropdown-item" to="/login">{t('login')}</Link>}
              {session.loggedIn && <Link className="dropdown-item" to="/profile">{t('profile')}</Link>}
              {session.loggedIn && <Link className="dropdown-item" to="/meine-beitraege">{t('contributions')}</Link>}
              {session.isAdmin && <Link className="dropdown-item" to="/admin">{t('administration')}</Link>}
              {session.loggedIn && <button type="button" className="dropdown-item" onClick={onLogout}>{t('logout')}</button>}
            </NavMenu>
          </div>
        </div>
      </div>
    </nav>
  );
}
