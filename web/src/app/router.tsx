import { createHashRouter, type RouteObject } from 'react-router';
import { AdminDashboard, AdminShell } from '../features/admin/admin-shell';
import { ProfilePage } from '../features/admin/profile-page';
import { LoginPage } from '../features/auth/login-page';
import { LandingPage } from '../features/landing/landing-page';
import { MapPage } from '../features/map/map-page';
import { ComingSoon } from '../components/coming-soon';
import { AppLayout } from './layout';

const soon = (path: string, title: string): RouteObject => ({ path, element: <ComingSoon title={title} /> });

/** Every route of spec §2 (hash routing). Screens of later releases show a "Diese Seite folgt"
 *  notice until then. */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'profile', element: <ProfilePage /> },
      { path: 'map', element: <MapPage /> },
      {
        path: 'admin',
        element: <AdminShell />,
        children: [
          { index: true, element: <AdminDashboard /> },
          soon('users', 'Benutzer'),
          soon('groups', 'Gruppen'),
          soon('organisations', 'Organisationen'),
          soon('manage', 'Verwaltung'),
        ],
      },
      soon('impressum', 'Impressum'),
      soon('datenschutz', 'Datenschutzerklärung'),
      soon('workspaces', 'Workspacemanager'),
      soon('layers', 'Layermanager'),
      soon('register', 'Registrierung'),
      soon('activationsuccess', 'Aktivierung erfolgreich'),
      soon('activationfailure', 'Aktivierung fehlgeschlagen'),
      soon('resetpassword', 'Passwort zurücksetzen'),
      soon('fahrrad', 'Fahrradmobilität'),
      soon('gewaesser', 'Stadtgewässer'),
      soon('infrastruktur', 'Stadtinfrastruktur'),
      soon('strassenbahnausbau', 'Straßenbahnausbau'),
      soon('umfrage', 'Umfrage'),
      soon('*', 'Seite nicht gefunden'),
    ],
  },
];

export const createRouter = () => createHashRouter(routes);
