import { mustAcceptTerms } from '@mitmachkarte/contract';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useOrg } from '../lib/org';
import { useSession } from '../lib/session';
import { TERMS_PATH, termsQueryOptions } from '../lib/terms';

const TermsModal = lazy(async () => ({ default: (await import('../features/terms/terms-modal')).TermsModal }));

/** Asks a signed-in person to accept the organisation's terms of use once per visit while their
 *  latest acceptance on this site is another version or none (docs/product.md §2.22). GET
 *  /auth/terms is asked only where the organisation has terms; the modal is loaded only when it
 *  opens, and stays loaded so that it can close. Not on the terms page itself, which its link
 *  opens, nor while the second factor must be set up first. Closing it leaves the person alone
 *  until the page is loaded again. */
export function TermsPrompt() {
  const session = useSession();
  const version = useOrg()?.TermsVersion ?? null;
  const { pathname } = useLocation();
  const enabled = session.loggedIn && !session.info.MfaSetupRequired && version !== null;
  const state = useQuery({ ...termsQueryOptions(version), enabled }).data;
  // Closed by whom: another person logging in on this page is asked all the same.
  const [closedBy, setClosedBy] = useState<string>();
  const [loaded, setLoaded] = useState(false);
  const closed = closedBy !== undefined && closedBy === session.info.ID;
  const ask = enabled && state !== undefined && state.Version !== null && mustAcceptTerms(state) && pathname !== TERMS_PATH && !closed;
  if (ask && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <TermsModal show={ask} version={state?.Version ?? ''} onClose={() => setClosedBy(session.info.ID)} />
    </Suspense>
  );
}
