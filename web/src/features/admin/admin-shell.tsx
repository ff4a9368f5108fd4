import { useRef } from 'react';
import { Button, Col, Container, Nav, Row } from 'react-bootstrap';
import { Navigate, NavLink, Outlet } from 'react-router';
import { useOwnPage } from '../../lib/org';
import { useLogout, useSession } from '../../lib/session';
import * as de from '../../i18n/de';
import { useT } from '../../i18n/runtime';

/** Admin shell (docs/product.md §2 Admin shell, §6): sidebar with Dashboard, Bürgerbeteiligung (/admin/manage), Protokoll
 *  (/admin/protokoll, §16.4), Umfrage (/admin/umfrage, §18.3, where the organisation has its survey page) and
 *  Nutzermanagement (Benutzer for usermanager, Gruppen for groupmanager, Organisationen for
 *  orgmanager) and a Logout button. Visitors without `admin` are sent to /login. */
export function AdminShell() {
  const tc = useT('common', de.common);
  const t = useT('admin', de.admin);
  const ta = useT('audit', de.audit);
  const session = useSession();
  const logout = useLogout();
  // The survey belongs to the infrastructure page: only where the organisation has written it.
  const survey = useOwnPage('infrastruktur');
  // Someone who was admin here and no longer is has logged out (or the session ended): home, as
  // after every logout (docs/product.md §2); the logout's own navigation may land after this render.
  const wasAdmin = useRef(false);
  if (session.isPending) return <p className="p-3">{tc('loading')}</p>;
  if (!session.isAdmin) return <Navigate to={wasAdmin.current ? '/' : '/login'} replace />;
  wasAdmin.current = true;
  return (
    <Container fluid>
      <Row>
        <Col as="nav" md={3} lg={2} className="admin-sidebar py-3" aria-label={t('sidebar')}>
          <Nav className="flex-row flex-wrap flex-md-column">
            <Nav.Link as={NavLink} to="/admin" end>{t('dashboard')}</Nav.Link>
            <Nav.Link as={NavLink} to="/admin/manage">{t('participation')}</Nav.Link>
            <Nav.Link as={NavLink} to="/admin/protokoll">{ta('title')}</Nav.Link>
            {survey && <Nav.Link as={NavLink} to="/admin/umfrage">{t('survey')}</Nav.Link>}
            {(session.can('usermanager') || session.can('groupmanager') || session.can('orgmanager')) && (
              <div className="w-100 text-uppercase small text-body-secondary mt-md-3 mb-1 px-3">{t('userManagement')}</div>
            )}
            {session.can('usermanager') && <Nav.Link as={NavLink} to="/admin/users">{t('users')}</Nav.Link>}
            {session.can('groupmanager') && <Nav.Link as={NavLink} to="/admin/groups">{t('groups')}</Nav.Link>}
            {session.can('orgmanager') && <Nav.Link as={NavLink} to="/admin/organisations">{t('organisations')}</Nav.Link>}
          </Nav>
          <Button variant="outline-secondary" size="sm" className="mt-2 mt-md-4 ms-3"
            onClick={() => logout.mutate()}>
            {t('logout')}
          </Button>
        </Col>
        <Col md={9} lg={10} className="py-3">
          <Outlet />
        </Col>
      </Row>
    </Container>
  );
}
