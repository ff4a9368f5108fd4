import type { MenuItem } from '@mitmachkarte/contract';
import { Container, Nav, Navbar, NavDropdown } from 'react-bootstrap';
import { useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useSession, useLogout } from '../lib/session';
import { InlineLogin } from '../features/auth/inline-login';
import * as de from '../i18n/de';
import { useOrg } from '../lib/org';
import { DEFAULT_MENU, internalTarget, isMenuItemVisible } from './navigation';

function MenuLink({ entry }: { entry: Pick<MenuItem, 'Display' | 'Link' | 'External' | 'Fragment'> }) {
  if (entry.External) {
    return (
      <Nav.Link href={entry.Link} target="_blank" rel="noopener noreferrer">
        {entry.Display}<span className="visually-hidden"> {de.nav.externalLink}</span>
      </Nav.Link>
    );
  }
  // A section of a page ('/#help') is not a page of its own: NavLink would mark it current
  // together with the page entry, since it matches paths only.
  if (entry.Fragment) return <Nav.Link as={Link} to={internalTarget(entry.Link, entry.Fragment)}>{entry.Display}</Nav.Link>;
  return <Nav.Link as={NavLink} to={internalTarget(entry.Link, entry.Fragment)} end>{entry.Display}</Nav.Link>;
}

/** Navigation bar (docs/product.md §2): the organisation's title and menu (default menu when it has none),
 *  dropdown children, „Meine Projekte“ for logged-in users (§17.4), the Projekt menu for holders of
 *  `project`, the profile dropdown, and the
 *  inline login for visitors. `menu` replaces the organisation's menu on pages with their own. */
export function AppNavbar({ menu }: { menu?: MenuItem[] }) {
  const org = useOrg();
  const session = useSession();
  const logout = useLogout();
  const entries = (menu ?? (org?.Menu.length ? org.Menu : DEFAULT_MENU))
    .filter((e) => isMenuItemVisible(e, session.loggedIn, session.info.Permissions));

  const onLogout = () => logout.mutate();

  // Below 992 px the menu collapses behind the burger button, which tells screen readers whether it
  // is open (aria-expanded; react-bootstrap leaves that out). The menu belongs to the page it was
  // opened on: following one of its links closes it.
  const location = useLocation();
  const [openOn, setOpenOn] = useState<string>();
  const expanded = openOn === location.key;

  return (
    <Navbar expand="lg" bg="dark" data-bs-theme="dark" className="app-navbar" sticky="top"
      expanded={expanded} onToggle={(open) => setOpenOn(open ? location.key : undefined)}>
      <Container fluid>
        <Navbar.Brand as={Link} to="/">{org?.Title ?? de.common.appName}</Navbar.Brand>
        {/* `label` is the button's aria-label; an aria-label of its own would be overwritten by the
            English default 'Toggle navigation'. */}
        <Navbar.Toggle aria-controls="main-nav" label={de.nav.toggle} aria-expanded={expanded} />
        <Navbar.Collapse id="main-nav">
          <Nav className="me-auto">
            {entries.map((e) =>
              e.Children?.length ? (
                <NavDropdown key={e.Id || e.Display} title={e.Display} id={`menu-${e.Id || e.Display}`}>
                  {e.Children.map((c) => (
                    c.External
                      ? <NavDropdown.Item key={c.Display} href={c.Link} target="_blank" rel="noopener noreferrer">{c.Display}</NavDropdown.Item>
                      : <NavDropdown.Item key={c.Display} as={Link} to={internalTarget(c.Link, c.Fragment)}>{c.Display}</NavDropdown.Item>
                  ))}
                </NavDropdown>
              ) : (
                <MenuLink key={e.Id || e.Display} entry={e} />
              ),
            )}
            {session.loggedIn && <Nav.Link as={NavLink} to="/meine-projekte">{de.myProjects.title}</Nav.Link>}
            {session.can('project') && (
              <NavDropdown title={de.admin.project} id="menu-project">
                <NavDropdown.Item as={Link} to="/workspaces">{de.admin.workspaces}</NavDropdown.Item>
              </NavDropdown>
            )}
          </Nav>
          {!session.loggedIn && <div className="d-none d-xl-block me-2"><InlineLogin /></div>}
          <Nav>
            <NavDropdown title={session.loggedIn ? session.info.Name || de.nav.profile : de.nav.profile} id="menu-profile" align="end">
              {!session.loggedIn && <NavDropdown.Item as={Link} to="/login">{de.nav.login}</NavDropdown.Item>}
              {session.loggedIn && <NavDropdown.Item as={Link} to="/profile">{de.nav.profile}</NavDropdown.Item>}
              {session.loggedIn && <NavDropdown.Item as={Link} to="/meine-beitraege">{de.contributions.title}</NavDropdown.Item>}
              {session.isAdmin && <NavDropdown.Item as={Link} to="/admin">{de.nav.administration}</NavDropdown.Item>}
              {session.loggedIn && <NavDropdown.Item as="button" onClick={onLogout}>{de.nav.logout}</NavDropdown.Item>}
            </NavDropdown>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
