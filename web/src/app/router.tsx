import type { ContentPageId } from '@mitmachkarte/contract';
import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet, useRoutes, type RouteObject } from 'react-router';
import { nextTask } from '../lib/next-task';
import * as de from '../i18n/de/common';
import { loadTeamTexts, useT } from '../i18n/runtime';
import { AppLayout } from './layout';
import { NotFoundPage } from './not-found-page';
import { OwnPage } from './own-page';

/** A screen loaded on first visit (its own chunk, `React.lazy`), so that a citizen opening the start
 *  page does not download the administration, the managers' editors, the account forms or the map
 *  app up front, nor the map page the start page: only the 'not found' page is in the first load.
 *  The first screen's chunks load beside the entry all the same (`public/boot.js`,
 *  docs/runtime.md §3). A team's screen (`texts: 'team'`) also waits for the team's texts of the
 *  language shown, a chunk of their own (i18n/runtime.tsx), so that it never shows German first.
 *  Returns the route's `element`. */
function screen<M>(load: () => Promise<M>, pick: (m: M) => ComponentType, texts?: 'team'): Pick<RouteObject, 'element'> {
  const Screen = lazy(async () => {
    const [module] = await Promise.all([load(), texts && loadTeamTexts()]);
    // The screen renders in a task of its own, not in the one that ran its chunk's modules.
    await nextTask();
    return { default: pick(module) };
  });
  return { element: <Screen /> };
}

/** `route` (a screen) shown only where the organisation has written the page `page` (own-page.tsx). */
const ownPage = (page: ContentPageId, route: Pick<RouteObject, 'element'>): Pick<RouteObject, 'element'> =>
  ({ element: <OwnPage page={page}>{route.element}</OwnPage> });

const adminScreens = () => import('./admin-screens');
const topicScreens = () => import('../features/landing/topic-pages');
const legalScreens = () => import('./legal-screens');
const activationScreens = () => import('../features/auth/activation-pages');

/** Every screen of docs/product.md §2 (hash routing); the topic pages' own menus are in
 *  `routeMenu` (navigation.ts). Unknown addresses show the 'Seite nicht gefunden' page, never a blank one. */
