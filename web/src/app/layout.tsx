import { lazy, Suspense, useState, type MouseEvent } from 'react';
import * as de from '../i18n/de/common';
import { topics } from '../i18n/de/landing';
import { useT } from '../i18n/runtime';
import { Outlet, useLocation } from 'react-router';
import { useLoginFailures } from '../features/auth/login-failures';
import { AlertsArea } from './alerts-area';
import { CookieBanner } from './cookie-banner';
import { AppNavbar } from './navbar';
import { useOrg } from '../lib/org';
import { useOrgTheme } from '../lib/org-theme';
import { useSession } from '../lib/session';
import { routeMenu } from './navigation';
import { useFragmentScroll } from './use-fragment-scroll';
import { useModalFocusWrap } from './use-modal-focus-wrap';
import { TermsPrompt } from './terms-prompt';
import { ProfilePrompt } from './profile-prompt';

const ResetOfferModal = lazy(async () => ({ default: (await import('../features/auth/reset-offer-modal')).ResetOfferModal }));
const MfaSetupScreen = lazy(async () => ({ default: (await import('../features/account/mfa-setup-screen')).MfaSetupScreen }));

/** The pages a session that must set up its second factor still sees: the legal ones and the
 *  explanations in sign language (docs/product.md §23.3), which every
 *  page links to and which need nothing but the organisation. */
const OPEN_DURING_MFA_SETUP = ['/impressum', '/datenschutz', '/barrierefreiheit', '/nutzungsbedingungen', '/gebaerdensprache'];

/** The page, or, while an organisation requires a second factor the account lacks (the server
 *  answers nothing else then), the set-up screen in its place: loaded only then, so that it stays
 *  out of every first load (docs/runtime.md §3). */
function Page() {
  const { info } = useSession();
  const { pathname } = useLocation();
  if (!info.MfaSetupRequired || OPEN_DURING_MFA_SETUP.includes(pathname)) return <Outlet />;
  return <Suspense fallback={null}><MfaSetupScreen /></Suspense>;
}

/** The password-reset offer, loaded when it first opens: react-bootstrap's Modal stays out of the
 *  first load of every page (docs/runtime.md §3). Once loaded it stays, so that it can close. */
function ResetOffer() {
  const { offerOpen } = useLoginFailures();
  const [wanted, setWanted] = useState(false);
  if (offerOpen && !wanted) setWanted(true);
  return wanted ? <Suspense fallback={null}><ResetOfferModal /></Suspense> : null;
}

function skipToMain(e: MouseEvent) {
  e.preventDefault();
  document.getElementById('main')?.focus();
}

/** Frame of every screen: navigation bar (with the route's own menu, if it has one), alerts, the
 *  page, the cookie banner, the password-reset offer and the question after changed terms of use;
 *  Tab stays inside an open modal. */
export function AppLayout() {
  const tc = useT('common', de.common);
  useFragmentScroll();
  useModalFocusWrap();
  useOrgTheme();
  const tt = useT('topics', topics);
  const menu = routeMenu(useLocation().pathname, useOrg()?.Content, tt);
  return (
    <>
      {/* With hash routes, following '#main' would open the route /main: move the focus instead. */}
      <a className="visually-hidden-focusable skip-link" href="#main" onClick={skipToMain}>{tc('skipToContent')}</a>
      <AppNavbar menu={menu} />
      <AlertsArea />
      <main id="main" tabIndex={-1}>
        <Page />
      </main>
      <CookieBanner />
      <ResetOffer />
      <TermsPrompt />
      <ProfilePrompt />
    </>
  );
}
