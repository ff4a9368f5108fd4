import { Alert } from 'react-bootstrap';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageCard } from '../../components/page-card';
import * as de from '../../i18n/de/auth';
import { useT } from '../../i18n/runtime';
import { orgSetting, useOrg } from '../../lib/org';
import { useSession } from '../../lib/session';
import { LoginForm } from './login-form';
import { forgetKeptForActivation, keptForActivation, safeReturnPath } from '../../lib/return-path';

/** Where a confirmed activation leads: the account is active. Confirming it logged the person in
 *  (docs/decisions/0009), so they go on to the page their registration started from (kept by the
 *  registration, lib/return-path.ts), else to the map; a visitor who is not logged in gets the
 *  login form right here, which leads there too. */
export function ActivationSuccessPage() {
  const t = useT('activation', de.activation);
  const { loggedIn } = useSession();
  const [search, setSearch] = useSearchParams();
  // Read during the render, forgotten once shown: from then on the address carries it
  // (`?zurueck=`), which the login form reads, and the link below.
  const [kept] = useState(keptForActivation);
  const back = safeReturnPath(search.get('zurueck')) ?? kept;
  useEffect(() => {
    if (!kept) return;
    forgetKeptForActivation();
    if (!search.has('zurueck')) setSearch({ zurueck: kept }, { replace: true });
  }, [kept, search, setSearch]);
  return (
    <PageCard title={t('successTitle')} maxWidth={480}>
      {loggedIn ? (
        <>
          <Alert variant="success">{t('successLoggedIn')}</Alert>
          <Link to={back ?? '/map'}>{back && !back.startsWith('/map') ? t('back') : t('toMap')}</Link>
        </>
      ) : (
        <>
          <Alert variant="success">{t('successText')}</Alert>
          <h2 className="h5 mb-3">{t('loginTitle')}</h2>
          <LoginForm idPrefix="activation-login" />
        </>
      )}
    </PageCard>
  );
}

/** Where an invalid, expired or used activation link leads (docs/product.md §2): the activation did not
 *  succeed; support is reached at the organisation's contact address (setting kontakt_email). */
export function ActivationFailurePage() {
  const t = useT('activation', de.activation);
  const email = orgSetting(useOrg(), 'kontakt_email');
  return (
    <PageCard title={t('failureTitle')}>
      <Alert variant="warning">{t('failureText')}</Alert>
      {email ? (
        <p>{t('contactSupport')} <a href={`mailto:${email}`}>{email}</a></p>
      ) : (
        <p>{t('contactSupportNoAddress')} <Link to="/impressum">{t('imprint')}</Link></p>
      )}
      <div className="d-flex flex-wrap gap-3">
        <Link to="/register">{t('registerAgain')}</Link>
        <Link to="/resetpassword">{t('resetPassword')}</Link>
      </div>
    </PageCard>
  );
}