const screens: RouteObject[] = [
  { index: true, ...screen(() => import('../features/landing/landing-page'), (m) => m.LandingPage) },
  { path: 'login', ...screen(() => import('../features/auth/login-page'), (m) => m.LoginPage) },
  { path: 'login/code', ...screen(() => import('../features/auth/mfa-code-page'), (m) => m.MfaCodePage) },
  { path: 'anmelden/bestaetigen', ...screen(() => import('../features/auth/oidc-confirm-page'), (m) => m.OidcConfirmPage) },
  { path: 'benachrichtigungen/abbestellen/:token', ...screen(() => import('../features/notifications/unsubscribe-page'), (m) => m.UnsubscribePage) },
  { path: 'meldung/abbestellen/:token', ...screen(() => import('../features/notifications/unsubscribe-page'), (m) => m.ReporterUnsubscribePage) },
  { path: 'neuigkeiten/abbestellen/:token', ...screen(() => import('../features/notifications/updates-unsubscribe-page'), (m) => m.UpdatesUnsubscribePage) },
  { path: 'team-benachrichtigungen/abbestellen/:token', ...screen(() => import('../features/notifications/team-unsubscribe-page'), (m) => m.TeamUnsubscribePage) },
  { path: 'gebietsbenachrichtigung/bestaetigen/:token', ...screen(() => import('../features/area-alerts/alert-link-pages'), (m) => m.ConfirmAlertPage) },
  { path: 'gebietsbenachrichtigung/abbestellen/:token', ...screen(() => import('../features/area-alerts/alert-link-pages'), (m) => m.UnsubscribeAlertPage) },
  { path: 'meine-beitraege', ...screen(() => import('../features/contributions/contributions-page'), (m) => m.ContributionsPage) },
  { path: 'meine-projekte', ...screen(() => import('../features/my-projects/my-projects-page'), (m) => m.MyProjectsPage, 'team') },
  { path: 'einladung/:token', ...screen(() => import('../features/invitation/invitation-page'), (m) => m.InvitationPage, 'team') },
  { path: 'profile', ...screen(() => import('../features/account/profile-page'), (m) => m.ProfilePage) },
  { path: 'projekte', ...screen(() => import('../features/projects/projects-page'), (m) => m.ProjectsPage) },
  { path: 'projekte/neu', ...screen(() => import('../features/quick-start/quick-start-page'), (m) => m.QuickStartPage, 'team') },
  { path: 'projekt/:id', ...screen(() => import('../features/projects/project-page'), (m) => m.ProjectPage) },
  // The charts' texts are in the team's chunk: the results page waits for them like the survey results.
  { path: 'projekt/:id/ergebnisse', ...screen(() => import('../features/results/results-page'), (m) => m.ResultsPage, 'team') },
  { path: 'projekt/:id/umfragen/:surveyId', ...screen(() => import('../features/surveys/survey-page'), (m) => m.SurveyPage) },
  { path: 'projekt/:id/umfragen/:surveyId/ergebnisse', ...screen(() => import('../features/surveys/survey-results-page'), (m) => m.SurveyResultsPage, 'team') },
  { path: 'projekt/:id/benachrichtigen', ...screen(() => import('../features/area-alerts/area-alert-page'), (m) => m.AreaAlertPage) },
  { path: 'map', ...screen(() => import('../features/map/map-page'), (m) => m.MapPage) },
  {
    path: 'admin',
    ...screen(adminScreens, (m) => m.AdminShell, 'team'),
    children: [
      { index: true, ...screen(adminScreens, (m) => m.AdminDashboard, 'team') },
      { path: 'users', ...screen(adminScreens, (m) => m.UsersPage, 'team') },
      { path: 'groups', ...screen(adminScreens, (m) => m.GroupsPage, 'team') },
      { path: 'organisations', ...screen(adminScreens, (m) => m.OrganisationsPage, 'team') },
      { path: 'manage', ...screen(adminScreens, (m) => m.ManagePage, 'team') },
      { path: 'protokoll', ...screen(adminScreens, (m) => m.AdminAuditPage, 'team') },
      // Its own chunk: the charts' library is loaded only by the screens that draw charts.
      { path: 'umfrage', ...ownPage('infrastruktur', screen(() => import('../features/survey-results/survey-results-page'), (m) => m.SurveyResultsPage)) },
    ],
  },
  { path: 'impressum', ...screen(legalScreens, (m) => m.ImpressumPage) },
  { path: 'datenschutz', ...screen(legalScreens, (m) => m.PrivacyPage) },
  { path: 'barrierefreiheit', ...screen(legalScreens, (m) => m.AccessibilityPage) },
  { path: 'nutzungsbedingungen', ...screen(legalScreens, (m) => m.TermsPage) },
  // With the topic pages: its own chunk would split the footer they share with the start page out
  // of the start page's chunk, a file more on its first load (docs/runtime.md §3).
  { path: 'leichte-sprache', ...screen(topicScreens, (m) => m.LeichteSprachePage) },
  { path: 'gebaerdensprache', ...screen(() => import('../features/dgs/dgs-page'), (m) => m.DgsPage) },
  { path: 'workspaces', ...screen(() => import('../features/workspaces/workspaces-page'), (m) => m.WorkspacesPage, 'team') },
  { path: 'moderation/:workspaceId', ...screen(() => import('../features/moderation/moderation-page'), (m) => m.ModerationPage, 'team') },
  { path: 'eingang/:workspaceId', ...screen(() => import('../features/inbox/inbox-page'), (m) => m.InboxPage, 'team') },
  { path: 'kennzahlen/:workspaceId', ...screen(() => import('../features/figures/figures-page'), (m) => m.FiguresPage, 'team') },
  { path: 'workspaces/:id/protokoll', ...screen(() => import('../features/audit/workspace-audit-page'), (m) => m.WorkspaceAuditPage, 'team') },
  { path: 'auswertung/:layerId', ...screen(() => import('../features/review/review-page'), (m) => m.ReviewPage, 'team') },
  { path: 'auswertung/:layerId/diagramme', ...screen(() => import('../features/review-charts/review-charts-page'), (m) => m.ReviewChartsPage, 'team') },
  { path: 'layers', ...screen(() => import('../features/layers/layers-page'), (m) => m.LayersPage, 'team') },
  { path: 'register', ...screen(() => import('../features/auth/register-page'), (m) => m.RegisterPage) },
  { path: 'activationsuccess', ...screen(activationScreens, (m) => m.ActivationSuccessPage) },
  { path: 'activationfailure', ...screen(activationScreens, (m) => m.ActivationFailurePage) },
  { path: 'resetpassword', ...screen(() => import('../features/auth/reset-password-page'), (m) => m.ResetPasswordPage) },
  // Where the mailed links lead; only their forms complete them (docs/decisions/0009).
  { path: 'konto-aktivieren/:token', ...screen(() => import('../features/auth/activate-account-page'), (m) => m.ActivateAccountPage) },
  { path: 'passwort-bestaetigen/:token', ...screen(() => import('../features/auth/confirm-password-page'), (m) => m.ConfirmPasswordPage) },
  // The demo's topics, its tram participation and its survey: only where the organisation wrote them.
  { path: 'fahrrad', ...ownPage('fahrrad', screen(topicScreens, (m) => m.BicyclePage)) },
  { path: 'gewaesser', ...ownPage('gewaesser', screen(topicScreens, (m) => m.WatersPage)) },
  { path: 'infrastruktur', ...ownPage('infrastruktur', screen(topicScreens, (m) => m.InfrastructurePage)) },
  { path: 'strassenbahnausbau', ...ownPage('strassenbahn', screen(() => import('../features/landing/tram-page'), (m) => m.TramPage)) },
  { path: 'umfrage', ...ownPage('infrastruktur', screen(() => import('../features/survey/survey-page'), (m) => m.SurveyPage)) },
  { path: '*', element: <NotFoundPage /> },
];

/** What stands in the frame while a screen's chunk loads. */
function ScreenLoading() {
  const tc = useT('common', de.common);
  return <p className="p-3" role="status">{tc('loading')}</p>;
}

/** The screens in the frame of every page (AppLayout). The fallback is shown while a screen's chunk
 *  loads (a screen opened directly by its address; later navigations keep the old screen until the
 *  new one is there, as the router changes pages in a transition) and sits inside the frame, so the
 *  navigation bar and the cookie banner appear at once, not only once the screen's code has arrived
 *  (docs/runtime.md §3). The router is react-router's declarative one (`useRoutes`): its data
 *  router, which the app does not use, would add 14 KB as sent to every page (decision 0026). */
export const routes: RouteObject[] = [{
  element: <AppLayout />,
  children: [{ element: <Suspense fallback={<ScreenLoading />}><Outlet /></Suspense>, children: screens }],
}];

/** The app's screens at the current address (inside a router: HashRouter in the app, a memory router in tests). */
export function AppRoutes() {
  return useRoutes(routes);
}
