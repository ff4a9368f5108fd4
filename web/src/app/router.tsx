import { createHashRouter, type RouteObject } from 'react-router';
import { AdminDashboard } from '../features/admin/admin-dashboard';
import { AdminShell } from '../features/admin/admin-shell';
import { ManagePage } from '../features/admin/manage-page';
import { GroupsPage } from '../features/admin-groups/groups-page';
import { OrganisationsPage } from '../features/admin-organisations/organisations-page';
import { UsersPage } from '../features/admin-users/users-page';
import { ProfilePage } from '../features/admin/profile-page';
import { ActivationFailurePage, ActivationSuccessPage } from '../features/auth/activation-pages';
import { LoginPage } from '../features/auth/login-page';
import { RegisterPage } from '../features/auth/register-page';
import { ResetPasswordPage } from '../features/auth/reset-password-page';
import { LandingPage } from '../features/landing/landing-page';
import { BicyclePage, InfrastructurePage, WatersPage } from '../features/landing/topic-pages';
import { TramPage } from '../features/landing/tram-page';
import { ImpressumPage } from '../features/legal/impressum-page';
import { PrivacyPage } from '../features/legal/privacy-page';
import { LayersPage } from '../features/layers/layers-page';
import { MapPage } from '../features/map/map-page';
import { SurveyPage } from '../features/survey/survey-page';
import { WorkspacesPage } from '../features/workspaces/workspaces-page';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { INFRASTRUCTURE_MENU, topicMenu, type RouteHandle } from './navigation';

const withMenu = (menu: RouteHandle['menu']): RouteHandle => ({ menu });

/** Every route of spec §2 (hash routing); the topic pages carry their own menus (`handle`).
 *  Unknown addresses show the 'Seite nicht gefunden' page, never a blank one. */
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
          { path: 'users', element: <UsersPage /> },
          { path: 'groups', element: <GroupsPage /> },
          { path: 'organisations', element: <OrganisationsPage /> },
          { path: 'manage', element: <ManagePage /> },
        ],
      },
      { path: 'impressum', element: <ImpressumPage /> },
      { path: 'datenschutz', element: <PrivacyPage /> },
      { path: 'workspaces', element: <WorkspacesPage /> },
      { path: 'layers', element: <LayersPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'activationsuccess', element: <ActivationSuccessPage /> },
      { path: 'activationfailure', element: <ActivationFailurePage /> },
      { path: 'resetpassword', element: <ResetPasswordPage /> },
      { path: 'fahrrad', element: <BicyclePage />, handle: withMenu(topicMenu('/fahrrad')) },
      { path: 'gewaesser', element: <WatersPage />, handle: withMenu(topicMenu('/gewaesser')) },
      { path: 'infrastruktur', element: <InfrastructurePage />, handle: withMenu(INFRASTRUCTURE_MENU) },
      { path: 'strassenbahnausbau', element: <TramPage /> },
      { path: 'umfrage', element: <SurveyPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const createRouter = () => createHashRouter(routes);
