import type { ComponentType } from 'react';
import { createHashRouter, type RouteObject } from 'react-router';
import { LandingPage } from '../features/landing/landing-page';
import { nextTask } from '../lib/next-task';
import * as de from '../i18n/de/common';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { INFRASTRUCTURE_MENU, topicMenu, type RouteHandle } from './navigation';

const withMenu = (menu: RouteHandle['menu']): RouteHandle => ({ menu });

/** A screen loaded on first visit (its own chunk), so that a citizen opening the start page does
 *  not download the administration, the managers' editors, the account forms or the map app up
 *  front: only the start page and the 'not found' page are in the first load (docs/runtime.md §3). */
const screen = <M,>(load: () => Promise<M>, pick: (m: M) => ComponentType) =>
  async () => {
    const module = await load();
    // The screen renders in a task of its own, not in the one that ran its chunk's modules.
    await nextTask();
    return { Component: pick(module) };
  };
const adminScreens = () => import('./admin-screens');
const topicScreens = () => import('../features/landing/topic-pages');
const legalScreens = () => import('./legal-screens');
const activationScreens = () => import('../features/auth/activation-pages');

/** Every screen of docs/product.md §2 (hash routing); the topic pages carry their own menus
 *  (`handle`). Unknown addresses show the 'Seite nicht gefunden' page, never a blank one. */
const screens: RouteObject[] = [
  { index: true, element: <LandingPage /> },
  { path: 'login', lazy: screen(() => import('../features/auth/login-page'), (m) => m.LoginPage) },
  { path: 'login/code', lazy: screen(() => import('../features/auth/mfa-code-page'), (m) => m.MfaCodePage) },
  { path: 'benachrichtigungen/abbestellen/:token', lazy: screen(() => import('../features/notifications/unsubscribe-page'), (m) => m.UnsubscribePage) },
  { path: 'meine-beitraege', lazy: screen(() => import('../features/contributions/contributions-page'), (m) => m.ContributionsPage) },
  { path: 'meine-projekte', lazy: screen(() => import('../features/my-projects/my-projects-page'), (m) => m.MyProjectsPage) },
  { path: 'einladung/:token', lazy: screen(() => import('../features/invitation/invitation-page'), (m) => m.InvitationPage) },
  { path: 'profile', lazy: screen(() => import('../features/account/profile-page'), (m) => m.ProfilePage) },
  { path: 'projekte', lazy: screen(() => import('../features/projects/projects-page'), (m) => m.ProjectsPage) },
  { path: 'projekte/neu', lazy: screen(() => import('../features/quick-start/quick-start-page'), (m) => m.QuickStartPage) },
  { path: 'projekt/:id', lazy: screen(() => import('../features/projects/project-page'), (m) => m.ProjectPage) },
  { path: 'map', lazy: screen(() => import('../features/map/map-page'), (m) => m.MapPage) },
  {
    path: 'admin',
    lazy: screen(adminScreens, (m) => m.AdminShell),
    children: [
      { index: true, lazy: screen(adminScreens, (m) => m.AdminDashboard) },
      { path: 'users', lazy: screen(adminScreens, (m) => m.UsersPage) },
      { path: 'groups', lazy: screen(adminScreens, (m) => m.GroupsPage) },
      { path: 'organisations', lazy: screen(adminScreens, (m) => m.OrganisationsPage) },
      { path: 'manage', lazy: screen(adminScreens, (m) => m.ManagePage) },
      { path: 'protokoll', lazy: screen(adminScreens, (m) => m.AdminAuditPage) },
      // Its own chunk: the charts' library is loaded only by the screens that draw charts.
      { path: 'umfrage', lazy: screen(() => import('../features/survey-results/survey-results-page'), (m) => m.SurveyResultsPage) },
    ],
  },
  { path: 'impressum', lazy: screen(legalScreens, (m) => m.ImpressumPage) },
  { path: 'datenschutz', lazy: screen(legalScreens, (m) => m.PrivacyPage) },
  { path: 'barrierefreiheit', lazy: screen(legalScreens, (m) => m.AccessibilityPage) },
  { path: 'workspaces', lazy: screen(() => import('../features/workspaces/workspaces-page'), (m) => m.WorkspacesPage) },
  { path: 'moderation/:workspaceId', lazy: screen(() => import('../features/moderation/moderation-page'), (m) => m.ModerationPage) },
  { path: 'workspaces/:id/protokoll', lazy: screen(() => import('../features/audit/workspace-audit-page'), (m) => m.WorkspaceAuditPage) },
  { path: 'auswertung/:layerId', lazy: screen(() => import('../features/review/review-page'), (m) => m.ReviewPage) },
  { path: 'auswertung/:layerId/diagramme', lazy: screen(() => import('../features/review-charts/review-charts-page'), (m) => m.ReviewChartsPage) },
  { path: 'layers', lazy: screen(() => import('../features/layers/layers-page'), (m) => m.LayersPage) },
  { path: 'register', lazy: screen(() => import('../features/auth/register-page'), (m) => m.RegisterPage) },
  { path: 'activationsuccess', lazy: screen(activationScreens, (m) => m.ActivationSuccessPage) },
  { path: 'activationfailure', lazy: screen(activationScreens, (m) => m.ActivationFailurePage) },
  { path: 'resetpassword', lazy: screen(() => import('../features/auth/reset-password-page'), (m) => m.ResetPasswordPage) },
  // Where the mailed links lead; only their forms complete them (docs/decisions/0009).
  { path: 'konto-aktivieren/:token', lazy: screen(() => import('../features/auth/activate-account-page'), (m) => m.ActivateAccountPage) },
  { path: 'passwort-bestaetigen/:token', lazy: screen(() => import('../features/auth/confirm-password-page'), (m) => m.ConfirmPasswordPage) },
  { path: 'fahrrad', lazy: screen(topicScreens, (m) => m.BicyclePage), handle: withMenu(topicMenu('/fahrrad')) },
  { path: 'gewaesser', lazy: screen(topicScreens, (m) => m.WatersPage), handle: withMenu(topicMenu('/gewaesser')) },
  { path: 'infrastruktur', lazy: screen(topicScreens, (m) => m.InfrastructurePage), handle: withMenu(INFRASTRUCTURE_MENU) },
  { path: 'strassenbahnausbau', lazy: screen(() => import('../features/landing/tram-page'), (m) => m.TramPage) },
  { path: 'umfrage', lazy: screen(() => import('../features/survey/survey-page'), (m) => m.SurveyPage) },
  { path: '*', element: <NotFoundPage /> },
];

/** The screens in the frame of every page (AppLayout). The fallback is shown while the first
 *  screen's chunk loads (a lazy route opened directly by its address) and sits on a pathless route
 *  inside the frame, not on the frame's own: the router draws it in place of the nearest route
 *  above the lazy one that has one, so the navigation bar and the cookie banner appear at once,
 *  not only once the screen's code has arrived (docs/runtime.md §3). */
export const routes: RouteObject[] = [{
  element: <AppLayout />,
  children: [{ hydrateFallbackElement: <p className="p-3" role="status">{de.common.loading}</p>, children: screens }],
}];

export const createRouter = () => createHashRouter(routes);
